import { and, count, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db/client';
import { preparedList, type Placeholders, type Preparable } from '../db/prepared';
import { featuredItems } from '../db/schema/home';
import type { ListResponse } from '../../shared/schemas/common';
import {
  containsPattern,
  matchesAny,
  pageOffset,
  type ListQuery,
  type ManagedCatalogue,
  type PageParams,
} from './lists';

/**
 * The back office's lists prepared once per query shape (issue #25, goal 2), as the public lists are
 * (db/prepared.ts): a list's query is built from its shape (which filters are there, the sort) and placeholders
 * for its values (search patterns, ids, the page's bounds), once per shape and database; a request only fills
 * in the values. The page carries the total as a column (one statement; the count runs alone only for an empty
 * page past the first). Same rows, same order and same total as `listPage` with the values written in.
 */

/** A list as `listPage` reads it, built from a shape and the placeholders of its values. */
export type ListBuilder<C extends SelectedFields, Shape, Values> = (
  db: Db,
  shape: Shape,
  p: Placeholders<Values>,
) => ListQuery<C>;

/** A paged list (`listPage`'s) whose statements are prepared once per shape: `(db, shape, values, page)`. */
export function preparedListPage<C extends SelectedFields, Shape, Values extends object>(
  build: ListBuilder<C, Shape, Values>,
) {
  type Row = SelectResultFields<C>;
  const joined = <Q extends PgSelect>(list: ListQuery<C>, query: Q) =>
    list.join ? query.innerJoin(list.join.table, list.join.on) : query;
  const read = preparedList<Shape, Values, Row>(
    (db, shape, p) => {
      const list = build(db, shape, p);
      return joined(list, db.select({ total: count() }).from(list.table).$dynamic()).where(list.where);
    },
    (db, shape, p, total) => {
      const list = build(db, shape, p as Placeholders<Values>);
      const columns = { ...(list.columns as SelectedFields), total: total() };
      let rows = joined(list, db.select(columns).from(list.table).$dynamic());
      if (list.leftJoin) rows = rows.leftJoin(list.leftJoin.table, list.leftJoin.on);
      const page = rows
        .where(list.where)
        .orderBy(...list.orderBy)
        .limit(p.limit)
        .offset(p.offset);
      return page as unknown as Preparable<(Row & { total: number })[]>;
    },
  );
  return async (db: Db, shape: Shape, values: Values, params: PageParams): Promise<ListResponse<Row>> => {
    const range = { limit: params.pageSize, offset: pageOffset(params.page, params.pageSize) };
    const { items, total } = await read(db, shape, values, range);
    return { items: items as Row[], total, page: params.page, pageSize: params.pageSize };
  };
}

/**
 * A manager's page of a catalogue (`managedPage`'s: every row with its featured row) prepared once per shape:
 * the rows `where` finds for the shape and placeholders, in the shape's `orderBy`.
 */
export function preparedManagedPage<C extends SelectedFields, Shape, Values extends object>(
  catalogue: ManagedCatalogue<C>,
  where: (db: Db, shape: Shape, p: Placeholders<Values>) => SQL | undefined,
  orderBy: (shape: Shape) => readonly SQL[],
) {
  const { table, columns, featuredJoin } = catalogue;
  return preparedListPage<C, Shape, Values>((db, shape, p) => ({
    columns,
    table,
    leftJoin: { table: featuredItems, on: featuredJoin },
    where: where(db, shape, p),
    orderBy: orderBy(shape),
  }));
}

/** A search's ILIKE pattern as a prepared list's value (`matchesAny` its placeholder); none for no term. */
export const searchPattern = (q: string | undefined): string | undefined =>
  q ? containsPattern(q) : undefined;

/** The patterns of `searchEveryWord`'s words (the first five) as a prepared list's values: `w0` … `w4`. */
export interface WordPatterns {
  w0?: string;
  w1?: string;
  w2?: string;
  w3?: string;
  w4?: string;
}
const WORD_KEYS = ['w0', 'w1', 'w2', 'w3', 'w4'] as const;

export function wordPatterns(q: string): WordPatterns {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
  return Object.fromEntries(words.map((word, i) => [WORD_KEYS[i], containsPattern(word)]));
}

/** `searchEveryWord` with placeholders: every word present must be found in one of the columns. */
export function matchesEveryWord(columns: (AnyPgColumn | SQL)[], p: Placeholders<WordPatterns>) {
  const present = WORD_KEYS.map((key) => p[key]).filter((word) => word !== undefined);
  if (!present.length) return undefined;
  return and(...present.map((word) => matchesAny(columns, word)));
}
