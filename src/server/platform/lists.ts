import {
  and,
  count,
  eq,
  gt,
  ilike,
  isNull,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { AnyPgColumn, AnyPgTable, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { featuredItems } from '../db/schema/home';
import type { ItemKind } from '../../shared/domains/item-kind';
import type { ListResponse } from '../../shared/schemas/common';
import { type SharedPages } from './shared-pages';

/** Helpers every paginated list query shares. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a uuid cannot name a row: callers answer 404 without asking the database. */
export const isUuid = (value: string | undefined): value is string => !!value && UUID.test(value);

/** `%`, `_` and `\` are wildcards or the escape of (I)LIKE; a search for them means the characters. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Case-insensitive substring search over several columns (`col ILIKE '%term%'` for any of them), or
 * nothing for an empty term. Each column has a pg_trgm GIN index, so a selective term is an index search.
 */
export function searchAny(columns: (AnyPgColumn | SQL)[], term: string): SQL | undefined {
  if (!term) return undefined;
  return matchesAny(columns, containsPattern(term));
}

/**
 * `col ILIKE pattern` for any of the columns: searchAny's condition for a pattern already made (containsPattern),
 * or a placeholder for it in a statement prepared once per shape (db/prepared.ts); nothing without one.
 */
export function matchesAny(columns: (AnyPgColumn | SQL)[], pattern: string | SQLWrapper | undefined) {
  if (pattern === undefined) return undefined;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * Every word of `q` (the first five) must be found in one of the columns (`searchAny` a word): "kaia bap"
 * finds Kaia Baptiste. Nothing for a query without words.
 */
export function searchEveryWord(columns: (AnyPgColumn | SQL)[], q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length) return undefined;
  return and(...words.map((word) => searchAny(columns, word)));
}

export const pageOffset = (page: number, pageSize: number): number => (page - 1) * pageSize;

/**
 * A page's bounds as values of a list statement prepared once per shape (db/prepared.ts); `window`
 * (offset + limit) is how far each branch of an upcoming list reads (platform/upcoming.ts).
 */
export interface PageBounds {
  limit: number;
  offset: number;
  window: number;
}
export const pageBounds = ({ limit, offset }: { limit: number; offset: number }): PageBounds => ({
  limit,
  offset,
  window: offset + limit,
});

/**
 * The ON clause of an item's featured row (featured_items): its active row of `kind` for `id`.
 * featured_items_item_unique keeps it to one row per item, so a join never shows an item twice.
 */
export const featuredJoinOf = (kind: ItemKind, id: AnyPgColumn): SQL =>
  and(eq(featuredItems.itemType, kind), eq(featuredItems.itemId, id), eq(featuredItems.active, true))!;

/** Whether the row's featured row (joined with featuredJoinOf) is there: the item's star. */
export const isFeatured = () => sql<boolean>`(${featuredItems.id} is not null)`;

/**
 * A list's rows (`columns` of `table`) with their featured row (joined `on`): only the featured ones (inner
 * join), or every row (left join).
 */
export function selectWithFeatured<C extends SelectedFields>(
  db: Db,
  table: PgTable,
  columns: C,
  on: SQL,
  featuredOnly: boolean | undefined,
) {
  const query = db.select(columns).from(table).$dynamic();
  // A dynamic query keeps its type through a join (its selection is explicit: the join adds no columns).
  return (featuredOnly
    ? query.innerJoin(featuredItems, on)
    : query.leftJoin(featuredItems, on)) as unknown as typeof query;
}

/**
 * Shown at `now`: `active`, started (no `start` column, or no start, is started) and not ended yet (no end
 * never ends): hero slides, ads, discounts.
 */
export function shownAt(now: Date, row: { active: AnyPgColumn; start?: AnyPgColumn; end: AnyPgColumn }): SQL {
  return and(
    eq(row.active, true),
    row.start ? or(isNull(row.start), lte(row.start, now)) : undefined,
    or(isNull(row.end), gt(row.end, now)),
  )!;
}

/** Which page of how many rows. */
export interface PageParams {
  page: number;
  pageSize: number;
}

/** `count(*) over ()`: how many rows the query matched, carried on every row of the page. */
export const windowTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * A page's count as a column of the page's own statement (`(select count(*) …) as total`): PostgreSQL runs the
 * uncorrelated subquery once (an InitPlan), when the first row needs it, so page and total are one statement.
 */
export const totalColumn = (countQuery: SQLWrapper) =>
  sql<number>`(${countQuery})`.mapWith(Number).as('total');

/**
 * The items of a page whose rows carry the total (windowTotal, totalColumn), and the total. An empty first page
 * has none; a page past the end has no row to carry it: only then is it counted separately (`countAll`).
 */
export async function itemsWithTotal<Row extends { total: number }>(
  rows: Row[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ items: Omit<Row, 'total'>[]; total: number }> {
  const total = rows[0]?.total ?? (offset > 0 ? await countAll() : 0);
  return { items: rows.map(({ total: _total, ...item }) => item), total };
}

/** A page from rows that carry their `windowTotal()`, so page and total are one statement (itemsWithTotal). */
export async function pageFromWindow<Row extends { total: number }, Item>(
  rows: Row[],
  params: PageParams,
  countAll: () => Promise<number>,
  toItem: (row: Omit<Row, 'total'>) => Item,
): Promise<ListResponse<Item>> {
  const { items, total } = await itemsWithTotal(rows, pageOffset(params.page, params.pageSize), countAll);
  return { items: items.map(toItem), total, page: params.page, pageSize: params.pageSize };
}

/**
 * A list as one query: `columns` of `table` (with the tables `join` brings in: inner joins the columns or the
 * filter read; a `leftJoin` only adds columns, so the count leaves it out), the rows `where` finds, in `orderBy`.
 */
export interface ListQuery<C extends SelectedFields> {
  columns: C;
  table: PgTable;
  join?: { table: PgTable; on: SQL };
  leftJoin?: { table: PgTable; on: SQL | undefined };
  where: SQL | undefined;
  orderBy: readonly SQL[];
}

/** A page of a list and its total, carried on every row (one statement; counted apart only past the end). */
export async function listPage<C extends SelectedFields>(
  db: Db | Tx,
  list: ListQuery<C>,
  params: PageParams,
): Promise<ListResponse<SelectResultFields<C>>> {
  const joined = <Q extends PgSelect>(query: Q) =>
    list.join ? query.innerJoin(list.join.table, list.join.on) : query;
  let rows = joined(
    db
      .select({ ...(list.columns as SelectedFields), total: windowTotal() })
      .from(list.table)
      .$dynamic(),
  );
  if (list.leftJoin) rows = rows.leftJoin(list.leftJoin.table, list.leftJoin.on);
  const page = await rows
    .where(list.where)
    .orderBy(...list.orderBy)
    .limit(params.pageSize)
    .offset(pageOffset(params.page, params.pageSize));
  const countAll = async () => {
    const [row] = await joined(db.select({ total: count() }).from(list.table).$dynamic()).where(list.where);
    return row?.total ?? 0;
  };
  return pageFromWindow(
    page as unknown as (SelectResultFields<C> & { total: number })[],
    params,
    countAll,
    (row) => row as SelectResultFields<C>,
  );
}

/** Is the row with this id there (any row when `includeInactive`, else active ones only)? */
export async function rowExists(
  db: Db | Tx,
  table: AnyPgTable & { id: AnyPgColumn; active: AnyPgColumn },
  id: string,
  includeInactive: boolean,
): Promise<boolean> {
  const rows = await visibleRowQuery(db, table, id, includeInactive).limit(1);
  return rows.length > 0;
}

/**
 * rowExists as a query (the row's id, when it is there for the viewer): a write's statement checks the item in
 * the same round trip as it writes (a CTE; likes, attendance). `id` may be a placeholder.
 */
export function visibleRowQuery(
  db: Db | Tx,
  table: AnyPgTable & { id: AnyPgColumn; active: AnyPgColumn },
  id: string | Placeholder,
  includeInactive: boolean,
) {
  return db
    .select({ id: table.id })
    .from(table as never)
    .where(and(eq(table.id, id), includeInactive ? undefined : eq(table.active, true)));
}

/**
 * A page of a public list: the page and total everyone of one audience shares (built once under `key` by
 * `build`, which reads the rows of `range` and their count), then the viewer's own marks on its items (`mark`).
 */
export async function sharedListPage<Item>(
  pages: SharedPages,
  key: string,
  params: PageParams,
  build: (range: { limit: number; offset: number }) => Promise<{ items: Item[]; total: number }>,
  mark: (items: readonly Item[]) => Promise<Item[]>,
): Promise<ListResponse<Item>> {
  const range = { limit: params.pageSize, offset: pageOffset(params.page, params.pageSize) };
  const shared = await pages.get(key, () => build(range));
  return {
    items: await mark(shared.items),
    total: shared.total,
    page: params.page,
    pageSize: params.pageSize,
  };
}

/**
 * Newest first (by `createdAt`, then `id`), the rows after `after`: the keyset of an export's next batch
 * (batchedRecords in csv.ts); nothing for the first batch.
 */
export function newestFirstAfter(
  createdAt: AnyPgColumn,
  id: AnyPgColumn,
  after: { createdAt: Date; id: string } | null,
): SQL | undefined {
  if (!after) return undefined;
  const at = after.createdAt.toISOString();
  return or(
    sql`${createdAt} < ${at}::timestamptz`,
    and(sql`${createdAt} = ${at}::timestamptz`, sql`${id} < ${after.id}::uuid`),
  );
}

/**
 * A catalogue table as its manager reads it (bands, providers, products): every row, inactive ones too, as
 * `columns`, whose `featured` reads the featured row `featuredJoin` joins.
 */
export interface ManagedCatalogue<C extends SelectedFields> {
  table: PgTable & { id: AnyPgColumn };
  columns: C;
  featuredJoin: SQL | undefined;
}

/** One row of a catalogue as its manager reads it; with `lock`, the catalogue's row locked FOR UPDATE. */
export async function managedRow<C extends SelectedFields>(
  db: Db | Tx,
  catalogue: ManagedCatalogue<C>,
  id: string,
  lock = false,
): Promise<SelectResultFields<C> | undefined> {
  const query = db
    .select(catalogue.columns as SelectedFields)
    .from(catalogue.table as PgTable)
    .leftJoin(featuredItems, catalogue.featuredJoin)
    .where(eq(catalogue.table.id, id));
  const [row] = lock ? await query.for('update', { of: catalogue.table as PgTable }) : await query;
  return row as SelectResultFields<C> | undefined;
}
