import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Rate-limit counters count refused attempts by design: a refusal may write them. A like count changed twice
 * within a second is published up to a second later (LiveHub.soon), while a later request runs.
 */
const UNCOUNTED = ['rate_limits', 'app_rate_limits', 'live_events', '__drizzle_migrations'];

/**
 * Cheap looks at a whole test database, for tests that must prove a request changed nothing, or stored nothing
 * it was not meant to. Test databases only: it adds a counter table and a trigger on every table.
 */
export async function createDatabaseProbe(db: Db, marker: string) {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
      order by table_name`),
  ).map((row) => row.table_name);
  // Every row written, updated or deleted anywhere (but the rate limits) adds one to a counter, in the same
  // transaction: a rolled-back write leaves it as it was, a committed one never goes unseen. Two reads of one
  // row replace a count and a max(updated_at) of every table before and after each request.
  const statements = [
    'create table probe_writes (n bigint not null)',
    'insert into probe_writes values (0)',
    `create function probe_count_write() returns trigger language plpgsql as $$
       begin update probe_writes set n = n + 1; return null; end $$`,
    ...tables
      .filter((name) => !UNCOUNTED.includes(name))
      .map(
        (name) =>
          `create trigger probe_count_write after insert or update or delete on "${name}" for each row execute function probe_count_write()`,
      ),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
  const holdingSql = (value: string, except: readonly string[] = []) =>
    sql.raw(
      `select t from (${tables
        .filter((name) => !except.includes(name))
        .map((name) => `(select '${name}' as t from "${name}" r where r::text like '%${value}%' limit 1)`)
        .join(' union all ')}) s`,
    );
  const markerSql = holdingSql(marker);
  // The sensitive values that cannot carry a marker: how many administrators, Premium members, switched-off
  // rows and approved rows there are, in every table with such a column.
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_name in ('active', 'status') order by table_name`),
  );
  const countsOf = (column: string, where: string) =>
    columns
      .filter((c) => c.column_name === column)
      .map((c) => `(select count(*) from "${c.table_name}" where ${where})`)
      .join(' + ') || '0';
  const countsSql = sql.raw(`select
      (select count(*) from users where role = 'admin')::int as role,
      (select count(*) from users where membership_type = 'premium')::int as "membershipType",
      (${countsOf('active', 'active = false')})::int as active,
      (${countsOf('status', `status = 'approved'`)})::int as status`);
  return {
    /** How many rows have been written so far: unchanged across a request means it wrote nothing. */
    async writes(): Promise<string> {
      const [row] = rowsOf<{ n: string }>(await db.execute(sql`select n::text as n from probe_writes`));
      return row!.n;
    },
    /** The tables with a row holding `marker` anywhere in it. */
    async tablesHoldingMarker(): Promise<string[]> {
      return rowsOf<{ t: string }>(await db.execute(markerSql)).map((row) => row.t);
    },
    /** The tables (but `except`) with a row holding `value` anywhere in it. */
    async tablesHolding(value: string, except: readonly string[] = []): Promise<string[]> {
      return rowsOf<{ t: string }>(await db.execute(holdingSql(value, except))).map((row) => row.t);
    },
    /** Administrators, Premium members, switched-off rows and approved rows, counted. */
    async sensitiveCounts(): Promise<Record<'role' | 'membershipType' | 'active' | 'status', number>> {
      const [row] = rowsOf<Record<'role' | 'membershipType' | 'active' | 'status', number>>(
        await db.execute(countsSql),
      );
      return row!;
    },
  };
}
