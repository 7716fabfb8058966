import type { TestServer } from './harness';

/**
 * How many SQL statements `run` sends to the database (either driver: both PGlite and the pg Pool take
 * every statement through `query`). Lists compare two page sizes to prove there is no query per row.
 */
export async function countStatements(t: TestServer, run: () => Promise<unknown>): Promise<number> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let statements = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    statements += 1;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return statements;
}
