// @module-tag postgres
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffMessages as texts } from '../../../shared/domains/staff';
import { signInAdmin, newMember, type SignedIn } from '../../auth/testing';
import { createStaffApplication, createStaffPosition } from '../../db/factories';
import { notifications, staffApplications, staffPositions } from '../../db/schema';
import { pdf, uploadAs, uploadForm, uploadPath } from '../../test/actors';
import { testServerForFile } from '../../test/harness';

const t = testServerForFile();
let admin: SignedIn;
let member: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  admin = await signInAdmin(t);
  member = await newMember(t, { firstName: 'Kaia', lastName: 'Baptiste', email: 'kaia.staff@example.com' });
  other = await newMember(t, { firstName: 'Marlon', lastName: 'Charles', email: 'marlon.staff@example.com' });
});

type Init = { method?: string; json?: unknown };
const asAdmin = (path: string, init: Init = {}) => t.request(path, { cookie: admin.cookie, ...init });
const asMember = (path: string, init: Init = {}) => t.request(path, { cookie: member.cookie, ...init });
const asOther = (path: string, init: Init = {}) => t.request(path, { cookie: other.cookie, ...init });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const positionBody = {
  title: 'Road Marshal',
  description: 'Keep the band moving safely on the road.',
  requirements: ['  Stamina  ', '', 'First aid'],
  salaryRange: '$25 - $35 per hour',
};

const applicationBody = (positionId: string, extra: Record<string, unknown> = {}) => ({
  positionId,
  fullName: 'Kaia Baptiste',
  email: 'kaia@example.com',
  phone: '+1 868 555 0199',
  experience: 'Three seasons on the road',
  skills: 'First aid',
  availability: 'Carnival week',
  coverLetter: 'I love mas.',
  agreeToTerms: true,
  ...extra,
});

/** The answer's bytes as sent (text() would drop the CSV's byte order mark). */
async function download(path: string, cookie?: string) {
  const res = await t.app.request(
    path,
    { headers: cookie ? { cookie, origin: t.config.publicUrl } : {} },
    { incoming: { socket: { remoteAddress: t.freshIp(), remoteFamily: 'IPv4' } } },
  );
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('positions in the back office', () => {
  it('401, 403, 422 with the spec messages, then creates (blank requirements dropped)', async () => {
    const path = '/api/admin/staff-positions';
    expect((await t.request(path, { method: 'POST', json: positionBody })).status).toBe(401);
    expect((await asMember(path, { method: 'POST', json: positionBody })).status).toBe(403);

    const missing = await asAdmin(path, { method: 'POST', json: { ...positionBody, salaryRange: ' ' } });
    expect(missing.status).toBe(422);
    expect(missing.data.error.fields.salaryRange).toBe(texts.requiredFields);
    const noRequirement = await asAdmin(path, {
      method: 'POST',
      json: { ...positionBody, requirements: ['  ', ''] },
    });
    expect(noRequirement.status).toBe(422);
    expect(noRequirement.data.error.fields.requirements).toBe(texts.requirementRequired);
    const unknownField = await asAdmin(path, {
      method: 'POST',
      json: { ...positionBody, applicationCount: 9 },
    });
    expect(unknownField.status).toBe(422);

    const created = await asAdmin(path, { method: 'POST', json: positionBody });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      title: 'Road Marshal',
      requirements: ['Stamina', 'First aid'],
      active: true,
      applicationCount: 0,
    });
  });

  it('lists newest first with counts, searches title, description and salary range', async () => {
    const a = await createStaffPosition(t.db, { title: 'Zebra Crossing Guard', salaryRange: '$999 flat' });
    const b = await createStaffPosition(t.db, { title: 'Mas Camp Cook', description: 'Pelau for the band' });
    await createStaffApplication(t.db, b.id, member.userId);
    await createStaffApplication(t.db, b.id, other.userId);
    const all = await asAdmin('/api/admin/staff-positions?pageSize=100');
    expect(all.status).toBe(200);
    const ids = all.data.items.map((p: { id: string }) => p.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(all.data.items.find((p: { id: string }) => p.id === b.id).applicationCount).toBe(2);
    const search = async (q: string) =>
      (await asAdmin(`/api/admin/staff-positions?q=${encodeURIComponent(q)}`)).data.items.map(
        (p: { id: string }) => p.id,
      );
    expect(await search('zebra')).toEqual([a.id]);
    expect(await search('$999')).toEqual([a.id]);
    expect(await search('pelau')).toEqual([b.id]);
    expect((await asMember('/api/admin/staff-positions')).status).toBe(403);
  });

  it('reads, edits and toggles one position; 404 for an unknown one', async () => {
    const p = await createStaffPosition(t.db);
    const path = `/api/admin/staff-positions/${p.id}`;
    expect((await t.request(path)).status).toBe(401);
    expect((await asMember(path)).status).toBe(403);
    expect((await asAdmin(`/api/admin/staff-positions/${UNKNOWN}`)).data.error.message).toBe(
      texts.positionNotFound,
    );
    expect((await asAdmin(path)).data.id).toBe(p.id);

    const bad = await asAdmin(path, { method: 'PATCH', json: { requirements: [''] } });
    expect(bad.status).toBe(422);
    expect(bad.data.error.fields.requirements).toBe(texts.requirementRequired);
    const edited = await asAdmin(path, {
      method: 'PATCH',
      json: { title: 'Head Host', requirements: ['Calm'], salaryRange: '$40' },
    });
    expect(edited.data).toMatchObject({ title: 'Head Host', requirements: ['Calm'], salaryRange: '$40' });
    const off = await asAdmin(path, { method: 'PATCH', json: { active: false } });
    expect(off.data).toMatchObject({ active: false, title: 'Head Host' });
    const missing = await asAdmin(`/api/admin/staff-positions/${UNKNOWN}`, {
      method: 'PATCH',
      json: { active: true },
    });
    expect(missing.status).toBe(404);
  });

  it('deletes a position with its applications, in one go', async () => {
    const p = await createStaffPosition(t.db);
    await createStaffApplication(t.db, p.id, member.userId);
    const path = `/api/admin/staff-positions/${p.id}`;
    expect((await asMember(path, { method: 'DELETE' })).status).toBe(403);
    expect((await asAdmin(path, { method: 'DELETE' })).data).toEqual({ id: p.id, deleted: true });
    expect(await t.db.select().from(staffPositions).where(eq(staffPositions.id, p.id))).toEqual([]);
    expect(await t.db.select().from(staffApplications).where(eq(staffApplications.positionId, p.id))).toEqual(
      [],
    );
    expect((await asAdmin(path, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('members: open positions and applying', () => {
  it('lists only active positions, by title; a deactivated one leaves the list at once', async () => {
    const open = await createStaffPosition(t.db, { title: 'AAA Open Position' });
    const closed = await createStaffPosition(t.db, { title: 'AAA Closed Position', active: false });
    expect((await t.request('/api/staff/positions')).status).toBe(401);
    const list = await asMember('/api/staff/positions');
    expect(list.status).toBe(200);
    const ids = list.data.items.map((p: { id: string }) => p.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(closed.id);
    const titles = list.data.items.map((p: { title: string }) => p.title);
    expect(titles).toEqual([...titles].sort((x: string, y: string) => x.localeCompare(y)));

    await asAdmin(`/api/admin/staff-positions/${open.id}`, { method: 'PATCH', json: { active: false } });
    const after = await asMember('/api/staff/positions');
    expect(after.data.items.map((p: { id: string }) => p.id)).not.toContain(open.id);
  });

  it('refuses visitors and invalid applications with the spec messages', async () => {
    const p = await createStaffPosition(t.db);
    const path = '/api/staff/applications';
    expect((await t.request(path, { method: 'POST', json: applicationBody(p.id) })).status).toBe(401);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ positionId: '' }, 'positionId', texts.positionRequired],
      [{ fullName: ' ' }, 'fullName', texts.requiredFields],
      [{ email: '' }, 'email', texts.requiredFields],
      [{ email: 'not-an-email' }, 'email', texts.email],
      [{ phone: '' }, 'phone', texts.requiredFields],
      [{ agreeToTerms: false }, 'agreeToTerms', texts.termsRequired],
    ];
    for (const [extra, field, message] of cases) {
      const res = await asMember(path, { method: 'POST', json: applicationBody(p.id, extra) });
      expect(res.status, field).toBe(422);
      expect(res.data.error.fields[field], field).toEqual(message);
    }
    // Unknown fields (a status of one's own choosing) are refused.
    const unknown = await asMember(path, {
      method: 'POST',
      json: applicationBody(p.id, { status: 'accepted' }),
    });
    expect(unknown.status).toBe(422);
    // An inactive or unknown position cannot be chosen.
    const closed = await createStaffPosition(t.db, { active: false });
    for (const id of [closed.id, UNKNOWN]) {
      const res = await asMember(path, { method: 'POST', json: applicationBody(id) });
      expect(res.status).toBe(422);
      expect(res.data.error.fields.positionId).toBe(texts.positionRequired);
    }
  });

  it('applies with a PDF resume (pending), once per position while open, and tells the member', async () => {
    const p = await createStaffPosition(t.db, { title: 'Ticket Scanner' });
    const resume = await uploadAs(t, member.cookie, 'resume');
    const res = await asMember('/api/staff/applications', {
      method: 'POST',
      json: applicationBody(p.id, { resumeUploadId: resume }),
    });
    expect(res.status).toBe(201);
    expect(res.data.application).toMatchObject({
      positionId: p.id,
      positionTitle: 'Ticket Scanner',
      status: 'pending',
      hasResume: true,
    });
    const [row] = await t.db
      .select()
      .from(staffApplications)
      .where(eq(staffApplications.id, res.data.application.id));
    expect(row).toMatchObject({ userId: member.userId, resumeUploadId: resume, status: 'pending' });

    const again = await asMember('/api/staff/applications', { method: 'POST', json: applicationBody(p.id) });
    expect(again.status).toBe(409);
    expect(again.data.error.message).toBe(texts.alreadyApplied);
    // Another member may apply for it; once the first is decided the member may apply again.
    expect(
      (await asOther('/api/staff/applications', { method: 'POST', json: applicationBody(p.id) })).status,
    ).toBe(201);
    await asAdmin(`/api/admin/staff-applications/${row!.id}`, {
      method: 'PATCH',
      json: { status: 'rejected' },
    });
    const retry = await asMember('/api/staff/applications', { method: 'POST', json: applicationBody(p.id) });
    expect(retry.status).toBe(201);

    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, member.userId));
    expect(notices.some((n) => n.type === 'staff_application' && n.data.positionId === p.id)).toBe(true);

    const mine = await asMember('/api/me/staff-applications');
    expect(mine.status).toBe(200);
    expect(
      mine.data.items.filter((a: { positionId: string }) => a.positionId === p.id).map((a: any) => a.status),
    ).toEqual(['pending', 'rejected']);
    expect((await t.request('/api/me/staff-applications')).status).toBe(401);
    const others = await asOther('/api/me/staff-applications');
    expect(others.data.items.every((a: { id: string }) => a.id !== row!.id)).toBe(true);
  });

  it("refuses someone else's upload and an image as the resume", async () => {
    const p = await createStaffPosition(t.db);
    const othersResume = await uploadAs(t, other.cookie, 'resume');
    const photo = await uploadAs(t, member.cookie, 'image');
    for (const id of [othersResume, photo, UNKNOWN]) {
      const res = await asMember('/api/staff/applications', {
        method: 'POST',
        json: applicationBody(p.id, { resumeUploadId: id }),
      });
      expect(res.status).toBe(422);
      expect(res.data.error.fields.resumeUploadId).toBe(texts.resumeType);
    }
  });

  it('checks the resume by its content, not its name', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    const disguised = await t.request(uploadPath('resume'), {
      method: 'POST',
      body: uploadForm('resume', exe, 'resume.pdf', 'application/pdf'),
      cookie: member.cookie,
    });
    expect(disguised.status).toBe(415);
    expect(disguised.data.error.message).toBe(texts.resumeType);
    const realPdf = await t.request(uploadPath('resume'), {
      method: 'POST',
      body: uploadForm('resume', pdf, 'cv.txt', 'text/plain'),
      cookie: member.cookie,
    });
    expect(realPdf.status).toBe(201);
    expect(realPdf.data.upload.url).toBe(`/api/files/${realPdf.data.upload.id}`);
  });
});

describe('application review', () => {
  it('lists a position’s applications newest first with search; 401, 403, 404', async () => {
    const p = await createStaffPosition(t.db, { title: 'Photographer' });
    const a = await createStaffApplication(t.db, p.id, member.userId, {
      fullName: 'Kaia Baptiste',
      createdAt: new Date('2030-01-01T10:00:00Z'),
    });
    const b = await createStaffApplication(t.db, p.id, other.userId, {
      fullName: 'Marlon Charles',
      email: 'marlon@example.com',
      phone: '+1 246 555 0100',
      status: 'interviewed',
      createdAt: new Date('2030-01-02T10:00:00Z'),
    });
    const path = `/api/admin/staff-positions/${p.id}/applications`;
    expect((await t.request(path)).status).toBe(401);
    expect((await asMember(path)).status).toBe(403);
    const missing = await asAdmin(`/api/admin/staff-positions/${UNKNOWN}/applications`);
    expect(missing.status).toBe(404);
    expect(missing.data.error.message).toBe(texts.positionNotFound);

    const page = await asAdmin(path);
    expect(page.status).toBe(200);
    expect(page.data.position).toMatchObject({ title: 'Photographer', applicationCount: 2 });
    expect(page.data.items.map((x: { id: string }) => x.id)).toEqual([b.id, a.id]);
    const ids = async (q: string) =>
      (await asAdmin(`${path}?q=${encodeURIComponent(q)}`)).data.items.map((x: { id: string }) => x.id);
    expect(await ids('marlon')).toEqual([b.id]);
    expect(await ids('246 555')).toEqual([b.id]);
    expect(await ids('interviewed')).toEqual([b.id]);
    expect(await ids('kaia')).toEqual([a.id]);
  });

  it('changes statuses (any to any), notifies the applicant in the site and by e-mail', async () => {
    const p = await createStaffPosition(t.db, { title: 'Stage Manager' });
    const app = await createStaffApplication(t.db, p.id, member.userId);
    const path = `/api/admin/staff-applications/${app.id}`;
    expect((await t.request(path, { method: 'PATCH', json: { status: 'reviewing' } })).status).toBe(401);
    expect((await asMember(path, { method: 'PATCH', json: { status: 'reviewing' } })).status).toBe(403);
    const bad = await asAdmin(path, { method: 'PATCH', json: { status: 'hired' } });
    expect(bad.status).toBe(422);
    expect(bad.data.error.fields.status).toBe(texts.status);
    const unknown = await asAdmin(`/api/admin/staff-applications/${UNKNOWN}`, {
      method: 'PATCH',
      json: { status: 'reviewing' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.data.error.message).toBe(texts.applicationNotFound);

    const res = await asAdmin(path, { method: 'PATCH', json: { status: 'interviewed' } });
    expect(res.status).toBe(200);
    expect(res.data.status).toBe('interviewed');
    expect((await asAdmin(path, { method: 'PATCH', json: { status: 'accepted' } })).data.status).toBe(
      'accepted',
    );
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, member.userId));
    const mine = notices.filter((n) => n.data.applicationId === app.id);
    expect(mine.map((n) => n.message).sort()).toEqual([
      'Your application for Stage Manager has been updated to accepted',
      'Your application for Stage Manager has been updated to interviewed',
    ]);
    expect(mine[0]).toMatchObject({ type: 'staff_application_update', title: 'Application Status Updated' });
    expect(mine[0]!.data).toMatchObject({ positionId: p.id, positionTitle: 'Stage Manager' });
    const mail = await t.smtp.waitFor(member.input.email);
    expect(mail.text).toContain('Your application for Stage Manager has been updated to');
    // The same status again writes nothing and tells no one.
    await asAdmin(path, { method: 'PATCH', json: { status: 'accepted' } });
    const after = await t.db.select().from(notifications).where(eq(notifications.userId, member.userId));
    expect(after.filter((n) => n.data.applicationId === app.id)).toHaveLength(2);
    // The member sees the new status.
    const list = await asMember('/api/me/staff-applications');
    expect(list.data.items.find((x: { id: string }) => x.id === app.id).status).toBe('accepted');
  });

  it('will not reopen a decided application while the member has another open one', async () => {
    const p = await createStaffPosition(t.db);
    const old = await createStaffApplication(t.db, p.id, member.userId, { status: 'rejected' });
    await createStaffApplication(t.db, p.id, member.userId, { status: 'pending' });
    const res = await asAdmin(`/api/admin/staff-applications/${old.id}`, {
      method: 'PATCH',
      json: { status: 'reviewing' },
    });
    expect(res.status).toBe(409);
    expect(res.data.error.message).toBe(texts.openApplicationExists);
  });

  it('serves the resume to administrators only: 404 to the applicant, another member and unknown ids', async () => {
    const p = await createStaffPosition(t.db);
    const resume = await uploadAs(t, member.cookie, 'resume');
    const res = await asMember('/api/staff/applications', {
      method: 'POST',
      json: applicationBody(p.id, { resumeUploadId: resume }),
    });
    const id = res.data.application.id as string;
    const page = await asAdmin(`/api/admin/staff-positions/${p.id}/applications`);
    const url = page.data.items[0].resumeUrl as string;
    expect(url).toBe(`/api/staff/applications/${id}/resume`);

    const asAdminFile = await download(url, admin.cookie);
    expect(asAdminFile.res.status).toBe(200);
    expect(asAdminFile.res.headers.get('content-type')).toBe('application/pdf');
    expect(asAdminFile.res.headers.get('content-disposition')).toContain('attachment');
    expect(asAdminFile.bytes.equals(pdf)).toBe(true);

    expect((await download(url)).res.status).toBe(401);
    expect((await download(url, other.cookie)).res.status).toBe(404);
    expect((await download(url, member.cookie)).res.status).toBe(404);
    expect((await download(`/api/staff/applications/${UNKNOWN}/resume`, admin.cookie)).res.status).toBe(404);
    const noResume = await createStaffApplication(t.db, p.id, other.userId);
    expect((await download(`/api/staff/applications/${noResume.id}/resume`, admin.cookie)).res.status).toBe(
      404,
    );
    // The stored file is private: it is never under the public uploads path.
    expect(asAdminFile.res.headers.get('cache-control')).toContain('no-store');
  });

  it('exports CSV with a BOM, every column, and formula cells guarded; 401, 403, 404', async () => {
    const p = await createStaffPosition(t.db, { title: 'Crew Lead' });
    await createStaffApplication(t.db, p.id, member.userId, {
      fullName: '=HYPERLINK("x")',
      coverLetter: 'Line one\nLine "two", three',
    });
    const path = `/api/admin/staff-positions/${p.id}/export`;
    expect((await download(path)).res.status).toBe(401);
    expect((await download(path, member.cookie)).res.status).toBe(403);
    expect((await download(`/api/admin/staff-positions/${UNKNOWN}/export`, admin.cookie)).res.status).toBe(
      404,
    );
    const { res, bytes } = await download(path, admin.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('Crew Lead-applications.csv');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const [header] = text.split('\r\n');
    expect(header).toBe(
      'Application ID,User ID,Full Name,Email,Phone,Experience,Skills,Availability,Cover Letter,Resume,Status,Date',
    );
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).toContain('"Line one\nLine ""two"", three"');
  });
});
