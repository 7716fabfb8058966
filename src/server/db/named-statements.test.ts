// @module-tag postgres
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { SteadyPool } from './steady-pool';

/** PostgreSQL only: PGlite has no connections to keep statements on. */
const url = process.env.TEST_DATABASE_URL;
const scratch = pgTable('named_statements_scratch', { id: integer('id').primaryKey(), label: text('label') });

/** pool.query's answer (SteadyPool types it `never`: drizzle and the tests read it). */
async function ask<T>(pool: SteadyPool, text: string, values?: unknown[]): Promise<T[]> {
  const result = (await pool.query({ text, values })) as { rows: T[] };
  return result.rows;
}

const preparedOn = async (pool: SteadyPool) =>
  (
    await ask<{ statement: string }>(pool, 'select statement from pg_prepared_statements order by statement')
  ).map((r) => r.statement);

describe.skipIf(!url)('named statements on PostgreSQL (db/steady-pool.ts)', () => {
  it('prepares each parameterised shape once per connection, in and out of a transaction', async () => {
    const pool = new SteadyPool({ connectionString: url, max: 1 });
    try {
      const db = drizzle(pool);
      await db.execute(sql`create temporary table named_statements_scratch (id int primary key, label text)`);
      await db.transaction(async (tx) => {
        for (const id of [1, 2, 3]) await tx.insert(scratch).values({ id, label: `line ${id}` });
      });
      const labels = [];
      for (const id of [3, 1, 2])
        labels.push((await db.select().from(scratch).where(eq(scratch.id, id)))[0]?.label);
      expect(labels).toEqual(['line 3', 'line 1', 'line 2']);

      // One statement for the three inserts and one for the three reads; the DDL had no parameters: unnamed.
      const prepared = await preparedOn(pool);
      expect(prepared).toHaveLength(2);
      expect(prepared.some((s) => s.startsWith('insert into "named_statements_scratch"'))).toBe(true);
      expect(prepared.some((s) => s.startsWith('select "id", "label" from "named_statements_scratch"'))).toBe(
        true,
      );
    } finally {
      await pool.end();
    }
  });

  it('sends every statement unnamed when turned off (a pooler that cannot keep them)', async () => {
    const pool = new SteadyPool({ connectionString: url, max: 1, namedStatements: false });
    try {
      expect(await ask(pool, 'select $1::int + 1 as n', [41])).toEqual([{ n: 42 }]);
      expect(await preparedOn(pool)).toEqual([]);
    } finally {
      await pool.end();
    }
  });
});
