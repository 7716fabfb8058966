import type { TestServer } from './harness';

/**
 * The SQL statements `run` sends to the database, in order (either driver: both PGlite and the pg Pool take
 * every statement through `query`, as text or as a `{ text }` config).
 */
export async function recordStatements(t: TestServer, run: () => Promise<unknown>): Promise<string[]> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  const texts: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [query] = args;
    texts.push(typeof query === 'string' ? query : String((query as { text?: unknown })?.text ?? ''));
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return texts;
}

/**
 * How many SQL statements `run` sends to the database. Lists compare two page sizes to prove there is no query
 * per row.
 */
export async function countStatements(t: TestServer, run: () => Promise<unknown>): Promise<number> {
  return (await recordStatements(t, run)).length;
}
