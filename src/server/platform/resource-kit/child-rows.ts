import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { AppError } from '../../../shared/errors';
import type { Deleted } from '../../../shared/schemas/common';
import type { Tx } from '../../db/client';

/** Rows that belong to a parent row: their table, id, the parent's id column and the 404 text of a missing one. */
export interface ChildRowsDefinition<T extends PgTable> {
  table: T;
  id: AnyPgColumn;
  parent: AnyPgColumn;
  notFound: string;
}

/**
 * The writes of rows that belong to a parent row (a restaurant's menu, photos and discounts, an event's
 * discount codes, a provider's client photos). Each names the parent and the row, so a row of another parent
 * is not found: 404 with the definition's text. The caller runs them in the transaction that locked the
 * parent (and checked who may change it).
 */
export function childRows<T extends PgTable>(def: ChildRowsDefinition<T>) {
  const one = (parentId: string, id: string) => and(eq(def.id, id), eq(def.parent, parentId));
  const found = (rows: unknown[]) => {
    if (rows.length === 0) throw new AppError('NOT_FOUND', def.notFound);
  };
  return {
    async update(tx: Tx, parentId: string, id: string, values: PgUpdateSetSource<T>): Promise<void> {
      found(await tx.update(def.table).set(values).where(one(parentId, id)).returning({ id: def.id }));
    },
    /** Deletes the row and answers as every deletion does (`{ id, deleted: true }`). */
    async remove(tx: Tx, parentId: string, id: string): Promise<Deleted> {
      found(await tx.delete(def.table).where(one(parentId, id)).returning({ id: def.id }));
      return { id, deleted: true };
    },
  };
}
