import { requireCarnival } from '../carnivals/service';
import type { z } from 'zod';
import {
  bandAdminMessages as texts,
  bandInputSchema,
  type AdminBand,
} from '../../../shared/domains/band-admin';
import { bandPolicy } from '../../../shared/domains/bands';
import { ratingOf } from '../../../shared/rating';
import type { ListResponse, listQuerySchema } from '../../../shared/schemas/common';
import type { Actor } from '../../app-env';
import { carnivalBands } from '../../db/schema/bands';
import { authorize } from '../../platform/authorize';
import { deleteItemReferences } from '../../platform/item-references';
import { managedRow } from '../../platform/lists';
import type { RowOf } from '../../platform/resource-kit/definition';
import { resourceService, type ResourceDeps } from '../../platform/resource-kit/service';
import { notifyRegistrationOpened } from './registration-watch';
import { adminColumns, bandCatalogue, searchAdminBands } from './admin-queries';

function toAdminBand(row: RowOf<typeof adminColumns>): AdminBand {
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

/** The bands manager's list: every band, inactive ones too, searched over name, description and location. */
async function adminBands(
  deps: ResourceDeps,
  actor: Actor,
  input: z.output<typeof listQuerySchema>,
): Promise<ListResponse<AdminBand>> {
  authorize(bandPolicy.edit(actor));
  const page = await searchAdminBands(deps.db, input.q, input);
  return { ...page, items: page.items.map(toAdminBand) };
}

/**
 * The bands manager (decision 0038): a resource of the kit whose answers carry the featured flag (a join, so
 * writes read the band again) and whose list is a paged search. Inactive bands stay (likes, ratings and the
 * featured row kept) but only administrators see them. A delete takes the ratings, likes and attendance with
 * the row (foreign keys) and the featured row with deleteItemReferences, in one transaction (decision 0013);
 * the image upload is left to the sweep.
 */
export const bandAdmin = {
  ...resourceService({
    kind: 'band',
    table: carnivalBands,
    columns: adminColumns,
    find: (db, id, lock) => managedRow(db, bandCatalogue, id, lock),
    body: bandInputSchema,
    policy: { edit: bandPolicy.edit, delete: bandPolicy.delete },
    notFound: texts.notFound,
    images: ['imageUrl'],
    check: (tx, input) => requireCarnival(tx, input.carnivalId),
    // The optional fields left out are cleared (the whole record), not kept.
    values: ({ imageUrl: _image, active: _active, ...band }) => ({
      ...band,
      websiteUrl: band.websiteUrl ?? null,
      instagramUrl: band.instagramUrl ?? null,
      registrationUrl: band.registrationUrl ?? null,
      feteIdRegistrationUrl: band.feteIdRegistrationUrl ?? null,
      priceFromCents: band.priceFromCents ?? null,
      priceToCents: band.priceToCents ?? null,
    }),
    answer: toAdminBand,
    afterWrite: (tx, row, before) => (before ? notifyRegistrationOpened(tx, before, row) : Promise.resolve()),
    deleteWith: (tx, id) => deleteItemReferences(tx, 'band', id),
  }),
  list: adminBands,
};
