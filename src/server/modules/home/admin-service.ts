import type { z } from 'zod';
import {
  contentMessages,
  type ActiveInput,
  type Deleted,
  type MoveInput,
} from '../../../shared/domains/content-admin';
import {
  adInputSchema,
  heroSlideInputSchema,
  homeAdminMessages as texts,
  homeContentPolicy,
  partnerInputSchema,
  type AdminAd,
  type AdminFeaturedItem,
  type AdminHeroSlide,
  type AdminPartner,
} from '../../../shared/domains/home-admin';
import type { ItemKind } from '../../../shared/domains/item-kind';
import { AppError } from '../../../shared/errors';
import type { Actor, Deps } from '../../app-env';
import type { Tx } from '../../db/client';
import { itemTitles } from '../../platform/item-titles';
import { isUuid } from '../../platform/lists';
import { keepOrClaimImage } from '../uploads/service';
import {
  adsAt,
  deleteAd,
  deletePartner,
  deleteSlide,
  findAd,
  findPartner,
  findSlide,
  insertAd,
  insertPartner,
  insertSlide,
  listAllAds,
  listAllPartners,
  listAllSlides,
  listFeaturedOf,
  lockList,
  nextOrder,
  orderedIds,
  renumber,
  setFeaturedOrder,
  updateAd,
  updatePartner,
  updateSlide,
  type OrderedList,
} from './admin-queries';
import { lockFeaturedType } from './queries';

type FileDeps = Pick<Deps, 'db' | 'storage'>;

function requireManager(actor: Actor) {
  if (!homeContentPolicy.manage(actor)) throw new AppError('FORBIDDEN');
}

/** Inside its window at `now`: started (or no start) and not ended (or no end). */
export const insideWindow = (startsAt: Date | null, endsAt: Date | null, now: Date) =>
  (!startsAt || startsAt <= now) && (!endsAt || endsAt > now);

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const instant = (value: string | null | undefined) => (value ? new Date(value) : null);

function image(next: string | null | undefined, current: string | null | undefined, field: string) {
  return { next, current, use: 'listing-image' as const, field, refused: contentMessages.imageInvalid };
}

/**
 * Move one item a step up or down its list, in one transaction under the list's lock: the list is read
 * in order, the two neighbours swap, and the list is numbered 0..n-1 again (so ties and gaps left by
 * older rows disappear). At either end the move changes nothing.
 */
function moveIn(ids: string[], id: string, direction: MoveInput['direction']): string[] {
  const at = ids.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= ids.length) return ids;
  const moved = [...ids];
  [moved[at], moved[to]] = [moved[to]!, moved[at]!];
  return moved;
}

/* Hero slides */

type SlideRow = NonNullable<Awaited<ReturnType<typeof findSlide>>>;
const toSlide = (row: SlideRow, now = new Date()): AdminHeroSlide => ({
  ...row,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  showing: row.active && insideWindow(row.startsAt, row.endsAt, now),
});

export async function adminSlides(deps: FileDeps, actor: Actor): Promise<{ items: AdminHeroSlide[] }> {
  requireManager(actor);
  const now = new Date();
  return { items: (await listAllSlides(deps.db)).map((row) => toSlide(row, now)) };
}

type SlideInput = z.output<typeof heroSlideInputSchema>;

async function slideValues(deps: FileDeps, tx: Tx, actor: Actor, input: SlideInput, current?: SlideRow) {
  return {
    title: input.title,
    subtitle: input.subtitle,
    imageUrl: (await keepOrClaimImage(
      deps,
      tx,
      actor,
      image(input.imageUrl, current?.imageUrl, 'imageUrl'),
    ))!,
    mobileImageUrl: await keepOrClaimImage(
      deps,
      tx,
      actor,
      image(input.mobileImageUrl, current?.mobileImageUrl, 'mobileImageUrl'),
    ),
    linkUrl: input.linkUrl ?? null,
    startsAt: instant(input.startsAt),
    endsAt: instant(input.endsAt),
  };
}

/** A new slide goes last. */
export async function createSlide(deps: FileDeps, actor: Actor, input: SlideInput): Promise<AdminHeroSlide> {
  requireManager(actor);
  return deps.db.transaction(async (tx) => {
    await lockList(tx, 'hero_slides');
    const values = await slideValues(deps, tx, actor, input);
    const row = await insertSlide(tx, {
      ...values,
      active: input.active ?? true,
      sortOrder: await nextOrder(tx, 'hero_slides'),
    });
    return toSlide(row);
  });
}

export async function editSlide(
  deps: FileDeps,
  actor: Actor,
  id: string,
  input: SlideInput,
): Promise<AdminHeroSlide> {
  requireManager(actor);
  return deps.db.transaction(async (tx) => {
    const current = await findSlide(tx, id, true);
    if (!current) throw new AppError('NOT_FOUND', texts.slideNotFound);
    const values = await slideValues(deps, tx, actor, input, current);
    const row = await updateSlide(tx, id, {
      ...values,
      ...(input.active === undefined ? {} : { active: input.active }),
    });
    return toSlide(row!);
  });
}

export async function setSlideActive(deps: FileDeps, actor: Actor, id: string, input: ActiveInput) {
  requireManager(actor);
  const row = await deps.db.transaction((tx) => updateSlide(tx, id, { active: input.active }));
  if (!row) throw new AppError('NOT_FOUND', texts.slideNotFound);
  return toSlide(row);
}

export async function removeSlide(deps: FileDeps, actor: Actor, id: string): Promise<Deleted> {
  requireManager(actor);
  const gone = await deps.db.transaction((tx) => deleteSlide(tx, id));
  if (!gone) throw new AppError('NOT_FOUND', texts.slideNotFound);
  return { id, deleted: true };
}

/* Ads */

type AdRow = NonNullable<Awaited<ReturnType<typeof findAd>>>;
const toAd = (row: AdRow, now = new Date()): AdminAd => ({
  ...row,
  startsAt: row.startsAt.toISOString(),
  endsAt: iso(row.endsAt),
  showing: row.active && insideWindow(row.startsAt, row.endsAt, now),
});

export async function adminAds(deps: FileDeps, actor: Actor): Promise<{ items: AdminAd[] }> {
  requireManager(actor);
  const now = new Date();
  return { items: (await listAllAds(deps.db)).map((row) => toAd(row, now)) };
}

type AdInput = z.output<typeof adInputSchema>;

async function adValues(deps: FileDeps, tx: Tx, actor: Actor, input: AdInput, current?: AdRow) {
  return {
    position: input.position,
    title: input.title,
    description: input.description,
    imageUrl: (await keepOrClaimImage(
      deps,
      tx,
      actor,
      image(input.imageUrl, current?.imageUrl, 'imageUrl'),
    ))!,
    linkUrl: input.linkUrl ?? null,
    // An ad always has a start (the column is required): none given means it starts now.
    startDate: instant(input.startsAt) ?? current?.startsAt ?? new Date(),
    endDate: instant(input.endsAt),
  };
}

/** A new ad goes last among the ads of its position. */
export async function createAd(deps: FileDeps, actor: Actor, input: AdInput): Promise<AdminAd> {
  requireManager(actor);
  return deps.db.transaction(async (tx) => {
    await lockList(tx, 'ads', input.position);
    const values = await adValues(deps, tx, actor, input);
    const row = await insertAd(tx, {
      ...values,
      active: input.active ?? true,
      sortOrder: await nextOrder(tx, 'ads', adsAt(input.position)),
    });
    return toAd(row);
  });
}

/** An ad moved to another position goes last there. */
export async function editAd(deps: FileDeps, actor: Actor, id: string, input: AdInput): Promise<AdminAd> {
  requireManager(actor);
  return deps.db.transaction(async (tx) => {
    const current = await findAd(tx, id, true);
    if (!current) throw new AppError('NOT_FOUND', texts.adNotFound);
    const values = await adValues(deps, tx, actor, input, current);
    let sortOrder: number | undefined;
    if (input.position !== current.position) {
      await lockList(tx, 'ads', input.position);
      sortOrder = await nextOrder(tx, 'ads', adsAt(input.position));
    }
    const row = await updateAd(tx, id, {
      ...values,
      ...(sortOrder === undefined ? {} : { sortOrder }),
      ...(input.active === undefined ? {} : { active: input.active }),
    });
    return toAd(row!);
  });
}

export async function setAdActive(deps: FileDeps, actor: Actor, id: string, input: ActiveInput) {
  requireManager(actor);
  const row = await deps.db.transaction((tx) => updateAd(tx, id, { active: input.active }));
  if (!row) throw new AppError('NOT_FOUND', texts.adNotFound);
  return toAd(row);
}

export async function removeAd(deps: FileDeps, actor: Actor, id: string): Promise<Deleted> {
  requireManager(actor);
  const gone = await deps.db.transaction((tx) => deleteAd(tx, id));
  if (!gone) throw new AppError('NOT_FOUND', texts.adNotFound);
  return { id, deleted: true };
}

/* Partners */

type PartnerRow = NonNullable<Awaited<ReturnType<typeof findPartner>>>;

export async function adminPartners(deps: FileDeps, actor: Actor): Promise<{ items: AdminPartner[] }> {
  requireManager(actor);
  return { items: await listAllPartners(deps.db) };
}

type PartnerInput = z.output<typeof partnerInputSchema>;

async function partnerValues(
  deps: FileDeps,
  tx: Tx,
  actor: Actor,
  input: PartnerInput,
  current?: PartnerRow,
) {
  return {
    name: input.name,
    logoUrl: (await keepOrClaimImage(deps, tx, actor, image(input.logoUrl, current?.logoUrl, 'logoUrl')))!,
    websiteUrl: input.websiteUrl ?? null,
  };
}

export async function createPartner(
  deps: FileDeps,
  actor: Actor,
  input: PartnerInput,
): Promise<AdminPartner> {
  requireManager(actor);
  return deps.db.transaction(async (tx) => {
    await lockList(tx, 'partners');
    const values = await partnerValues(deps, tx, actor, input);
    return insertPartner(tx, {
      ...values,
      active: input.active ?? true,
      sortOrder: await nextOrder(tx, 'partners'),
    });
  });
}

export async function editPartner(
  deps: FileDeps,
  actor: Actor,
  id: string,
  input: PartnerInput,
): Promise<AdminPartner> {
  requireManager(actor);
  return deps.db.transaction(async (tx) => {
    const current = await findPartner(tx, id, true);
    if (!current) throw new AppError('NOT_FOUND', texts.partnerNotFound);
    const values = await partnerValues(deps, tx, actor, input, current);
    const row = await updatePartner(tx, id, {
      ...values,
      ...(input.active === undefined ? {} : { active: input.active }),
    });
    return row!;
  });
}

export async function setPartnerActive(deps: FileDeps, actor: Actor, id: string, input: ActiveInput) {
  requireManager(actor);
  const row = await deps.db.transaction((tx) => updatePartner(tx, id, { active: input.active }));
  if (!row) throw new AppError('NOT_FOUND', texts.partnerNotFound);
  return row;
}

export async function removePartner(deps: FileDeps, actor: Actor, id: string): Promise<Deleted> {
  requireManager(actor);
  const gone = await deps.db.transaction((tx) => deletePartner(tx, id));
  if (!gone) throw new AppError('NOT_FOUND', texts.partnerNotFound);
  return { id, deleted: true };
}

/* Moving slides, ads and partners */

const notFoundOf: Record<OrderedList, string> = {
  hero_slides: texts.slideNotFound,
  ads: texts.adNotFound,
  partners: texts.partnerNotFound,
};

/**
 * Move a slide, ad (within its position) or partner one step; answers the whole list in its new order.
 * The row is locked first (it cannot be deleted or moved to another position meanwhile), then the list.
 */
async function moveItem(deps: FileDeps, actor: Actor, list: OrderedList, id: string, input: MoveInput) {
  requireManager(actor);
  if (!isUuid(id)) throw new AppError('NOT_FOUND', notFoundOf[list]);
  await deps.db.transaction(async (tx) => {
    let where;
    if (list === 'ads') {
      const ad = await findAd(tx, id, true);
      if (!ad) throw new AppError('NOT_FOUND', notFoundOf[list]);
      await lockList(tx, 'ads', ad.position);
      where = adsAt(ad.position);
    } else {
      const row = list === 'hero_slides' ? await findSlide(tx, id, true) : await findPartner(tx, id, true);
      if (!row) throw new AppError('NOT_FOUND', notFoundOf[list]);
      await lockList(tx, list);
    }
    const ids = await orderedIds(tx, list, where);
    await renumber(tx, list, moveIn(ids, id, input.direction));
  });
}

export async function moveSlide(deps: FileDeps, actor: Actor, id: string, input: MoveInput) {
  await moveItem(deps, actor, 'hero_slides', id, input);
  return adminSlides(deps, actor);
}

export async function moveAd(deps: FileDeps, actor: Actor, id: string, input: MoveInput) {
  await moveItem(deps, actor, 'ads', id, input);
  return adminAds(deps, actor);
}

export async function movePartner(deps: FileDeps, actor: Actor, id: string, input: MoveInput) {
  await moveItem(deps, actor, 'partners', id, input);
  return adminPartners(deps, actor);
}

/* Featured order */

/** The featured items of a kind in home order, with each item's name and active flag. */
export async function featuredOrder(deps: FileDeps, actor: Actor, kind: ItemKind) {
  requireManager(actor);
  const rows = await listFeaturedOf(deps.db, kind);
  const titles = new Map(
    (
      await itemTitles(
        deps.db,
        kind,
        rows.map((r) => r.itemId),
      )
    ).map((t) => [t.id, t]),
  );
  const items: AdminFeaturedItem[] = rows.flatMap((row) => {
    const item = titles.get(row.itemId);
    return item ? [{ itemId: row.itemId, kind, title: item.title, active: item.active }] : [];
  });
  return { items };
}

/**
 * Move a featured item one step in its kind's home order: one transaction under the kind's featuring lock
 * (the same lock featuring takes), the order rewritten 0..n-1. 404 when the item is not featured.
 */
export async function moveFeatured(
  deps: FileDeps,
  actor: Actor,
  kind: ItemKind,
  itemId: string,
  input: MoveInput,
) {
  requireManager(actor);
  if (!isUuid(itemId)) throw new AppError('NOT_FOUND', texts.featuredNotFound);
  await deps.db.transaction(async (tx) => {
    await lockFeaturedType(tx, kind);
    const rows = await listFeaturedOf(tx, kind);
    const row = rows.find((r) => r.itemId === itemId);
    if (!row) throw new AppError('NOT_FOUND', texts.featuredNotFound);
    const order = moveIn(
      rows.map((r) => r.id),
      row.id,
      input.direction,
    );
    await setFeaturedOrder(tx, order);
  });
  return featuredOrder(deps, actor, kind);
}
