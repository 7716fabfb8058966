import { and, asc, eq } from 'drizzle-orm';
import type { ItemKind } from '../../../shared/domains/item-kind';
import type { Db, Tx } from '../../db/client';
import { featuredItems } from '../../db/schema/home';

/* Featured order (slides, ads and partners are the resource kit's: admin-service.ts). */

/** The featured rows as an ordered list (the resource kit's ordering helpers). */
export const featuredList = {
  table: featuredItems,
  id: featuredItems.id,
  sortOrder: featuredItems.sortOrder,
  createdAt: featuredItems.createdAt,
};

/** The active featured rows of a kind in the home order. */
export async function listFeaturedOf(db: Db | Tx, kind: ItemKind) {
  return db
    .select({ id: featuredItems.id, itemId: featuredItems.itemId })
    .from(featuredItems)
    .where(and(eq(featuredItems.itemType, kind), eq(featuredItems.active, true)))
    .orderBy(asc(featuredItems.sortOrder), asc(featuredItems.createdAt), asc(featuredItems.id));
}
