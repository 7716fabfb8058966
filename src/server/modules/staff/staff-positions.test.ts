// @module-tag postgres
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffMessages as texts } from '../../../shared/domains/staff';
import { createStaffApplication, createStaffPosition } from '../../db/factories';
import { notifications, staffApplications, staffPositions } from '../../db/schema';
import { pdf, uploadAs, uploadForm, uploadPath } from '../../test/actors';
import { UNKNOWN, applicationBody, staffTesting } from './staff-testing';

const { t, member, other, asAdmin, asMember, asOther } = staffTesting();

const positionBody = {
  title: 'Road Marshal',
  description: 'Keep the band moving safely on the road.',
  requirements: ['  Stamina  ', '', 'First aid'],
  salaryRange: '$25 - $35 per hour',
};

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
