import { asc, count, eq, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MoveInput } from '../../../shared/domains/content-admin';
import type { Tx } from '../../db/client';

/** What ordering needs of a table: its id, its order column and the creation time that breaks ties. */
export interface OrderedTable {
  table: PgTable;
  id: AnyPgColumn;
  sortOrder: AnyPgColumn;
  createdAt: AnyPgColumn;
}

/**
 * One transaction-level lock per ordered list (or part of one: the ads of a position): two administrators
 * adding or moving at once are put one after the other, so orders never collide.
 */
export async function lockList(tx: Tx, namespace: string, list: string, part = ''): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${namespace}), hashtext(${`${list}:${part}`}))`);
}

/** The ids of a list in its order (ties by creation, then id); with `lock`, its rows locked FOR UPDATE. */
export async function orderedIds(tx: Tx, list: OrderedTable, where?: SQL, lock = false): Promise<string[]> {
  const query = tx
    .select({ id: sql<string>`${list.id}` })
    .from(list.table)
    .where(where)
    .orderBy(asc(list.sortOrder), asc(list.createdAt), asc(list.id));
  const rows = lock ? await query.for('update') : await query;
  return rows.map((r) => r.id);
}

/**
 * A new item's number, last in the list: the highest plus one (0 for an empty list); in a list numbered
 * from 1, its length plus one.
 */
export async function nextOrder(tx: Tx, list: OrderedTable, where?: SQL, first: 0 | 1 = 0): Promise<number> {
  if (first === 1) {
    const [counted] = await tx.select({ n: count() }).from(list.table).where(where);
    return (counted?.n ?? 0) + 1;
  }
  const [row] = await tx
    .select({ highest: max(list.sortOrder) })
    .from(list.table)
    .where(where);
  const highest = row?.highest as number | null | undefined;
  return highest === null || highest === undefined ? 0 : highest + 1;
}

/** Number the list 0, 1, 2 … (or from 1) in the given order (lists are a handful of rows). */
export async function renumber(tx: Tx, list: OrderedTable, ids: readonly string[], first: 0 | 1 = 0) {
  for (const [index, id] of ids.entries()) {
    await tx
      .update(list.table)
      .set({ sortOrder: index + first } as never)
      .where(eq(list.id, id));
  }
}

/**
 * The order after moving one item a step up or down: the two neighbours swap; at either end (or for an id
 * not in the list) nothing changes. Renumbering the result 0..n-1 also removes the ties and gaps older rows
 * left.
 */
export function moveIn(ids: readonly string[], id: string, direction: MoveInput['direction']): string[] {
  const at = ids.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= ids.length) return [...ids];
  const moved = [...ids];
  [moved[at], moved[to]] = [moved[to]!, moved[at]!];
  return moved;
}
