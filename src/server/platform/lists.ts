import { ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

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
export function searchAny(columns: AnyPgColumn[], term: string): SQL | undefined {
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(...columns.map((column) => ilike(column, pattern)));
}

export const pageOffset = (page: number, pageSize: number): number => (page - 1) * pageSize;
