import type { MoveInput } from '../../../shared/domains/content-admin';
import {
  homeAdminMessages as texts,
  homeContentPolicy,
  adInputSchema,
  type AdminAd,
  type AdminFeaturedItem,
  type AdminHeroSlide,
  type AdminPartner,
  heroSlideInputSchema,
  partnerInputSchema,
} from '../../../shared/domains/home-admin';
import type { ItemKind } from '../../../shared/domains/item-kind';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import { ads, heroSlides, partners } from '../../db/schema/home';
import { authorize } from '../../platform/authorize';
import { itemTitles } from '../../platform/item-titles';
import { isUuid } from '../../platform/lists';
import { moveIn, renumber } from '../../platform/resource-kit/ordered-list';
import { resourceService, type ResourceDeps } from '../../platform/resource-kit/service';
import { featuredList, listFeaturedOf } from './admin-queries';
import { heroSlideFields, lockFeaturedType } from './queries';

/**
 * The home page's managers (decision 0017): hero slides, ads and partners are resources of the kit (decision
 * 0038), each an ordered list under one lock; the featured order is its own.
 */
const policy = { edit: homeContentPolicy.manage };
const lock = 'home_order';

/** Inside its window at `now`: started (or no start) and not ended (or no end). */
export const insideWindow = (startsAt: Date | null, endsAt: Date | null, now: Date) =>
  (!startsAt || startsAt <= now) && (!endsAt || endsAt > now);

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const instant = (value: string | null | undefined) => (value ? new Date(value) : null);
/** An item's window as answered, and whether the home shows it now (active and inside its window). */
const windowOf = (row: { startsAt: Date | null; endsAt: Date | null; active: boolean }, now: Date) => ({
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  showing: row.active && insideWindow(row.startsAt, row.endsAt, now),
});

export const heroSlideAdmin = resourceService({
  kind: 'hero_slides',
  table: heroSlides,
  columns: {
    ...heroSlideFields,
    startsAt: heroSlides.startsAt,
    endsAt: heroSlides.endsAt,
    active: heroSlides.active,
  },
  body: heroSlideInputSchema,
  policy,
  notFound: texts.slideNotFound,
  images: ['imageUrl', 'mobileImageUrl'],
  values: (input) => ({
    title: input.title,
    subtitle: input.subtitle,
    linkUrl: input.linkUrl ?? null,
    startsAt: instant(input.startsAt),
    endsAt: instant(input.endsAt),
  }),
  answer: (row, now): AdminHeroSlide => ({ ...row, ...windowOf(row, now) }),
  order: { lock, sortOrder: heroSlides.sortOrder, createdAt: heroSlides.createdAt },
});

/** Ads are ordered within their position: a new ad, or one moved to another position, goes last there. */
export const adAdmin = resourceService({
  kind: 'ads',
  table: ads,
  columns: {
    id: ads.id,
    position: ads.position,
    title: ads.title,
    description: ads.description,
    imageUrl: ads.imageUrl,
    linkUrl: ads.linkUrl,
    startsAt: ads.startDate,
    endsAt: ads.endDate,
    active: ads.active,
  },
  body: adInputSchema,
  policy,
  notFound: texts.adNotFound,
  images: ['imageUrl'],
  values: (input, current) => ({
    position: input.position,
    title: input.title,
    description: input.description,
    linkUrl: input.linkUrl ?? null,
    // An ad always has a start (the column is required): none given means it starts now.
    startDate: instant(input.startsAt) ?? current?.startsAt ?? new Date(),
    endDate: instant(input.endsAt),
  }),
  answer: (row, now): AdminAd => ({ ...row, ...windowOf(row, now), startsAt: row.startsAt.toISOString() }),
  order: { lock, sortOrder: ads.sortOrder, createdAt: ads.createdAt, partBy: 'position' },
});

export const partnerAdmin = resourceService({
  kind: 'partners',
  table: partners,
  columns: {
    id: partners.id,
    name: partners.name,
    logoUrl: partners.logoUrl,
    websiteUrl: partners.websiteUrl,
    active: partners.active,
  },
  body: partnerInputSchema,
  policy,
  notFound: texts.partnerNotFound,
  images: ['logoUrl'],
  values: (input) => ({
    name: input.name,
    websiteUrl: input.websiteUrl ?? null,
  }),
  answer: (row): AdminPartner => row,
  order: { lock, sortOrder: partners.sortOrder, createdAt: partners.createdAt },
});

/* Featured order */

/** The featured items of a kind in home order, with each item's name and active flag. */
export async function featuredOrder(deps: ResourceDeps, actor: Actor, kind: ItemKind) {
  authorize(homeContentPolicy.manage(actor));
  const rows = await listFeaturedOf(deps.db, kind);
  const titles = await itemTitles(
    deps.db,
    kind,
    rows.map((r) => r.itemId),
  );
  const byId = new Map(titles.map(({ id, title, active }) => [id, { itemId: id, kind, title, active }]));
  const items: AdminFeaturedItem[] = rows.flatMap((row) => byId.get(row.itemId) ?? []);
  return { items };
}

/**
 * Move a featured item one step in its kind's home order: one transaction under the kind's featuring lock
 * (the same lock featuring takes), the order rewritten 0..n-1. 404 when the item is not featured.
 */
export async function moveFeatured(
  deps: ResourceDeps,
  actor: Actor,
  kind: ItemKind,
  itemId: string,
  input: MoveInput,
) {
  authorize(homeContentPolicy.manage(actor));
  if (!isUuid(itemId)) throw new AppError('NOT_FOUND', texts.featuredNotFound);
  await deps.db.transaction(async (tx) => {
    await lockFeaturedType(tx, kind);
    const rows = await listFeaturedOf(tx, kind);
    const row = rows.find((r) => r.itemId === itemId);
    if (!row) throw new AppError('NOT_FOUND', texts.featuredNotFound);
    const ids = rows.map((r) => r.id);
    await renumber(tx, featuredList, moveIn(ids, row.id, input.direction));
  });
  return featuredOrder(deps, actor, kind);
}
