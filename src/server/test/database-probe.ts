import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Cheap looks at a whole test database, one statement each, for tests that must prove a request changed
 * nothing, or stored nothing it was not meant to.
 */
export async function createDatabaseProbe(db: Db, marker: string) {
  const tables = rowsOf<{ table_name: string; has_updated: boolean }>(
    await db.execute(sql`
      select table_name,
        exists (select 1 from information_schema.columns c
                where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'updated_at')
          as has_updated
      from information_schema.tables t
      where table_schema = 'public' and table_type = 'BASE TABLE'
      order by table_name`),
  );
  // Rate-limit counters are left out: they count refused attempts by design.
  const counted = tables.filter(
    (row) => !['rate_limits', 'app_rate_limits', '__drizzle_migrations'].includes(row.table_name),
  );
  const fingerprintSql = sql.raw(
    `select string_agg(t || ':' || n || ':' || coalesce(u, ''), ',') as f from (${counted
      .map(
        (row) =>
          `select '${row.table_name}' as t, count(*)::text as n, ${
            row.has_updated ? 'max(updated_at)::text' : 'null'
          } as u from "${row.table_name}"`,
      )
      .join(' union all ')}) s`,
  );
  const markerSql = sql.raw(
    `select t from (${tables
      .map(
        ({ table_name: name }) =>
          `(select '${name}' as t from "${name}" r where r::text like '%${marker}%' limit 1)`,
      )
      .join(' union all ')}) s`,
  );
  return {
    /** What changes when a write is accepted: row counts and the newest updated_at of every table. */
    async fingerprint(): Promise<string> {
      const [row] = rowsOf<{ f: string }>(await db.execute(fingerprintSql));
      return row!.f;
    },
    /** The tables with a row holding `marker` anywhere in it. */
    async tablesHoldingMarker(): Promise<string[]> {
      return rowsOf<{ t: string }>(await db.execute(markerSql)).map((row) => row.t);
    },
  };
}
