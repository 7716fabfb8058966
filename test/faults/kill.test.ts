import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createBand } from '../../src/server/db/factories/bands';
import { createEvent } from '../../src/server/db/factories/events';
import { accounts, bandRatings, carnivalBands, likedEvents, users } from '../../src/server/db/schema';
import {
  call,
  openData,
  signUp,
  startApp,
  startCluster,
  migratedDataDir,
  tempDir,
  type AppProcess,
  type Cluster,
  waitFor,
} from './support';

/**
 * No acknowledged write is lost when the process is killed with SIGKILL mid-load (issue #13), on embedded
 * PGlite (the default) and on PostgreSQL: sign-ups, likes and ratings that got a 2xx are all there after a
 * restart on the same data, nothing is half-written, and the database opens without repair.
 */
interface Acked {
  members: Map<string, string>; // email → user id
  likes: Array<{ userId: string; eventId: string }>;
  ratings: Array<{ userId: string; bandId: string; rating: number }>;
}

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const cases: Array<{ name: string; cluster: boolean }> = [
  { name: 'PGlite', cluster: false },
  { name: 'PostgreSQL', cluster: true },
];

describe.each(cases)('kill -9 under writes on $name', ({ name, cluster: useCluster }) => {
  it('keeps every acknowledged write and nothing half-written', async () => {
    let cluster: Cluster | undefined;
    if (useCluster) {
      cluster = await startCluster();
      cleanups.push(() => cluster!.stop());
    }
    // On PGlite the embedded database exists already (migratedDataDir): what is proved is the kill, not the first start.
    const dataDir = useCluster ? tempDir(`kill-${name}`) : migratedDataDir(`kill-${name}`);
    const databaseUrl = cluster?.url;

    const setup = await openData({ dataDir, databaseUrl });
    const eventIds: string[] = [];
    const bandIds: string[] = [];
    for (let i = 0; i < 6; i++) eventIds.push((await createEvent(setup.db, { title: `Kill fete ${i}` })).id);
    for (let i = 0; i < 3; i++)
      bandIds.push((await createBand(setup.db, { name: `Kill band ${i} ${name}` })).id);
    await setup.close();

    let app: AppProcess = await startApp({ dataDir, databaseUrl });
    cleanups.push(() => void app.stop('SIGKILL'));
    const acked: Acked = { members: new Map(), likes: [], ratings: [] };
    let attempted = 0;
    /** Writes sent and not answered yet: what a kill interrupts. */
    let inFlight = 0;
    let stop = false;
    const write = async <T>(request: () => Promise<T>): Promise<T | null> => {
      attempted++;
      inFlight++;
      try {
        return await request();
      } catch {
        return null;
      } finally {
        inFlight--;
      }
    };

    const worker = async (n: number) => {
      for (let round = 0; !stop; round++) {
        const member = (await write(() => signUp(app.url, `kill-${name}-${n}-${round}`.toLowerCase())))
          ?.member;
        if (!member) continue;
        acked.members.set(member.email, member.userId);
        for (const eventId of eventIds.slice(0, 1 + ((n + round) % eventIds.length))) {
          if (stop) break;
          const res = await write(() => call(app.url, 'PUT', `/api/likes/events/${eventId}`, member.cookie));
          if (res?.status === 200) acked.likes.push({ userId: member.userId, eventId });
        }
        for (const bandId of bandIds) {
          if (stop) break;
          const rating = 1 + ((n + round) % 5);
          const res = await write(() =>
            call(app.url, 'PUT', `/api/bands/${bandId}/rating`, member.cookie, { rating }),
          );
          if (res?.status === 200) acked.ratings.push({ userId: member.userId, bandId, rating });
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, n) => worker(n));
    // Kill once the load is well under way (a busy machine needs longer to get there), mid-write: with
    // writes sent and not yet answered.
    await waitFor(
      () => acked.members.size >= 4 && acked.likes.length + acked.ratings.length >= 12 && inFlight >= 4,
      {
        what: 'the load to be under way (4 sign-ups and 12 likes or ratings acknowledged, 4 writes in flight)',
        timeoutMs: 60_000,
        intervalMs: 5,
      },
    );
    const inFlightAtKill = inFlight;
    app.child.kill('SIGKILL');
    await app.exited;
    stop = true;
    await Promise.all(workers);

    // The same data opens again without manual repair, and serves.
    const restartedAt = Date.now();
    app = await startApp({ dataDir, databaseUrl });
    const restartMs = Date.now() - restartedAt;
    expect((await fetch(`${app.url}/api/events`)).status).toBe(200);
    await app.stop('SIGTERM');

    const check = await openData({ dataDir, databaseUrl });
    try {
      const ids = [...acked.members.values()];
      const foundUsers = ids.length
        ? await check.db.select({ id: users.id }).from(users).where(inArray(users.id, ids))
        : [];
      const withPassword = ids.length
        ? await check.db
            .select({ userId: accounts.userId })
            .from(accounts)
            .where(inArray(accounts.userId, ids))
        : [];
      const likeRows = await check.db
        .select({ userId: likedEvents.userId, eventId: likedEvents.eventId })
        .from(likedEvents);
      const likeSet = new Set(likeRows.map((r) => `${r.userId}/${r.eventId}`));
      const ratingRows = await check.db.select().from(bandRatings);
      const ratingOf = new Map(ratingRows.map((r) => [`${r.userId}/${r.bandId}`, r.rating]));

      const lostMembers = ids.filter((id) => !foundUsers.some((u) => u.id === id));
      const lostLikes = acked.likes.filter((l) => !likeSet.has(`${l.userId}/${l.eventId}`));
      const lostRatings = acked.ratings.filter((r) => ratingOf.get(`${r.userId}/${r.bandId}`) !== r.rating);

      // Half-written: a member without a password (sign-up is one transaction), a band whose totals disagree
      // with its ratings (a rating and its aggregate change together).
      const allUsers = await check.db.select({ id: users.id }).from(users);
      const allAccounts = new Set(
        (await check.db.select({ userId: accounts.userId }).from(accounts)).map((a) => a.userId),
      );
      const withoutPassword = allUsers.filter((u) => !allAccounts.has(u.id));
      const bands = await check.db
        .select({
          id: carnivalBands.id,
          total: carnivalBands.ratingTotal,
          count: carnivalBands.ratingCount,
          sum: sql<number>`(select coalesce(sum(rating), 0)::int from band_ratings r where r.band_id = ${carnivalBands.id})`,
          n: sql<number>`(select count(*)::int from band_ratings r where r.band_id = ${carnivalBands.id})`,
        })
        .from(carnivalBands)
        .where(inArray(carnivalBands.id, bandIds));
      const inconsistentBands = bands.filter((b) => b.total !== b.sum || b.count !== b.n);
      const [admin] = await check.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));

      console.log(
        `kill -9 on ${name}: ${attempted} writes attempted, acknowledged ${acked.members.size} sign-ups, ` +
          `${acked.likes.length} likes, ${acked.ratings.length} ratings, ${inFlightAtKill} writes in flight at the kill; lost ${lostMembers.length}/` +
          `${lostLikes.length}/${lostRatings.length}; half-written: ${withoutPassword.length - (admin ? 0 : 0)} ` +
          `members without a password, ${inconsistentBands.length} bands with wrong totals; restart to ready ` +
          `${restartMs} ms`,
      );
      expect(inFlightAtKill).toBeGreaterThan(0);
      expect(acked.members.size).toBeGreaterThan(0);
      expect(acked.likes.length + acked.ratings.length).toBeGreaterThan(0);
      expect(lostMembers).toEqual([]);
      expect(withPassword.length).toBeGreaterThanOrEqual(ids.length);
      expect(lostLikes).toEqual([]);
      expect(lostRatings).toEqual([]);
      expect(withoutPassword).toEqual([]);
      expect(inconsistentBands).toEqual([]);
    } finally {
      await check.close();
    }
  });
});
