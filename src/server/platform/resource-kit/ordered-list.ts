import { asc, eq, max, sql, type SQL } from 'drizzle-orm';
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

/** The ids of a list in its order (ties by creation, then id). */
export async function orderedIds(tx: Tx, list: OrderedTable, where?: SQL): Promise<string[]> {
  const rows = await tx
    .select({ id: sql<string>`${list.id}` })
    .from(list.table)
    .where(where)
    .orderBy(asc(list.sortOrder), asc(list.createdAt), asc(list.id));
  return rows.map((r) => r.id);
}

/** The highest order plus one (0 for an empty list): a new item goes last. */
export async function nextOrder(tx: Tx, list: OrderedTable, where?: SQL): Promise<number> {
  const [row] = await tx
    .select({ highest: max(list.sortOrder) })
    .from(list.table)
    .where(where);
  const highest = row?.highest as number | null | undefined;
  return highest === null || highest === undefined ? 0 : highest + 1;
}

/** Number the list 0, 1, 2 … in the given order (lists are a handful of rows). */
export async function renumber(tx: Tx, list: OrderedTable, ids: readonly string[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await tx
      .update(list.table)
      .set({ sortOrder: index } as never)
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
