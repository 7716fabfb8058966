// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { createBadgeType, createUser, createUserBadge } from '../../db/factories';
import { testServerForFile } from '../../test/harness';
import { activeBadgesFor } from './service';

const t = testServerForFile();

describe('activeBadgesFor', () => {
  it('gives each member their active badges, oldest award first, and an empty list to a member with none', async () => {
    const [kaia, marlon, nobody] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    const warrior = await createBadgeType(t.db, { name: 'Warrior for the service test' });
    const ambassador = await createBadgeType(t.db, { name: 'Ambassador for the service test' });
    await createUserBadge(t.db, kaia.id, ambassador.id, { awardedAt: new Date('2026-02-01T00:00:00Z') });
    await createUserBadge(t.db, kaia.id, warrior.id, { awardedAt: new Date('2026-03-01T00:00:00Z') });
    await createUserBadge(t.db, marlon.id, warrior.id, { active: false });

    const badges = await activeBadgesFor(t.db, [kaia.id, marlon.id, nobody.id]);

    expect(badges.get(kaia.id)?.map((b) => b.name)).toEqual([ambassador.name, warrior.name]);
    expect(badges.get(kaia.id)?.[0]).toMatchObject({
      color: ambassador.color,
      benefits: ambassador.benefits,
      awardedAt: '2026-02-01T00:00:00.000Z',
    });
    expect(badges.get(marlon.id)).toEqual([]);
    expect(badges.get(nobody.id)).toEqual([]);
    expect((await activeBadgesFor(t.db, [])).size).toBe(0);
  });
});
