// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/time';
import { analyze } from '../db/client';
import { loadBands, loadEvents, loadRestaurants } from './bulk-rows';
import { testServerForFile, type TestServer } from './harness';

/**
 * The public lists stay on their indexes as the data grows (issue #25, goal 5): with 10,000 events, bands and
 * restaurants loaded and analysed, every statement a list request sends is explained with its own values, and no
 * plan reads one of those tables whole. It explains what the server really sends (captured at the driver), so a
 * rewrite of a list's query is held to the same rule. A search of three or more letters uses the trigram indexes;
 * docs/performance.md ("What was changed, and why") says which index serves which list.
 */
const ROWS = 10_000;
const BIG_TABLES = ['events', 'carnival_bands', 'restaurants'];
/** Whole reads that are the cheapest plan for what they ask (a count, in its own statement or in the page's), and why. */
const WHOLE_COUNTS_ALLOWED: Record<string, string> = {
  '/api/restaurants':
    'its total counts every active restaurant (19 rows in 20 here): reading the table is the cheapest way to count them',
};

const t = testServerForFile();

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
async function statementsOf(server: TestServer, path: string): Promise<Statement[]> {
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
    const res = await server.request(path);
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
  const cell = Object.values(rows[0]!)[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  const scans: string[] = [];
  const walk = (node: PlanNode, counting: boolean) => {
    if (node['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(node['Relation Name'] ?? '') && !counting) {
      scans.push(node['Relation Name']!);
    }
    for (const child of node.Plans ?? [])
      walk(child, counting || (countsAllowed && node['Node Type'] === 'Aggregate'));
  };
  walk(plan[0]!.Plan, false);
  return scans;
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
  it('read every big table through an index, for every filter, search and deep page', async () => {
    const today = todayIn();
    await loadEvents(t.db, ROWS, today);
    await loadBands(t.db, ROWS, today);
    await loadRestaurants(t.db, ROWS);
    await analyze(t.db);

    const whole: string[] = [];
    for (const path of lists) {
      const statements = (await statementsOf(t, path)).filter((s) => /^\s*(select|with|\()/i.test(s.text));
      // A positive signal first: each list sent at least its page statement.
      expect(statements.length, path).toBeGreaterThan(0);
      for (const statement of statements) {
        for (const table of await seqScansOf(statement, path in WHOLE_COUNTS_ALLOWED)) {
          whole.push(`${path}: ${table}: ${statement.text}`);
        }
      }
    }
    expect(whole).toEqual([]);
  }, 300_000);
});
