// @module-tag postgres
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffMessages as texts } from '../../../shared/domains/staff';
import { createStaffApplication, createStaffPosition } from '../../db/factories';
import { notifications } from '../../db/schema';
import { pdf, uploadAs } from '../../test/actors';
import { UNKNOWN, applicationBody, staffTesting } from './staff-testing';

const { t, admin, member, other, asAdmin, asMember } = staffTesting();

/** The answer's bytes as sent (text() would drop the CSV's byte order mark). */
async function download(path: string, cookie?: string) {
  const res = await t.app.request(
    path,
    { headers: cookie ? { cookie, origin: t.config.publicUrl } : {} },
    { incoming: { socket: { remoteAddress: t.freshIp(), remoteFamily: 'IPv4' } } },
  );
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

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
    const application = await createStaffApplication(t.db, p.id, member.userId, {
      fullName: '=HYPERLINK("x")',
      phone: '555 0100',
      status: 'reviewing',
      createdAt: new Date('2030-01-02T10:00:00Z'),
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
      'Application ID,Full Name,Email,Phone,Status,Submission Date,Experience,Skills,Availability,Cover Letter',
    );
    // The spec's order: the status and the submission date follow the phone.
    expect(text.split('\r\n')[1]).toMatch(
      new RegExp(
        `^${application.id},"'=HYPERLINK\\(""x""\\)",[^,]+,555 0100,reviewing,2030-01-02T10:00:00.000Z,`,
      ),
    );
    expect(text).toContain('"Line one\nLine ""two"", three"');
  });
});
