/**
 * One size of the scale bench (scale.ts): a database of its own in the cluster with the demo data (Fete seeds it
 * at its first start), `size` events (bulk-rows.ts) and the community in proportion (bulk-community.ts: at
 * 100,000 events, 50,000 members with a session each, 1,000,000 likes, 250,000 attendances, 100,000 chat
 * messages; the demo member is the one with a long history), then VACUUM ANALYZE. Says how long each part took.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../src/server/db/client';
import { todayIn } from '../../src/shared/time';
import { loadEvents } from '../../src/server/test/bulk-rows';
import {
  bulkMemberId,
  bulkSessionToken,
  communityFor,
  loadCommunity,
} from '../../src/server/test/bulk-community';
import { asMember, signedIn, startApp, startBaseline, type Target } from './targets';
import { sessionCookie, type Seeded } from './writes';

export interface Setup {
  size: number;
  baseline: Target;
  fete: Target;
  member: Target;
  admin: Target;
  /** Items the rows ask for: an event, the most liked one, the member's long thread, a member, a form. */
  ids: { event: string; popular: string; thread: string; user: string; form: string };
  /** The bulk members who write in the write rows (writes.ts), with their events and conversations. */
  writers: Seeded;
  /** What was loaded, and how long it took. */
  loaded: string;
}

const writerCount = Number(process.env.BENCH_WRITERS ?? 600);

export async function setUp(clusterUrl: string, size: number): Promise<Setup> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  const name = `fete_${size}_${process.pid}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  const fete = await startApp(`Fete ${size}`, url.toString());
  const member = await asMember(fete, `member ${size}`);
  const me = await fetch(`${fete.base}/api/members/me`, { headers: member.headers });
  const heavy = ((await me.json()) as { profile: { id: string } }).profile.id;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzle(pool) as unknown as Db;
  const times: string[] = [];
  const timed = async (what: string, fn: () => Promise<unknown>) => {
    const started = Date.now();
    await fn();
    times.push(`${what} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  await timed('events', () => loadEvents(db, size, todayIn()));
  await timed('community', () => loadCommunity(db, communityFor(size, heavy)));
  await timed('vacuum analyze', () => pool.query('vacuum analyze'));
  const counts = await countsOf(pool);
  const ids = await idsOf(pool, heavy);
  const writers = await writersOf(pool);
  await pool.end();
  const loaded = `${size.toLocaleString('en-US')} events: ${counts} (${times.join(', ')})`;
  console.error(`  ${loaded}`);
  return {
    size,
    fete,
    member,
    admin: await signedIn(fete, 'administrator', `admin ${size}`),
    baseline: await startBaseline(url.toString(), `baseline ${size}`),
    ids,
    writers,
    loaded,
  };
}

const TABLES = ['events', 'users', 'liked_events', 'event_attendees', 'chat_messages', 'form_submissions'];

async function countsOf(pool: pg.Pool): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const { rows } = await pool.query(`select count(*)::int as n from ${table}`);
    parts.push(`${(rows[0] as { n: number }).n.toLocaleString('en-US')} ${table}`);
  }
  return parts.join(', ');
}

async function one(pool: pg.Pool, text: string, values: unknown[] = []): Promise<string> {
  const { rows } = await pool.query(text, values);
  const id = (rows[0] as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string') throw new Error(`scale: nothing for ${text}`);
  return id;
}

const idsOf = async (pool: pg.Pool, heavy: string): Promise<Setup['ids']> => ({
  event: await one(
    pool,
    `select id from events where active and date >= current_date order by date, id limit 1`,
  ),
  popular: await one(
    pool,
    `select event_id as id from liked_events group by event_id order by count(*) desc, event_id limit 1`,
  ),
  thread: await one(
    pool,
    `select m.conversation_id as id from chat_messages m join conversation_participants p
       on p.conversation_id = m.conversation_id and p.user_id = $1
     group by m.conversation_id order by count(*) desc limit 1`,
    [heavy],
  ),
  user: bulkMemberId(121),
  form: await one(
    pool,
    `select form_id as id from form_submissions group by form_id order by count(*) desc limit 1`,
  ),
});

/**
 * The write rows' members: bulk members 1 … writerCount, signed in with their bulk session; member 2j and 2j+1
 * (from 0) write in their conversation j; the events are the twenty most liked (the five popular ones first).
 */
async function writersOf(pool: pg.Pool): Promise<Seeded> {
  const members = Array.from({ length: writerCount }, (_, i) => ({
    id: bulkMemberId(i + 1),
    cookie: sessionCookie(bulkSessionToken(i + 1)),
  }));
  const keys = Array.from({ length: writerCount / 2 }, (_, j) =>
    [bulkMemberId(2 * j + 1), bulkMemberId(2 * j + 2)].sort().join(':'),
  );
  const { rows: conversations } = await pool.query(
    `select id, direct_key from conversations where direct_key = any($1)`,
    [keys],
  );
  const byKey = new Map(
    (conversations as { id: string; direct_key: string }[]).map((c) => [c.direct_key, c.id]),
  );
  const { rows: events } = await pool.query(
    `select l.event_id as id from liked_events l join events e on e.id = l.event_id
     where e.active and e.date >= current_date and (e.capacity is null or e.capacity = 0 or e.capacity >= $1)
     group by l.event_id order by count(*) desc, l.event_id limit 20`,
    [writerCount],
  );
  return {
    members,
    events: (events as { id: string }[]).map((e) => e.id),
    conversations: keys.map((k) => byKey.get(k)!),
    form: { type: 'package', targetId: '', answers: {} },
  };
}
