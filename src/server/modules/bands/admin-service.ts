import type { z } from 'zod';
import {
  bandAdminMessages as texts,
  type AdminBand,
  type bandAdminQuerySchema,
  type BandInputParsed,
} from '../../../shared/domains/band-admin';
import { bandPolicy } from '../../../shared/domains/bands';
import { contentMessages, type ActiveInput, type Deleted } from '../../../shared/domains/content-admin';
import { AppError } from '../../../shared/errors';
import { ratingOf } from '../../../shared/rating';
import type { ListResponse } from '../../../shared/schemas/common';
import type { Actor, Deps } from '../../app-env';
import type { Tx } from '../../db/client';
import { deleteItemReferences } from '../../platform/item-references';
import { pageFromWindow, pageOffset } from '../../platform/lists';
import { keepOrClaimImage } from '../uploads/service';
import {
  countAdminBands,
  deleteBand,
  findAdminBand,
  insertBand,
  listAdminBandPage,
  updateBand,
  type AdminBandRow,
} from './admin-queries';

type FileDeps = Pick<Deps, 'db' | 'storage'>;

function toAdminBand(row: AdminBandRow): AdminBand {
  const { ratingTotal, ratingCount, ...rest } = row;
  return {
    ...rest,
    rating: ratingOf('band', ratingTotal, ratingCount),
    totalRatings: ratingCount,
    // The manager is not a member's view: nothing to like here.
    liked: false,
    attending: false,
  };
}

async function reread(tx: Tx, id: string): Promise<AdminBand> {
  const row = await findAdminBand(tx, id);
  if (!row) throw new AppError('NOT_FOUND', texts.notFound);
  return toAdminBand(row);
}

/** The bands manager's list: every band, inactive ones too, searched over name, description and location. */
export async function adminBands(
  deps: FileDeps,
  actor: Actor,
  input: z.output<typeof bandAdminQuerySchema>,
): Promise<ListResponse<AdminBand>> {
  if (!bandPolicy.edit(actor)) throw new AppError('FORBIDDEN');
  const rows = await listAdminBandPage(
    deps.db,
    input.q,
    input.pageSize,
    pageOffset(input.page, input.pageSize),
  );
  return pageFromWindow(rows, input, () => countAdminBands(deps.db, input.q), toAdminBand);
}

async function values(deps: FileDeps, tx: Tx, actor: Actor, input: BandInputParsed, current?: AdminBandRow) {
  return {
    name: input.name,
    description: input.description,
    location: input.location,
    state: input.state,
    country: input.country,
    year: input.year,
    startDate: input.startDate,
    endDate: input.endDate,
    imageUrl: await keepOrClaimImage(deps, tx, actor, {
      next: input.imageUrl,
      current: current?.imageUrl,
      use: 'listing-image',
      field: 'imageUrl',
      refused: contentMessages.imageInvalid,
    }),
    websiteUrl: input.websiteUrl ?? null,
    instagramUrl: input.instagramUrl ?? null,
    registrationUrl: input.registrationUrl ?? null,
    feteIdRegistrationUrl: input.feteIdRegistrationUrl ?? null,
    ...(input.active === undefined ? {} : { active: input.active }),
  };
}

export async function createBand(deps: FileDeps, actor: Actor, input: BandInputParsed): Promise<AdminBand> {
  if (!bandPolicy.edit(actor)) throw new AppError('FORBIDDEN');
  return deps.db.transaction(async (tx) => {
    const id = await insertBand(tx, await values(deps, tx, actor, input));
    return reread(tx, id);
  });
}

/** The whole record; the row is locked so two administrators' saves apply one after the other. */
export async function editBand(
  deps: FileDeps,
  actor: Actor,
  id: string,
  input: BandInputParsed,
): Promise<AdminBand> {
  if (!bandPolicy.edit(actor)) throw new AppError('FORBIDDEN');
  return deps.db.transaction(async (tx) => {
    const current = await findAdminBand(tx, id, true);
    if (!current) throw new AppError('NOT_FOUND', texts.notFound);
    await updateBand(tx, id, await values(deps, tx, actor, input, current));
    return reread(tx, id);
  });
}

/** Inactive bands stay (likes, ratings and the featured row kept) but only administrators see them. */
export async function setBandActive(
  deps: FileDeps,
  actor: Actor,
  id: string,
  input: ActiveInput,
): Promise<AdminBand> {
  if (!bandPolicy.edit(actor)) throw new AppError('FORBIDDEN');
  return deps.db.transaction(async (tx) => {
    if (!(await updateBand(tx, id, { active: input.active })))
      throw new AppError('NOT_FOUND', texts.notFound);
    return reread(tx, id);
  });
}

/**
 * Decision 0013: ratings, likes and attendance go with the row (foreign keys), the featured row with
 * deleteItemReferences, all in one transaction. The image upload is left to the sweep.
 */
export async function removeBand(deps: FileDeps, actor: Actor, id: string): Promise<Deleted> {
  if (!bandPolicy.delete(actor)) throw new AppError('FORBIDDEN');
  await deps.db.transaction(async (tx) => {
    await deleteItemReferences(tx, 'band', id);
    if (!(await deleteBand(tx, id))) throw new AppError('NOT_FOUND', texts.notFound);
  });
  return { id, deleted: true };
}
