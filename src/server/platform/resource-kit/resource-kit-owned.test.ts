// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../app-env';
import { newMember } from '../../auth/testing';
import { events } from '../../db/schema';
import { testServerForFile } from '../../test/harness';
import { refusal } from './resource-kit-testing';
import { resourceService } from './service';

/**
 * The definition fields the events manager runs on: `owner` (the creator's id on create), `mayWrite` (a row
 * the actor may not write is not found) and `withdrawn` (what a deactivation or a delete does besides, in its
 * transaction, knowing who did it).
 */
const t = testServerForFile();
const withdrawals: string[] = [];

const owned = resourceService({
  kind: 'kit_events',
  table: events,
  columns: { id: events.id, title: events.title, organizerId: events.organizerId, active: events.active },
  body: z.object({ title: z.string() }),
  policy: { edit: (viewer) => viewer !== null },
  notFound: 'Kit event not found',
  values: (input) => ({ ...input, date: '2027-02-08', location: 'Kit', category: 'Party' }),
  answer: (row) => row,
  owner: 'organizerId',
  mayWrite: (actor, row, rule) => row.organizerId === actor.id || (rule === 'edit' && actor.role === 'admin'),
  withdrawn: async (_tx, id, actor) => {
    withdrawals.push(`${id}:${actor.id}`);
  },
});

describe('an owned resource', () => {
  it('writes the creator as owner; another member cannot write the row (404), the owner can', async () => {
    const [a, b] = await Promise.all([newMember(t), newMember(t)]);
    const owner = { id: a.userId, role: 'user' } as Actor;
    const stranger = { id: b.userId, role: 'user' } as Actor;
    const item = await owned.create(t.deps, owner, { title: 'Kit owned' });
    expect(item).toMatchObject({ title: 'Kit owned', organizerId: owner.id, active: true });
    const notFound = { code: 'NOT_FOUND', message: 'Kit event not found' };
    expect(await refusal(owned.update(t.deps, stranger, item.id, { title: 'Taken' }))).toEqual(notFound);
    expect(await refusal(owned.remove(t.deps, stranger, item.id))).toEqual(notFound);
    expect(await refusal(owned.remove(t.deps, owner, randomUUID()))).toEqual(notFound);
    expect(await owned.update(t.deps, owner, item.id, { title: 'Renamed' })).toMatchObject({
      title: 'Renamed',
    });
    const [row] = await t.db.select({ title: events.title }).from(events).where(eq(events.id, item.id));
    expect(row?.title).toBe('Renamed');
    // The stranger's refused delete withdrew nothing: `withdrawn` runs once the row may go.
    expect(withdrawals.filter((w) => w.startsWith(item.id))).toEqual([]);
  });

  it('runs `withdrawn` with who did it on a deactivation and a delete, not on an activation', async () => {
    const a = await newMember(t);
    const owner = { id: a.userId, role: 'user' } as Actor;
    const item = await owned.create(t.deps, owner, { title: 'Kit withdrawn' });
    await owned.setActive(t.deps, owner, item.id, { active: true });
    expect(withdrawals.filter((w) => w.startsWith(item.id))).toEqual([]);
    expect(await owned.setActive(t.deps, owner, item.id, { active: false })).toMatchObject({ active: false });
    expect(await owned.remove(t.deps, owner, item.id)).toEqual({ id: item.id, deleted: true });
    expect(withdrawals.filter((w) => w.startsWith(item.id))).toEqual([
      `${item.id}:${owner.id}`,
      `${item.id}:${owner.id}`,
    ]);
  });
});
