import { notFoundMessage, type ItemKind } from '../../../shared/domains/item-kind';
import { AppError } from '../../../shared/errors';
import type { ProviderItem } from '../../../shared/schemas/faces';
import type { ProductItem } from '../../../shared/schemas/marqet';
import type {
  AdItem,
  BandItem,
  EventItem,
  FeaturedState,
  HeroSlideItem,
  HomeSection,
  PartnerItem,
  RestaurantItem,
} from '../../../shared/schemas/public';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { isUuid } from '../../platform/lists';
import { unshared, type SharedPages } from '../../platform/shared-pages';
import { findVisibleBand, homeBands } from '../bands/service';
import { findVisibleEvent, homeDestinations, homeEventPicks, requireHomePickEvent } from '../events/service';
import { findVisibleProvider, homeFaces } from '../faces/service';
import { findVisibleProduct, homeMarqetPicks } from '../marqet/service';
import { findVisibleRestaurant, homeRestaurants } from '../restaurants/service';
import { listingPolicy } from '../../../shared/domains/policies';
import {
  deleteFeatured,
  findFeaturedRow,
  insertFeatured,
  listHeroSlides,
  listPartners,
  listRunningAds,
  lockFeaturedType,
  nextFeaturedOrder,
  reactivateFeatured,
} from './queries';

export async function heroSlides(db: Db): Promise<{ items: HeroSlideItem[] }> {
  return { items: await listHeroSlides(db, new Date()) };
}

export async function runningAds(db: Db, position: string): Promise<{ items: AdItem[] }> {
  return { items: await listRunningAds(db, position, new Date()) };
}

export async function sitePartners(db: Db): Promise<{ items: PartnerItem[] }> {
  return { items: await listPartners(db) };
}

type SectionItem = BandItem | EventItem | RestaurantItem | ProviderItem | ProductItem;

/**
 * One home section, at most FEATURED_LIST_SIZE items, active items only whoever asks (the home page is
 * the public shop window): bands = featured bands and events = featured upcoming Party events, in the
 * featured order administrators set (/admin/featured); destinations = upcoming Festival, Carnival and Cruise events by date; marqet, eats, faces =
 * featured products, restaurants and providers in featured order.
 */
export async function homeSection(
  db: Db,
  actor: Actor | null,
  section: HomeSection,
  pages: SharedPages = unshared,
): Promise<{ items: SectionItem[] }> {
  switch (section) {
    case 'bands':
      return { items: await homeBands(db, actor, pages) };
    case 'events':
      return { items: await homeEventPicks(db, actor, pages) };
    case 'destinations':
      return { items: await homeDestinations(db, actor, pages) };
    case 'eats':
      return { items: await homeRestaurants(db, actor, pages) };
    case 'faces':
      return { items: await homeFaces(db, actor, pages) };
    case 'marqet':
      return { items: await homeMarqetPicks(db, pages) };
  }
}

/** Each kind's own module answers whether the item exists; featuring administrators see inactive ones too. */
const findVisible = {
  event: findVisibleEvent,
  band: findVisibleBand,
  restaurant: findVisibleRestaurant,
  face: findVisibleProvider,
  marqet: findVisibleProduct,
} satisfies Record<ItemKind, unknown>;

async function requireItem(tx: Tx, actor: Actor, type: ItemKind, id: string) {
  if (!(await findVisible[type](tx, actor, id))) throw new AppError('NOT_FOUND', notFoundMessage(type));
}

/**
 * Star an item for the home page. Idempotent: an item already featured keeps its place. A new one goes
 * last: highest order of its type + 1, or 0 for the first; the per-type lock gives two administrators
 * featuring at once distinct orders.
 */
export async function featureItem(db: Db, actor: Actor, type: ItemKind, id: string): Promise<FeaturedState> {
  if (!listingPolicy.feature(actor)) throw new AppError('FORBIDDEN');
  if (!isUuid(id)) throw new AppError('NOT_FOUND', notFoundMessage(type));
  await db.transaction(async (tx) => {
    await lockFeaturedType(tx, type);
    await requireItem(tx, actor, type, id);
    // A star that shows nowhere is refused (issue #23 item 16); taking one off is always possible.
    if (type === 'event') await requireHomePickEvent(tx, id);
    const existing = await findFeaturedRow(tx, type, id);
    if (existing?.active) return;
    const order = await nextFeaturedOrder(tx, type);
    if (existing) await reactivateFeatured(tx, existing.id, order);
    else await insertFeatured(tx, type, id, order);
  });
  return { featured: true };
}

/** Take an item off the home page. Idempotent. */
export async function unfeatureItem(
  db: Db,
  actor: Actor,
  type: ItemKind,
  id: string,
): Promise<FeaturedState> {
  if (!listingPolicy.feature(actor)) throw new AppError('FORBIDDEN');
  if (!isUuid(id)) throw new AppError('NOT_FOUND', notFoundMessage(type));
  await db.transaction(async (tx) => {
    await lockFeaturedType(tx, type);
    await requireItem(tx, actor, type, id);
    await deleteFeatured(tx, type, id);
  });
  return { featured: false };
}
