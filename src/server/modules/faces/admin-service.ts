import { facePolicy } from '../../../shared/domains/faces';
import {
  providerAdminMessages as texts,
  providerCreateSchema,
  TESTIMONIALS_MAX,
  type ProviderAdminItem,
  type ProviderAdminPage,
  type TestimonialCreateInput,
  type TestimonialOrderInput,
} from '../../../shared/domains/provider-admin';
import { AppError } from '../../../shared/errors';
import { ratingOf } from '../../../shared/rating';
import type { Deleted, ListQuery } from '../../../shared/schemas/common';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { providers, testimonialImages } from '../../db/schema/faces';
import { authorize } from '../../platform/authorize';
import { deleteItemReferences } from '../../platform/item-references';
import { childRows } from '../../platform/resource-kit/child-rows';
import { resourceService, type ResourceDeps } from '../../platform/resource-kit/service';
import { imageFieldValue } from '../uploads/service';
import {
  adminColumns,
  findAdminProvider,
  insertTestimonial,
  listTestimonialsOf,
  searchAdminProviders,
  setTestimonialOrder,
  testimonialCount,
  testimonialIdsOf,
  type AdminProviderRow,
} from './admin-queries';

const notFound = () => new AppError('NOT_FOUND', texts.notFound);

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

/** The providers manager's list: every provider (inactive too) with their photos, best average first, searched. */
async function listAdminProviders(
  { db }: ResourceDeps,
  actor: Actor,
  query: ListQuery,
): Promise<ProviderAdminPage> {
  authorize(facePolicy.edit(actor));
  const page = await searchAdminProviders(db, query);
  const photos = await listTestimonialsOf(
    db,
    page.items.map((row) => row.id),
  );
  return { ...page, items: page.items.map((row) => toAdminItem(row, photos)) };
}

/**
 * The service providers manager (decision 0038): a resource of the kit whose answer carries the featured flag
 * (a join, so writes read the provider again) and every client photo (read with it), and whose list is a paged
 * search. A new provider starts unrated (rating and total ratings 0): only members' ratings move them, and no
 * write here touches them. The picture is an `image` upload; an update that leaves it out keeps it. Inactive
 * providers leave the lists, their page, Top Faces and members' likes for everyone but administrators. A
 * delete takes likes, ratings and client photos by their foreign keys and the featured row with
 * deleteItemReferences, in one transaction (decision 0013).
 */
export const providerAdmin = {
  ...resourceService({
    kind: 'provider',
    table: providers,
    columns: adminColumns,
    find: findAdminProvider,
    // The create body; an update's is the same without `active` and with the picture optional.
    body: providerCreateSchema,
    policy: { edit: facePolicy.edit, delete: facePolicy.delete },
    notFound: texts.notFound,
    images: ['avatarUrl'],
    imageRules: { leftOutKeeps: true },
    // The picture (and the active flag, also in the body) are the kit's to write.
    values: ({ avatarUrl: _avatar, ...input }, current) => ({
      ...input,
      ...(current ? {} : { ratingTotal: 0, ratingCount: 0 }),
    }),
    answer: async (row, _now, { db }) => toAdminItem(row, await listTestimonialsOf(db, [row.id])),
    deleteWith: (tx, id) => deleteItemReferences(tx, 'face', id),
  }),
  list: listAdminProviders,
};

/** Lock the provider for the rest of a change to their photos (ratings take the same lock). */
async function lockProvider(tx: Tx, id: string): Promise<void> {
  if (!(await findAdminProvider(tx, id, true))) throw notFound();
}

/** A change to the provider's photos under that lock; it answers the provider as the manager shows it. */
async function changePhotos(
  db: Db,
  actor: Actor,
  providerId: string,
  write: (tx: Tx) => Promise<void>,
): Promise<ProviderAdminItem> {
  authorize(facePolicy.edit(actor));
  await db.transaction(async (tx) => {
    await lockProvider(tx, providerId);
    await write(tx);
  });
  const row = await findAdminProvider(db, providerId);
  if (!row) throw notFound();
  return toAdminItem(row, await listTestimonialsOf(db, [providerId]));
}

const testimonialRows = childRows({
  table: testimonialImages,
  id: testimonialImages.id,
  parent: testimonialImages.providerId,
  notFound: texts.testimonialNotFound,
});

/** A client photo goes last in the provider's order. */
export function addTestimonial(
  deps: ResourceDeps,
  actor: Actor,
  providerId: string,
  input: TestimonialCreateInput,
): Promise<ProviderAdminItem> {
  return changePhotos(deps.db, actor, providerId, async (tx) => {
    const { total, last } = await testimonialCount(tx, providerId);
    if (total >= TESTIMONIALS_MAX) {
      throw new AppError('VALIDATION', texts.photosMax, { imageUrl: texts.photosMax });
    }
    const imageUrl = await imageFieldValue(deps, tx, actor, {
      next: input.imageUrl,
      current: null,
      use: 'listing-image',
      field: 'imageUrl',
      message: texts.image,
    });
    await insertTestimonial(tx, { ...input, providerId, imageUrl: imageUrl!, sortOrder: last + 1 });
  });
}

/** The photo goes; the provider's reads are the client's to ask again (glossary: what a deletion answers). */
export async function removeTestimonial(
  db: Db,
  actor: Actor,
  providerId: string,
  testimonialId: string,
): Promise<Deleted> {
  authorize(facePolicy.edit(actor));
  return db.transaction(async (tx) => {
    await lockProvider(tx, providerId);
    return testimonialRows.remove(tx, providerId, testimonialId);
  });
}

/** The new order must name every photo of the provider exactly once (a stale page is refused, not merged). */
export function reorderTestimonials(
  db: Db,
  actor: Actor,
  providerId: string,
  input: TestimonialOrderInput,
): Promise<ProviderAdminItem> {
  return changePhotos(db, actor, providerId, async (tx) => {
    const existing = new Set(await testimonialIdsOf(tx, providerId));
    const given = new Set(input.ids);
    const same =
      given.size === input.ids.length &&
      given.size === existing.size &&
      input.ids.every((id) => existing.has(id));
    if (!same) throw new AppError('VALIDATION', texts.order, { ids: texts.order });
    await setTestimonialOrder(tx, providerId, input.ids);
  });
}
