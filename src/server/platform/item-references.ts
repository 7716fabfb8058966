import { and, eq } from 'drizzle-orm';
import type { ItemKind } from '../../shared/domains/item-kind';
import type { Tx } from '../db/client';
import { featuredItems } from '../db/schema/home';

/**
 * What deleting a catalogue item (event, band, restaurant, provider, product) must do besides deleting its
 * row, in the same transaction (decision 0013). Likes, attendance, ratings, discounts, menu items and photos
 * go with the row by their foreign keys (`on delete cascade`); the featured row has no foreign key (its
 * `item_id` points into one of five tables), so it is deleted here. Every listing module's delete calls this.
 */
export async function deleteItemReferences(tx: Tx, kind: ItemKind, id: string): Promise<void> {
  await tx.delete(featuredItems).where(and(eq(featuredItems.itemType, kind), eq(featuredItems.itemId, id)));
}
