import { asc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { facePolicy } from '../../../shared/domains/faces';
import {
  providerAdminMessages as texts,
  providerCreateSchema,
  TESTIMONIALS_MAX,
  type ProviderAdminItem,
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
import { managedRow } from '../../platform/lists';
import { preparedManagedPage, searchPattern } from '../../platform/prepared-lists';
import type { Placeholders } from '../../db/prepared';
import { childRows } from '../../platform/resource-kit/child-rows';
import { nextOrder, orderedIds, renumber } from '../../platform/resource-kit/ordered-list';
import { resourceService, type ResourceDeps } from '../../platform/resource-kit/service';
import { imageFieldValue } from '../uploads/service';
import { featuredJoin, providerColumns, providerOrder } from './queries';

/** The spec's search of the manager: full name, bio and services (the public list also searches the location). */
function adminWhere(p: Placeholders<{ q?: string }>): SQL | undefined {
  if (!p.q) return undefined;
  return or(
    ilike(sql`${providers.firstName} || ' ' || ${providers.lastName}`, p.q),
    ilike(providers.bio, p.q),
    sql`exists (select 1 from unnest(${providers.services}) as service where service ilike ${p.q})`,
  );
}

const { liked: _liked, ...publicColumns } = providerColumns(null);
/** The manager's columns: the public provider (with the featured flag, a join) and the service prices. */
const providerCatalogue = {
  table: providers,
  columns: { ...publicColumns, servicePrices: providers.servicePrices },
  featuredJoin,
};

/** The manager's page, prepared once (db/prepared.ts): the search pattern is its value. */
const providerList = preparedManagedPage<typeof providerCatalogue.columns, null, { q?: string }>(
  providerCatalogue,
  (_db, _shape, p) => adminWhere(p),
  () => providerOrder(),
);

/** One provider as the manager shows it; `lock` locks the provider for the write (ratings take the same lock). */
const findAdminProvider = (db: Db | Tx, id: string, lock = false) =>
  managedRow(db, providerCatalogue, id, lock);
type AdminProviderRow = NonNullable<Awaited<ReturnType<typeof findAdminProvider>>>;

/** The client photos of a provider, in page order (`ordered-list.ts`'s order: place, creation, id). */
const { id, sortOrder, createdAt } = testimonialImages;
const photoList = { table: testimonialImages, id, sortOrder, createdAt };
const photosOf = (providerId: string) => eq(testimonialImages.providerId, providerId);

/** Every client photo of these providers (hidden ones too), in page order. */
function listTestimonialsOf(db: Db | Tx, providerIds: string[]) {
  if (providerIds.length === 0) return Promise.resolve([]);
  const { sortOrder: _order, createdAt: _created, ...columns } = getTableColumns(testimonialImages);
  return db
    .select(columns)
    .from(testimonialImages)
    .where(inArray(testimonialImages.providerId, providerIds))
    .orderBy(asc(sortOrder), asc(createdAt), asc(id));
}

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

/** The provider as the manager shows it, with every client photo. */
const withPhotos = async (db: Db | Tx, row: AdminProviderRow) =>
  toAdminItem(row, await listTestimonialsOf(db, [row.id]));

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
    columns: providerCatalogue.columns,
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
    answer: (row, _now, { db }) => withPhotos(db, row),
    deleteWith: (tx, id) => deleteItemReferences(tx, 'face', id),
  }),
  /**
   * The manager's page: every provider (inactive too) with their photos, best average first as the spec lists
   * them, searched; and the total, carried on every row (one statement; counted apart only for a page past the end).
   */
  async list({ db }: ResourceDeps, actor: Actor, query: ListQuery) {
    authorize(facePolicy.edit(actor));
    const page = await providerList(db, null, { q: searchPattern(query.q) }, query);
    const photos = await listTestimonialsOf(
      db,
      page.items.map((row) => row.id),
    );
    return { ...page, items: page.items.map((row) => toAdminItem(row, photos)) };
  },
};

/**
 * A change to the provider's photos, the provider locked for it (ratings take the same lock), by an
 * administrator. `answer` then reads the provider as the manager shows it.
 */
async function changePhotos<R>(db: Db, actor: Actor, providerId: string, write: (tx: Tx) => Promise<R>) {
  authorize(facePolicy.edit(actor));
  return db.transaction(async (tx) => {
    if (!(await findAdminProvider(tx, providerId, true))) throw new AppError('NOT_FOUND', texts.notFound);
    return write(tx);
  });
}

async function providerAfter(db: Db, providerId: string): Promise<ProviderAdminItem> {
  const row = await findAdminProvider(db, providerId);
  if (!row) throw new AppError('NOT_FOUND', texts.notFound);
  return withPhotos(db, row);
}

const testimonialRows = childRows({
  table: testimonialImages,
  id,
  parent: testimonialImages.providerId,
  notFound: texts.testimonialNotFound,
});

/** A client photo goes last in the provider's order. */
export async function addTestimonial(
  deps: ResourceDeps,
  actor: Actor,
  providerId: string,
  input: TestimonialCreateInput,
): Promise<ProviderAdminItem> {
  await changePhotos(deps.db, actor, providerId, async (tx) => {
    if ((await orderedIds(tx, photoList, photosOf(providerId))).length >= TESTIMONIALS_MAX) {
      throw new AppError('VALIDATION', texts.photosMax, { imageUrl: texts.photosMax });
    }
    const imageUrl = await imageFieldValue(deps, tx, actor, {
      next: input.imageUrl,
      current: null,
      use: 'listing-image',
      field: 'imageUrl',
      message: texts.image,
    });
    const place = await nextOrder(tx, photoList, photosOf(providerId));
    await tx
      .insert(testimonialImages)
      .values({ ...input, providerId, imageUrl: imageUrl!, sortOrder: place });
  });
  return providerAfter(deps.db, providerId);
}

/** The photo goes; the provider's reads are the client's to ask again (glossary: what a deletion answers). */
export function removeTestimonial(
  db: Db,
  actor: Actor,
  providerId: string,
  photoId: string,
): Promise<Deleted> {
  return changePhotos(db, actor, providerId, (tx) => testimonialRows.remove(tx, providerId, photoId));
}

/** The new order must name every photo of the provider exactly once (a stale page is refused, not merged). */
export async function reorderTestimonials(
  db: Db,
  actor: Actor,
  providerId: string,
  input: TestimonialOrderInput,
): Promise<ProviderAdminItem> {
  await changePhotos(db, actor, providerId, async (tx) => {
    const existing = await orderedIds(tx, photoList, photosOf(providerId));
    const same = [...input.ids].sort().join() === existing.sort().join();
    if (!same) throw new AppError('VALIDATION', texts.order, { ids: texts.order });
    await renumber(tx, photoList, input.ids);
  });
  return providerAfter(db, providerId);
}
