// @module-tag postgres
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/time';
import { analyze } from '../db/client';
import { newMember, signInAdmin } from '../auth/testing';
import { createCustomForm } from '../db/factories/forms';
import { createPackage } from '../db/factories/packages';
import { loadBands, loadEvents, loadRestaurants } from './bulk-rows';
import { communityFor, loadCommunity } from './bulk-community';
import { testServerForFile, type TestServer } from './harness';

/**
 * The public lists stay on their indexes as the data grows (issue #25, goal 5): with 10,000 events, bands and
 * restaurants loaded and analysed, every statement a list request sends is explained with its own values, and no
 * plan reads one of those tables whole. It explains what the server really sends (captured at the driver), so a
 * rewrite of a list's query is held to the same rule. A search of three or more letters uses the trigram indexes;
 * docs/performance.md ("What was changed, and why") says which index serves which list.
 */
/** LIST_PLANS_ROWS=100000: the same test at goal 5's full size (several minutes: a bench, not the default). */
const ROWS = Number(process.env.LIST_PLANS_ROWS ?? 10_000);
const TIMEOUT = Math.max(300_000, ROWS * 20);
const BIG_TABLES = [
  'events',
  'carnival_bands',
  'restaurants',
  // The community at scale (bulk-community.ts): members, their sessions, likes, attendance, chat, submissions.
  'users',
  'sessions',
  'liked_events',
  'event_attendees',
  'conversations',
  'conversation_participants',
  'chat_messages',
  'form_submissions',
];
/** Whole reads that are the cheapest plan for what they ask (a count, in its own statement or in the page's), and why. */
const WHOLE_COUNTS_ALLOWED: Record<string, string> = {
  '/api/restaurants':
    'its total counts every active restaurant (19 rows in 20 here): reading the table is the cheapest way to count them',
  '/api/members/directory':
    'its total counts every member shown in Fete Nation (9 in 10): reading the table is the cheapest way to count them',
  '/api/admin/users?q=greaves&pageSize=8':
    'its total counts a surname one bulk member in eight has (its count in the page statement since the lists were prepared per shape): reading the table is the cheapest way to count an eighth of it; the page walks the name-order index',
};

const t = testServerForFile();

beforeAll(async () => {
  const today = todayIn();
  await loadEvents(t.db, ROWS, today);
  await loadBands(t.db, ROWS, today);
  await loadRestaurants(t.db, ROWS);
  await analyze(t.db);
}, TIMEOUT);

/**
 * Whole reads the planner picks at this test's tenth of goal 5 (5,000 members), where a hash join over a few
 * thousand rows costs less than 20-50 index probes. Not yet checked at full size: LIST_PLANS_ROWS=100000 runs the
 * test without them.
 */
const WHOLE_READS_AT_A_TENTH: Record<string, string> = {
  '/api/chat/conversations: conversation_participants': 'the other side of 20 conversations, hash-joined',
  '/api/admin/users?q=bulk.member.4321: users':
    'an e-mail search whose trigrams every member has, at 5,000 rows',
  '/api/admin/forms/{id}/submissions: users': 'the names of 50 submissions, hash-joined',
};

/** Below this many rows a whole read can be the cheapest plan (the test's conversations and submissions). */
const SMALL_TABLE = 5_000;

interface Statement {
  text: string;
  values: unknown[];
}
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
type Query = (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const driver = () => (t.db as unknown as { $client: { query: Query } }).$client;

/** The statements `path` sends (either driver takes every statement through `query`, as text or as a config). */
async function statementsOf(server: TestServer, path: string, cookie?: string): Promise<Statement[]> {
  const client = driver();
  const original = client.query;
  const seen: Statement[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    // pg takes `(text, values)` or `(config)`; drizzle passes `(config, values)`.
    const text = typeof first === 'string' ? first : first.text;
    seen.push({ text, values: (typeof first === 'string' ? undefined : first.values) ?? second ?? [] });
    return original.apply(this, args);
  };
  try {
    const res = await server.request(path, { cookie });
    expect(res.status, path).toBe(200);
  } finally {
    client.query = original;
  }
  return seen;
}

/**
 * The tables `statement`'s plan reads whole, with the values it was sent; with `countsAllowed`, not those read
 * to count them (below an aggregate).
 */
async function seqScansOf(statement: Statement, countsAllowed: boolean): Promise<string[]> {
  const { rows } = await driver().query(`EXPLAIN (FORMAT JSON) ${statement.text}`, statement.values);
  if (process.env.LIST_PLANS_SHOW) {
    const text = await driver().query(`EXPLAIN ${statement.text}`, statement.values);
    console.log(statement.text.slice(0, 160), '\n', text.rows.map((r) => Object.values(r)[0]).join('\n'));
  }
  const cell = Object.values(rows[0]!)[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  const scans: string[] = [];
  const big = await bigTables();
  const walk = (node: PlanNode, counting: boolean) => {
    if (node['Node Type'] === 'Seq Scan' && big.includes(node['Relation Name'] ?? '') && !counting) {
      scans.push(node['Relation Name']!);
    }
    for (const child of node.Plans ?? [])
      walk(child, counting || (countsAllowed && node['Node Type'] === 'Aggregate'));
  };
  walk(plan[0]!.Plan, false);
  return scans;
}

/** BIG_TABLES with at least SMALL_TABLE rows (the planner's estimate after ANALYZE). */
async function bigTables(): Promise<string[]> {
  const { rows } = await driver().query(
    `select relname from pg_class where relkind = 'r' and reltuples >= ${SMALL_TABLE} and relname = any($1)`,
    [BIG_TABLES],
  );
  return rows.map((r) => String(r.relname));
}

const lists = [
  '/api/events',
  '/api/events?q=zouk',
  '/api/events?country=Jamaica',
  '/api/events?timeOfDay=night',
  '/api/events?when=past',
  '/api/events?page=40',
  '/api/events?country=Trinidad&timeOfDay=evening&q=fete',
  '/api/destinations',
  '/api/bands',
  '/api/bands?q=zouk',
  '/api/bands?country=Jamaica',
  '/api/bands?when=past',
  '/api/restaurants',
  '/api/restaurants?q=zouk',
  '/api/restaurants?cuisine=Seafood',
  '/api/restaurants?country=Jamaica',
];

describe('the public lists at 10,000 rows a table', () => {
  it(
    'read every big table through an index, for every filter, search and deep page',
    async () => {
      expect(await wholeReadsOf(lists)).toEqual([]);
    },
    TIMEOUT,
  );
});

/** Every table `paths` read whole (path: table: statement), as `cookie`'s requests. */
async function wholeReadsOf(paths: string[], cookie?: string): Promise<string[]> {
  const whole: string[] = [];
  for (const path of paths) {
    const statements = (await statementsOf(t, path, cookie)).filter((s) =>
      /^\s*(select|with|\()/i.test(s.text),
    );
    // A positive signal first: each list sent at least its page statement.
    expect(statements.length, path).toBeGreaterThan(0);
    for (const statement of statements) {
      for (const table of await seqScansOf(statement, path in WHOLE_COUNTS_ALLOWED)) {
        const key = `${path.replace(/[0-9a-f-]{36}/, '{id}')}: ${table}`;
        if (ROWS < 100_000 && key in WHOLE_READS_AT_A_TENTH) continue;
        whole.push(`${key}: ${statement.text}`);
      }
    }
  }
  return whole;
}

/**
 * Goal 5's community at a tenth of its size on top of the 10,000 events (5,000 members with sessions, 100,000
 * likes, 25,000 attendances, 10,000 chat messages, submissions): the members' and administrators' lists and
 * details read likes, attendance, chat, members and submissions through their indexes, for a member with a long
 * history (500 likes, 200 conversations, a thread of 2,000 messages) and for the administrator's members list.
 */
// PostgreSQL only: on PGlite the load alone takes a minute (the default `npm test` stays fast) and its planner
// reads 5,000 members whole where PostgreSQL takes the indexes.
describe.skipIf(!process.env.TEST_DATABASE_URL)('members, likes, attendance and chat at scale', () => {
  it(
    'read every big table through an index',
    async () => {
      const heavy = await newMember(t);
      const admin = await signInAdmin(t);
      // Ten forms share the submissions, as the demo's do.
      const forms = [];
      for (let i = 0; i < 10; i++)
        forms.push(await createCustomForm(t.db, 'package', (await createPackage(t.db)).id));
      const form = forms[0]!;
      await loadCommunity(t.db, communityFor(ROWS, heavy.userId));
      await analyze(t.db);
      const popular = await firstRow(
        `select event_id as id from liked_events group by event_id order by count(*) desc limit 1`,
      );
      const thread = await firstRow(
        `select conversation_id as id from chat_messages group by conversation_id order by count(*) desc limit 1`,
      );
      const member = [
        '/api/likes',
        '/api/events',
        '/api/events?q=zouk',
        `/api/events/${popular}`,
        `/api/events/${popular}/attendance`,
        `/api/events/${popular}/attendees`,
        '/api/me/attending-events',
        '/api/chat/conversations',
        `/api/chat/conversations/${thread}`,
        `/api/chat/conversations/${thread}/messages`,
        '/api/chat/unread',
        '/api/members/directory',
        '/api/members/directory?q=greaves',
        '/api/me/form-submissions',
      ];
      const back = [
        '/api/admin/users',
        '/api/admin/users?q=bulk.member.4321',
        '/api/admin/users?q=greaves&pageSize=8',
        `/api/admin/forms/${form.id}/submissions`,
      ];
      expect([
        ...(await wholeReadsOf(member, heavy.cookie)),
        ...(await wholeReadsOf(back, admin.cookie)),
      ]).toEqual([]);
    },
    TIMEOUT,
  );
});

async function firstRow(text: string): Promise<string> {
  const { rows } = await driver().query(text);
  return String(rows[0]!.id);
}
