import { sql, type Placeholder, type Query, type SQL, type SQLWrapper } from 'drizzle-orm';
import { itemsWithTotal, pageBounds, totalColumn, type PageBounds } from '../platform/lists';
import type { PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

/**
 * Statements built once per shape (issue #25, goal 1's second lever).
 *
 * Building a statement with drizzle (walking the query's pieces into text and parameters) costs the server more
 * than PostgreSQL's own work for a list nobody asked before. A list whose filters vary has a few *shapes* (which
 * optional filters are there, the sort, the audience), and within a shape only the *values* change. So:
 *
 * ```ts
 * const page = preparedPerShape((db, shape: { when: 'past' | 'all' }, p: Placeholders<{ q?: string }>) =>
 *   db.select(…).from(t).where(p.q ? ilike(t.name, p.q) : undefined).orderBy(…).limit(…));
 * const rows = await page(db, { when: 'past' }, { q: containsPattern(term) });
 * ```
 *
 * `build` gets the shape and a placeholder (`sql.placeholder(key)`) for each value that is there (`undefined` for
 * a value that is not, so it can leave that filter out); it never sees a value, so the text it builds is the same
 * for every request of that shape. It runs once per shape and database; afterwards a request only fills the
 * placeholders and runs the prepared statement. `shape` must hold everything else `build` reads (it is the
 * cache key, as JSON); values that change per request (search terms, dates, ids, page bounds) belong in `values`.
 *
 * The statement goes to the database unnamed: on PostgreSQL, SteadyPool names it by its text (db/steady-pool.ts),
 * so each connection parses it once, and `DATABASE_NAMED_STATEMENTS=off` still sends it unnamed. PGlite runs the
 * same text with its parameters.
 */
export function preparedPerShape<Shape, Values extends object, Result>(
  build: (db: Db, shape: Shape, p: Placeholders<Values>) => Preparable<Result>,
): (db: Db | Tx, shape: Shape, values: Values) => Promise<Result> {
  const perDb = new WeakMap<Db, Map<string, Prepared<Result>>>();
  return (dbOrTx, shape, values) => {
    const tx = roots.has(dbOrTx as Tx) ? (dbOrTx as Tx) : undefined;
    const db = tx ? roots.get(tx)! : (dbOrTx as Db);
    let statements = perDb.get(db);
    if (!statements) perDb.set(db, (statements = new Map()));
    const given = values as Record<string, unknown>;
    const present = Object.keys(given)
      .filter((key) => given[key] !== undefined)
      .sort();
    const key = `${JSON.stringify(shape)}|${present.join(',')}`;
    let statement = statements.get(key);
    if (!statement) {
      const p = Object.fromEntries(present.map((name) => [name, sql.placeholder(name)]));
      // '' leaves the naming to SteadyPool (named by text, or unnamed when turned off).
      statement = build(db, shape, p as Placeholders<Values>).prepare('');
      statements.set(key, statement);
    }
    return (tx ? onConnectionOf(statement, tx) : statement).execute(given);
  };
}

/** Each transaction opened by `preparedTransaction`, with the database it was opened on. */
const roots = new WeakMap<Tx, Db>();

/**
 * `db.transaction(run)` whose transaction runs the statements of `preparedPerShape` as they were built and
 * prepared for `db` (issue #25, goal 3): a transaction is a new drizzle object each time, so they would be built
 * again in every one. A statement given any other transaction is built for that transaction.
 */
export function preparedTransaction<T>(db: Db, run: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => {
    roots.set(tx, db);
    return run(tx);
  });
}

/**
 * A statement prepared on the database, run on the transaction's connection. drizzle's prepared queries (its
 * node-postgres and PGlite sessions alike) run on the `client` their session gave them: the pool or the PGlite
 * database; a transaction's session holds the connection it checked out (node-postgres) or PGlite's transaction.
 * The same statement (text, parameters, result mapping) with that client in place.
 */
function onConnectionOf<Result>(statement: Prepared<Result>, tx: Tx): Prepared<Result> {
  const { client } = (tx as unknown as { session: { client?: unknown } }).session;
  // Both are drizzle's own fields, not its API: if an upgrade renames either, fail loudly rather than run the
  // statement on the pool, outside the transaction and its locks.
  if (client === undefined || !Object.hasOwn(statement, 'client')) {
    throw new Error(
      'preparedTransaction: drizzle no longer keeps a connection in `client`; see db/prepared.ts',
    );
  }
  return Object.assign(Object.create(statement) as Prepared<Result>, { client });
}

/** The `keys` of a list's filter: the shape of its statement, or the values that shape's placeholders take. */
export const pick = <F, K extends keyof F>(filter: F, keys: readonly K[]): Pick<F, K> =>
  Object.fromEntries(keys.map((key) => [key, filter[key]])) as Pick<F, K>;

/** A placeholder for each value; one that may be absent may be `undefined` (its filter is left out). */
export type Placeholders<Values> = {
  [K in keyof Values]-?: undefined extends Values[K]
    ? Placeholder<K & string> | undefined
    : Placeholder<K & string>;
};

/** A drizzle query (a select, a set operation) that can be prepared. */
export interface Preparable<Result> {
  prepare(name: string): Prepared<Result>;
}

interface Prepared<Result> {
  execute(values: Record<string, unknown>): Promise<Result>;
}

/** A list's statement that counts its rows (`select count(*) as total …`): a page's column, or run alone. */
type CountQuery = Preparable<{ total: number }[]> & SQLWrapper;

/**
 * A paged list read through two statements prepared once per shape: the page's, built by `page` with the
 * list's total as a column of every row (`total()`: the statement `count` builds, as totalColumn), and the
 * count's alone, run only for an empty page past the first (no row to carry the total). So a page is one
 * statement, whatever its size. Both builders get the shape and the placeholders (`preparedPerShape`); the page's
 * have the page's bounds too. The list answers `(db, shape, values, { limit, offset })` with its items and total.
 */
export function preparedList<Shape, Values extends object, Row>(
  count: (db: Db, shape: Shape, p: Placeholders<Values>) => CountQuery,
  page: (
    db: Db,
    shape: Shape,
    p: Placeholders<Values & PageBounds>,
    total: () => ReturnType<typeof totalColumn>,
  ) => Preparable<(Row & { total: number })[]>,
) {
  const pageRows = preparedPerShape<Shape, Values & PageBounds, (Row & { total: number })[]>((db, shape, p) =>
    page(db, shape, p, () => totalColumn(count(db, shape, p as Placeholders<Values>))),
  );
  const countRows = preparedPerShape<Shape, Values, { total: number }[]>(count);
  return async (db: Db, shape: Shape, values: Values, range: { limit: number; offset: number }) => {
    const rows = await pageRows(db, shape, { ...values, ...pageBounds(range) });
    return itemsWithTotal(
      rows,
      range.offset,
      async () => (await countRows(db, shape, values))[0]?.total ?? 0,
    );
  };
}

/**
 * A statement written as SQL text (a CTE drizzle's builders cannot say, such as several data-modifying steps
 * and a NOTIFY) as something `preparedPerShape` can prepare: its placeholders are filled on every run, and it
 * answers the driver's result (`{ rows }`, as `db.execute` does), its columns as the database sends them.
 */
export function preparedSql<Row>(db: Db, statement: SQL): Preparable<{ rows: Row[] }> {
  // The dialect is drizzle's own (not in its types); the session is the database's, as its builders use.
  const { dialect } = db as unknown as { dialect: { sqlToQuery(s: SQL): Query } };
  return {
    prepare: (name) =>
      db._.session.prepareQuery<{ execute: { rows: Row[] } } & PreparedQueryConfig>(
        dialect.sqlToQuery(statement),
        undefined,
        name,
        false,
      ),
  };
}
