// @module-tag postgres
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServerForFile } from '../test/harness';
import { createEvent } from './factories';
import { events } from './schema';

const t = testServerForFile();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** SQLSTATE of a failed statement (Drizzle wraps the driver's error). */
async function sqlState(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
    return undefined;
  } catch (err) {
    for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
      if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    }
    throw err;
  }
}

describe('link columns', () => {
  it('every column that stores a link has the http(s)-or-site-path check (a new one fails here until it does)', async () => {
    const linkColumns = await rows<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type = 'text'
        and (column_name ~ '(_url|_link)$' or (table_name = 'users' and column_name = 'image'))
      order by 1, 2`);
    const checks = new Set(
      (
        await rows<{ conname: string }>(sql`
        select conname from pg_constraint where contype = 'c' and conname like '%\\_http\\_check'`)
      ).map((r) => r.conname),
    );
    expect(linkColumns.length).toBeGreaterThanOrEqual(30);
    const missing = linkColumns
      .map((c) => `${c.table_name}_${c.column_name}_http_check`)
      .filter((name) => !checks.has(name));
    expect(missing).toEqual([]);
  });

  it('refuse javascript:, data: and protocol-relative links; keep http(s) and paths on this site', async () => {
    const event = await createEvent(t.db);
    const set = (ticketUrl: string | null) =>
      t.db.update(events).set({ ticketUrl }).where(eq(events.id, event.id));
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.example/x',
      'ftp://x.example',
      'https://a b',
    ]) {
      expect(await sqlState(() => set(bad)), bad).toBe('23514');
    }
    for (const good of [
      'https://tickets.example/a?b=c',
      'http://localhost:3000/x',
      '/uploads/demo/a.webp',
      '/form/ride/1',
      null,
    ]) {
      expect(await sqlState(() => set(good)), String(good)).toBeUndefined();
    }
  });
});
