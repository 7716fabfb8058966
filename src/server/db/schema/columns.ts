import { sql, type SQL } from 'drizzle-orm';
import { boolean, integer, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Default time zone of events and of everything the site shows in local time. */
export const DEFAULT_TIME_ZONE = 'America/Port_of_Spain';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** created_at + updated_at; Drizzle refreshes updated_at on every update() it issues. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const active = () => boolean('active').notNull().default(true);

export const sortOrder = () => integer('sort_order').notNull().default(0);

/** A list of texts, empty by default. */
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/**
 * The row this one belongs to, by its uuid (`parent`: its table's id): required, and deleted with it (on delete
 * cascade). A member's rows: belongsToMember in auth.ts.
 */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** A SQL string literal; only for constants of this code base, never for user input. */
function literal(value: string | number): string {
  return typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`;
}

/**
 * `column in (...)` for a check constraint. The list comes from src/shared/constants so the database
 * refuses exactly what the forms refuse; the values are inlined because DDL cannot take parameters.
 */
export function oneOf(column: AnyPgColumn, values: readonly (string | number)[]): SQL {
  return sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;
}

/** `array_column <@ array[...]`: every element of a text[] column is one of the values. */
export function allOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} <@ array[${sql.raw(values.map(literal).join(', '))}]::text[]`;
}

export const nonNegative = (column: AnyPgColumn): SQL => sql`${column} >= 0`;

export const percentage = (column: AnyPgColumn): SQL => sql`${column} between 0 and 100`;

export const ratingValue = (column: AnyPgColumn): SQL => sql`${column} between 1 and 5`;

/** Exact rating aggregates: count >= 0 and every rating was 1..5, so count <= total <= 5 * count. */
export const ratingAggregate = (total: AnyPgColumn, count: AnyPgColumn): SQL =>
  sql`${count} >= 0 and ${total} between ${count} and 5 * ${count}`;

/** An optional end that, when present, is not before its start. */
export const endNotBeforeStart = (start: AnyPgColumn, end: AnyPgColumn): SQL =>
  sql`${end} is null or ${start} is null or ${end} >= ${start}`;
