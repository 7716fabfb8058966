import { randomBytes } from 'node:crypto';
import type { PgTable } from 'drizzle-orm/pg-core';
import { addDays, todayIn } from '../../../shared/time';
import type { Db, Tx } from '../client';

/** Factories write through the database or inside a transaction alike. */
export type Executor = Db | Tx;

const counters = new Map<string, number>();
/** 1, 2, 3… per name: rotates default content so consecutive rows differ. */
export function next(name: string): number {
  const n = (counters.get(name) ?? 0) + 1;
  counters.set(name, n);
  return n;
}

/** The n-th entry of a list, wrapping around. */
export function rotate<T>(list: readonly T[], n: number): T {
  return list[(n - 1) % list.length]!;
}

/**
 * The demo content's items (src/server/seed/content) with these names, in this order: a factory's defaults
 * are rows of the demo, so the two never drift apart.
 */
export function demoItems<T extends { name: string }>(items: readonly T[], names: readonly string[]): T[] {
  return names.map((name) => {
    const item = items.find((candidate) => candidate.name === name);
    if (!item) throw new Error(`no demo item named ${name}`);
    return item;
  });
}

/** A short random tag for values that must be unique across a test run (codes, e-mails, numbers). */
export const uniqueTag = (): string => randomBytes(4).toString('hex');

/** A calendar date (YYYY-MM-DD) `days` from today, in UTC. */
export function dateFromToday(days: number, from: Date = new Date()): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}

/** A timestamp `days` from now. */
/** A date (YYYY-MM-DD) `days` from today in the site's time zone, where the server draws upcoming/past. */
export const siteDay = (days: number): string => addDays(todayIn(), days);

export const daysFromNow = (days: number, from: Date = new Date()): Date =>
  new Date(from.getTime() + days * 24 * 60 * 60 * 1000);

/** Dollars to integer cents without float drift (19.99 → 1999). */
export const cents = (dollars: number): number => Math.round(dollars * 100);

/** A URL-friendly form of a name ("Doubles Corner" → "doubles-corner"): the site's own slugs (item-paths.ts). */
export { slugify as slug } from '../../../shared/item-paths';

/** The first row a single-row `insert … returning()` gave back. */
export function one<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * A table's `create…` factory: it inserts the row `input` builds from the same arguments (the defaults with the
 * test's overrides) and answers the row as written.
 */
export function inserter<Table extends PgTable, Args extends unknown[]>(
  table: Table,
  input: (...args: Args) => Table['$inferInsert'],
): (db: Executor, ...args: Args) => Promise<Table['$inferSelect']> {
  return async (db, ...args) =>
    one(
      await db
        .insert(table)
        .values(input(...args))
        .returning(),
    );
}

/**
 * One row per entry, each with `tag` added to its `field` (a searched text column, `text` when the entry
 * gives none): a list asked with `q=tag` then sees this test's rows only, since server tests share a database.
 */
export async function createTagged<Input, Created>(
  create: (db: Executor, overrides: Partial<Input>) => Promise<Created>,
  db: Executor,
  { tag, field, text }: { tag: string; field: keyof Input & string; text: string },
  rows: Partial<Input>[],
): Promise<Created[]> {
  const created: Created[] = [];
  for (const row of rows) {
    const value = (row[field] as string | undefined) ?? text;
    created.push(await create(db, { ...row, [field]: `${value} ${tag}` }));
  }
  return created;
}
