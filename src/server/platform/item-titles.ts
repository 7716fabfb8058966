import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ItemKind } from '../../shared/domains/item-kind';
import type { Db, Tx } from '../db/client';
import { carnivalBands } from '../db/schema/bands';
import { events } from '../db/schema/events';
import { providers } from '../db/schema/faces';
import { marketProducts } from '../db/schema/marqet';
import { restaurants } from '../db/schema/restaurants';

/**
 * The name and active flag of catalogue items by kind and id, for the back office's featured order. Like
 * item-references.ts it is the one place besides each listing module that knows the five item tables
 * (featured_items.item_id is polymorphic), so the home module need not reach into five modules for a name.
 */
const sources: Record<
  ItemKind,
  { table: PgTable; id: AnyPgColumn; active: AnyPgColumn; title: SQL<string> }
> = {
  event: { table: events, id: events.id, active: events.active, title: sql<string>`${events.title}` },
  band: {
    table: carnivalBands,
    id: carnivalBands.id,
    active: carnivalBands.active,
    title: sql<string>`${carnivalBands.name}`,
  },
  restaurant: {
    table: restaurants,
    id: restaurants.id,
    active: restaurants.active,
    title: sql<string>`${restaurants.name}`,
  },
  face: {
    table: providers,
    id: providers.id,
    active: providers.active,
    title: sql<string>`${providers.firstName} || ' ' || ${providers.lastName}`,
  },
  marqet: {
    table: marketProducts,
    id: marketProducts.id,
    active: marketProducts.active,
    title: sql<string>`${marketProducts.name}`,
  },
};

export interface ItemTitle {
  id: string;
  title: string;
  active: boolean;
}

/** The items of `kind` among `ids` that exist (a stale id is simply absent). */
export async function itemTitles(db: Db | Tx, kind: ItemKind, ids: readonly string[]): Promise<ItemTitle[]> {
  if (ids.length === 0) return [];
  const source = sources[kind];
  return db
    .select({ id: sql<string>`${source.id}`, title: source.title, active: sql<boolean>`${source.active}` })
    .from(source.table)
    .where(inArray(source.id, [...ids]));
}
