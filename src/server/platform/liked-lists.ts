import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { featuredItems } from '../db/schema/home';
import type { ListResponse } from '../../shared/schemas/common';
import { pageFromWindow, pageOffset, windowTotal, type PageParams } from './lists';
import { unshared, type SharedPages } from './shared-pages';

/** What a member liked, in lists: the marks on a page of items, and the member's own liked list. */

/**
 * Which of a page's items a member liked, for shared pages (shared-pages.ts): one named prepared statement per
 * liked table and database, so PostgreSQL parses and plans it once per connection and then only binds and
 * runs it, reading the (user_id, item_id) primary key for the page's ids. With `pages`, the answer is kept per
 * member and ids until the next write (`perMember`): the member's next read of the same page costs nothing.
 */
export function likedIdsAmong(name: string, userColumn: AnyPgColumn, itemColumn: AnyPgColumn) {
  type Statement = { execute(values: { userId: string; ids: string[] }): Promise<{ id: string }[]> };
  const statements = new WeakMap<Db, Statement>();
  const table = userColumn.table;
  const read = async (db: Db, userId: string, ids: readonly string[]): Promise<Set<string>> => {
    let statement = statements.get(db);
    if (!statement) {
      statement = db
        .select({ id: sql<string>`${itemColumn}` })
        .from(table)
        .where(
          and(
            eq(userColumn, sql.placeholder('userId')),
            sql`${itemColumn} = any(${sql.placeholder('ids')}::uuid[])`,
          ),
        )
        .prepare(name) as unknown as Statement;
      statements.set(db, statement);
    }
    const rows = await statement.execute({ userId, ids: [...ids] });
    return new Set(rows.map((row) => row.id));
  };
  return (
    db: Db,
    userId: string,
    ids: readonly string[],
    pages: SharedPages = unshared,
  ): Promise<ReadonlySet<string>> => {
    if (ids.length === 0) return Promise.resolve(new Set());
    // Keyed by the member and the very ids asked about, so a value is right for exactly this question.
    return pages.perMember(`${name}:${userId}:${ids.join(',')}`, () => read(db, userId, ids));
  };
}

/**
 * One kind of item a member can like, for their liked list (the dashboard): the like table's member, item and
 * time columns, the item table's id and active columns, and the item as the member sees it (`columns`, their
 * like included; `featured` reads the featured row `featuredJoin` joins).
 */
export interface LikedList<C extends SelectedFields> {
  like: { user: AnyPgColumn; item: AnyPgColumn; createdAt: AnyPgColumn };
  item: { id: AnyPgColumn; active: AnyPgColumn };
  columns: (userId: string) => C;
  featuredJoin: SQL | undefined;
}

/**
 * The items of a kind a member liked that are still listed (active), newest like first: a page whose rows
 * carry the total (counted apart only past the end, pageFromWindow), each row made an item by `toItem`.
 */
export async function likedItemsPage<C extends SelectedFields, Item>(
  db: Db | Tx,
  list: LikedList<C>,
  userId: string,
  params: PageParams,
  toItem: (row: SelectResultFields<C>) => Item,
): Promise<ListResponse<Item>> {
  const likes = list.like.user.table as PgTable;
  const items = list.item.id.table as PgTable;
  const listed = and(eq(list.item.id, list.like.item), eq(list.item.active, true));
  const mine = eq(list.like.user, userId);
  const rows = await db
    .select({ ...list.columns(userId), total: windowTotal() })
    .from(likes)
    .innerJoin(items, listed)
    .leftJoin(featuredItems, list.featuredJoin)
    .where(mine)
    .orderBy(desc(list.like.createdAt), desc(list.like.item))
    .limit(params.pageSize)
    .offset(pageOffset(params.page, params.pageSize));
  const countAll = async () => {
    const [row] = await db.select({ total: count() }).from(likes).innerJoin(items, listed).where(mine);
    return row?.total ?? 0;
  };
  return pageFromWindow(
    rows as unknown as (SelectResultFields<C> & { total: number })[],
    params,
    countAll,
    (row) => toItem(row as SelectResultFields<C>),
  );
}
