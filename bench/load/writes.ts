/**
 * Writes under load (issue #25, goal 3): like/unlike, attendance toggle, chat send and a form submission, 20
 * connections at once, Fete on PostgreSQL and on PGlite against the baseline doing the same insert or delete
 * (baseline-writes.ts). Members' writes stay rate-limited (MEMBER_WRITE_LIMITS, CHAT_SEND_LIMIT): before the
 * run each database gets BENCH_WRITERS members (600) with a session each, written straight to the tables
 * (the users factory; a session row whose token the bench signs with the servers' AUTH_SECRET, as better-auth
 * does), and request n is made by member n mod BENCH_WRITERS, so each member writes at most once in every
 * BENCH_WRITERS requests (their own limits: see docs/performance.md). PGlite's database belongs to its
 * server, so that server is stopped for the seeding and started again on the same DATA_DIR and port.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type Db } from '../../src/server/db/client';
import { createConversation } from '../../src/server/db/factories/chat';
import { userRowInput } from '../../src/server/db/factories/members';
import * as schema from '../../src/server/db/schema';
import { addDays, todayIn } from '../../src/shared/time';
import {
  AUTH_SECRET,
  connections,
  measureOf,
  seconds,
  startApp,
  wantedRow,
  type Measure,
  type Target,
} from './targets';

const writers = Number(process.env.BENCH_WRITERS ?? 600);

/** What one database holds for the writes: its members (id, cookie) and the items they write to. */
export interface Seeded {
  members: { id: string; cookie: string }[];
  events: string[];
  conversations: string[];
  form: { type: string; targetId: string; answers: Record<string, unknown> };
}

/** better-auth's session cookie: the token, a dot and its HMAC-SHA256 under the secret (base64), URI-encoded. */
export const sessionCookie = (token: string) =>
  `better-auth.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', AUTH_SECRET).update(token).digest('base64')}`)}`;

/** An answer each field of the form takes (the demo forms: e-mail, number, select, date, checkbox, text). */
function answerFor(field: schema.CustomFormField): unknown {
  const byType: Record<string, unknown> = {
    email: 'writer@example.com',
    number: '2',
    date: addDays(todayIn(), 60),
    select: field.options?.[0],
    checkbox: field.options?.slice(0, 1),
  };
  return field.type in byType ? byType[field.type] : 'Two of us, arriving Friday.';
}

async function seed(db: Db): Promise<Seeded> {
  const rows = Array.from({ length: writers }, () => userRowInput());
  const tokens = rows.map(() => randomBytes(24).toString('hex'));
  const expiresAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  for (let i = 0; i < rows.length; i += 200) {
    await db.insert(schema.users).values(rows.slice(i, i + 200));
    await db.insert(schema.sessions).values(
      rows.slice(i, i + 200).map((user, j) => ({
        id: randomBytes(16).toString('hex'),
        token: tokens[i + j]!,
        userId: user.id!,
        expiresAt,
      })),
    );
  }
  const conversations: string[] = [];
  for (let i = 0; i + 1 < rows.length; i += 2)
    conversations.push((await createConversation(db, [rows[i]!.id!, rows[i + 1]!.id!])).id);
  // Events every member may see and attend whatever the others do (no capacity, or room for all).
  const events = await db
    .select({ id: schema.events.id })
    .from(schema.events)
    .where(
      and(
        eq(schema.events.active, true),
        or(
          isNull(schema.events.capacity),
          eq(schema.events.capacity, 0),
          gte(schema.events.capacity, writers),
        ),
      ),
    )
    .orderBy(asc(schema.events.date), asc(schema.events.id))
    .limit(20);
  // A published form: active, on an active package (the demo data's).
  const [form] = await db
    .select()
    .from(schema.customForms)
    .where(
      and(
        eq(schema.customForms.active, true),
        eq(schema.customForms.formType, 'package'),
        sql`exists (select 1 from packages p where p.id = ${schema.customForms.targetId} and p.active)`,
      ),
    )
    .limit(1);
  if (!form || events.length === 0) throw new Error('writes: the demo data has no published form or event');
  return {
    members: rows.map((user, i) => ({ id: user.id!, cookie: sessionCookie(tokens[i]!) })),
    events: events.map((e) => e.id),
    conversations,
    form: {
      type: form.formType,
      targetId: form.targetId,
      answers: Object.fromEntries(form.fields.map((f) => [f.id, answerFor(f)])),
    },
  };
}

export async function seedPostgres(url: string): Promise<Seeded> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    return await seed(drizzle(pool, { schema }) as unknown as Db);
  } finally {
    await pool.end();
  }
}

/** PGlite: its server stopped, the seeding in its DATA_DIR, the server started again (the same Target). */
export async function seedPglite(target: Target): Promise<Seeded> {
  const exited = new Promise((resolve) => target.process.once('exit', resolve));
  target.process.kill('SIGTERM');
  await exited;
  const database = await openDatabase({ dataDir: target.dataDir });
  try {
    return await seed(database.db);
  } finally {
    await database.close();
    await startApp(target.name, undefined, undefined, target);
  }
}

/** One write: made by member `member` (index), the bench's counter `n` decides toggles. */
interface Write {
  method: string;
  path: string;
  body?: unknown;
}

/** Request n of a row: by member n mod writers; `round` counts how often that member wrote in this row. */
export type MakeWrite = (seeded: Seeded, member: number, round: number, n: number) => Write;

const toggle = (path: (s: Seeded, m: number) => string): MakeWrite => {
  return (s, m, round) => ({ method: round % 2 === 0 ? 'PUT' : 'DELETE', path: path(s, m) });
};

export const WRITES: { label: string; make: MakeWrite }[] = [
  {
    label: 'PUT/DELETE /api/likes/events/{id} (write: like, unlike)',
    make: toggle((s, m) => `/api/likes/events/${s.events[m % s.events.length]}`),
  },
  {
    label: 'PUT/DELETE /api/events/{id}/attendance (write: attend, leave)',
    make: toggle((s, m) => `/api/events/${s.events[m % s.events.length]}/attendance`),
  },
  {
    label: 'POST /api/chat/conversations/{id}/messages (write: chat send)',
    make: (s, m, _round, n) => ({
      method: 'POST',
      path: `/api/chat/conversations/${s.conversations[Math.floor(m / 2)]}/messages`,
      body: { body: `Saving you a spot in the front line (${n})` },
    }),
  },
  {
    label: 'POST /api/forms/package/{id}/submissions (write: form submission)',
    make: (s) => ({
      method: 'POST',
      path: `/api/forms/${s.form.type}/${s.form.targetId}/submissions`,
      body: { answers: s.form.answers },
    }),
  },
];

/**
 * autocannon's request maker for a row: each request the row's next write, by member n mod writers. The counter
 * goes on from the warm-up to the run and from one target to the next on the same database, so a member's
 * toggles alternate (like, unlike, like…) and the tables do not grow.
 */
export function writeRequests(target: Target, seeded: Seeded, make: MakeWrite, counter: { n: number }) {
  return (base: { path: string }) => {
    const n = counter.n++;
    const m = n % seeded.members.length;
    const member = seeded.members[m]!;
    const write = make(seeded, m, Math.floor(n / seeded.members.length), n);
    return {
      ...base,
      method: write.method,
      path: write.path,
      // Fete reads the session cookie (and checks the origin); the baseline takes the member's id as it is.
      headers: {
        cookie: member.cookie,
        origin: target.base,
        'x-member': member.id,
        'content-type': 'application/json',
      },
      body: write.body === undefined ? undefined : JSON.stringify(write.body),
    };
  };
}

/** 20 connections for 1 s of warm-up, then `seconds` measured. */
export async function loadWrites(target: Target, seeded: Seeded, make: MakeWrite, counter: { n: number }) {
  const request = writeRequests(target, seeded, make, counter);
  const run = async (duration: number) =>
    measureOf(
      await autocannon({
        url: target.base,
        connections,
        duration,
        requests: [{ setupRequest: request }],
      }),
    );
  await run(1);
  return run(seconds);
}

/**
 * The write rows (run.ts measures each target with `cold`, the row's own way of loading): the baseline and Fete
 * on PostgreSQL share that database and its seeded members, PGlite has its own. None when BENCH_ONLY wants none.
 */
export async function writeRows(databaseUrl: string, baseline: Target, onPg: Target, onPglite: Target) {
  const wanted = WRITES.filter((w) => wantedRow(w.label));
  if (!wanted.length) return [];
  console.error(`  seeding ${writers} members with sessions per database for the write rows…`);
  const seededPg = await seedPostgres(databaseUrl);
  const seededLite = await seedPglite(onPglite);
  return wanted.map(({ label, make }) => {
    const counters = new Map<Seeded, { n: number }>();
    return {
      label,
      paths: new Map([baseline, onPg, onPglite].map((t) => [t, label.split(' ')[1]!])),
      cold: (target: Target): Promise<Measure> => {
        const seeded = target === onPglite ? seededLite : seededPg;
        if (!counters.has(seeded)) counters.set(seeded, { n: 0 });
        return loadWrites(target, seeded, make, counters.get(seeded)!);
      },
    };
  });
}
