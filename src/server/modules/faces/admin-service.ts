import { facePolicy } from '../../../shared/domains/faces';
import type { ActiveInput } from '../../../shared/domains/product-admin';
import {
  providerAdminMessages as texts,
  TESTIMONIALS_MAX,
  type ProviderAdminItem,
  type ProviderAdminPage,
  type ProviderAdminQuery,
  type ProviderCreateInput,
  type ProviderUpdateInput,
  type TestimonialCreateInput,
  type TestimonialOrderInput,
} from '../../../shared/domains/provider-admin';
import { AppError } from '../../../shared/errors';
import { ratingOf } from '../../../shared/rating';
import type { Actor, Deps } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { deleteItemReferences } from '../../platform/item-references';
import { imageFieldValue } from '../uploads/service';
import {
  deleteProviderRow,
  deleteTestimonialRow,
  findAdminProvider,
  insertProvider,
  insertTestimonial,
  listTestimonialsOf,
  lockProvider,
  searchAdminProviders,
  setTestimonialOrder,
  testimonialCount,
  testimonialIdsOf,
  updateProviderRow,
  type AdminProviderRow,
} from './admin-queries';
import { type Deleted } from '../../../shared/schemas/common';

type FileDeps = Pick<Deps, 'db' | 'storage'>;

const notFound = () => new AppError('NOT_FOUND', texts.notFound);

function assertCan(rule: 'edit' | 'delete', actor: Actor): void {
  if (!facePolicy[rule](actor)) throw new AppError('FORBIDDEN');
}

/** Provider pictures and client photos are `image` uploads (the `listing-image` use). */
const listingImage = (
  deps: FileDeps,
  tx: Tx,
  actor: Actor,
  field: string,
  next: string | null | undefined,
  current: string | null,
) => imageFieldValue(deps, tx, actor, { next, current, use: 'listing-image', field, message: texts.image });

type TestimonialRow = Awaited<ReturnType<typeof listTestimonialsOf>>[number];

function toAdminItem(row: AdminProviderRow, photos: TestimonialRow[]): ProviderAdminItem {
  const { ratingTotal, ratingCount, ...rest } = row;
  return {
    ...rest,
    rating: ratingOf('face', ratingTotal, ratingCount),
    totalRatings: ratingCount,
    testimonials: photos
      .filter((photo) => photo.providerId === row.id)
      .map(({ providerId: _providerId, ...photo }) => photo),
  };
}

async function answer(db: Db, id: string): Promise<ProviderAdminItem> {
  const [row, photos] = await Promise.all([findAdminProvider(db, id), listTestimonialsOf(db, [id])]);
  if (!row) throw notFound();
  return toAdminItem(row, photos);
}

export async function listAdminProviders(
  db: Db,
  actor: Actor,
  query: ProviderAdminQuery,
): Promise<ProviderAdminPage> {
  assertCan('edit', actor);
  const { items, total } = await searchAdminProviders(db, query);
  const photos = await listTestimonialsOf(
    db,
    items.map((row) => row.id),
  );
  return {
    items: items.map((row) => toAdminItem(row, photos)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A new provider starts unrated (rating and total ratings 0): only members' ratings move them. */
export async function createProvider(
  deps: FileDeps,
  actor: Actor,
  input: ProviderCreateInput,
): Promise<ProviderAdminItem> {
  assertCan('edit', actor);
  const { avatarUrl, ...fields } = input;
  const id = await deps.db.transaction(async (tx) =>
    insertProvider(tx, {
      ...fields,
      avatarUrl: await listingImage(deps, tx, actor, 'avatarUrl', avatarUrl, null),
      ratingTotal: 0,
      ratingCount: 0,
    }),
  );
  return answer(deps.db, id);
}

/** Replaces the provider's fields; never the ratings; the picture only when the form sent another (or none). */
export async function updateProvider(
  deps: FileDeps,
  actor: Actor,
  id: string,
  input: ProviderUpdateInput,
): Promise<ProviderAdminItem> {
  assertCan('edit', actor);
  const { avatarUrl, ...fields } = input;
  await deps.db.transaction(async (tx) => {
    const current = await lockProvider(tx, id);
    if (!current) throw notFound();
    await updateProviderRow(tx, id, {
      ...fields,
      avatarUrl: await listingImage(deps, tx, actor, 'avatarUrl', avatarUrl, current.avatarUrl),
    });
  });
  return answer(deps.db, id);
}

/** Inactive providers leave the lists, their page, Top Faces and members' likes for everyone but administrators. */
export async function setProviderActive(
  db: Db,
  actor: Actor,
  id: string,
  input: ActiveInput,
): Promise<ProviderAdminItem> {
  assertCan('edit', actor);
  await db.transaction(async (tx) => {
    if (!(await lockProvider(tx, id))) throw notFound();
    await updateProviderRow(tx, id, { active: input.active });
  });
  return answer(db, id);
}

/**
 * Deletes the provider; likes, ratings and client photos go with it by their foreign keys, the featured row
 * by deleteItemReferences, in one transaction (decision 0013).
 */
export async function deleteProvider(db: Db, actor: Actor, id: string): Promise<Deleted> {
  assertCan('delete', actor);
  await db.transaction(async (tx) => {
    if (!(await lockProvider(tx, id))) throw notFound();
    await deleteItemReferences(tx, 'face', id);
    await deleteProviderRow(tx, id);
  });
  return { id, deleted: true };
}

/** A client photo goes last in the provider's order. */
export async function addTestimonial(
  deps: FileDeps,
  actor: Actor,
  providerId: string,
  input: TestimonialCreateInput,
): Promise<ProviderAdminItem> {
  assertCan('edit', actor);
  await deps.db.transaction(async (tx) => {
    if (!(await lockProvider(tx, providerId))) throw notFound();
    const { total, last } = await testimonialCount(tx, providerId);
    if (total >= TESTIMONIALS_MAX) {
      throw new AppError('VALIDATION', texts.photosMax, { imageUrl: texts.photosMax });
    }
    const imageUrl = await listingImage(deps, tx, actor, 'imageUrl', input.imageUrl, null);
    await insertTestimonial(tx, { ...input, providerId, imageUrl: imageUrl!, sortOrder: last + 1 });
  });
  return answer(deps.db, providerId);
}

export async function removeTestimonial(
  db: Db,
  actor: Actor,
  providerId: string,
  testimonialId: string,
): Promise<ProviderAdminItem> {
  assertCan('edit', actor);
  await db.transaction(async (tx) => {
    if (!(await lockProvider(tx, providerId))) throw notFound();
    if (!(await deleteTestimonialRow(tx, providerId, testimonialId))) {
      throw new AppError('NOT_FOUND', texts.testimonialNotFound);
    }
  });
  return answer(db, providerId);
}

/** The new order must name every photo of the provider exactly once (a stale page is refused, not merged). */
export async function reorderTestimonials(
  db: Db,
  actor: Actor,
  providerId: string,
  input: TestimonialOrderInput,
): Promise<ProviderAdminItem> {
  assertCan('edit', actor);
  await db.transaction(async (tx) => {
    if (!(await lockProvider(tx, providerId))) throw notFound();
    const existing = new Set(await testimonialIdsOf(tx, providerId));
    const given = new Set(input.ids);
    const same =
      given.size === input.ids.length &&
      given.size === existing.size &&
      input.ids.every((id) => existing.has(id));
    if (!same) throw new AppError('VALIDATION', texts.order, { ids: texts.order });
    await setTestimonialOrder(tx, providerId, input.ids);
  });
  return answer(db, providerId);
}
