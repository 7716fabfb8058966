import { asc, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carnivalBands } from '../../db/schema/bands';
import { featuredJoinOf, isFeatured, matchesAny, type PageParams } from '../../platform/lists';
import { preparedManagedPage, searchPattern } from '../../platform/prepared-lists';
import { bandOfferFields, bandPlaceFields } from './queries';

/** The bands manager's columns: the public band, the year, the Fete ID link in full and the exact aggregates. */
export const adminColumns = {
  ...bandPlaceFields,
  year: carnivalBands.year,
  startDate: carnivalBands.startDate,
  endDate: carnivalBands.endDate,
  websiteUrl: carnivalBands.websiteUrl,
  instagramUrl: carnivalBands.instagramUrl,
  registrationUrl: carnivalBands.registrationUrl,
  feteIdRegistrationUrl: carnivalBands.feteIdRegistrationUrl,
  ...bandOfferFields,
  ratingTotal: carnivalBands.ratingTotal,
  ratingCount: carnivalBands.ratingCount,
  active: carnivalBands.active,
  featured: isFeatured(),
};

const featuredJoin = featuredJoinOf('band', carnivalBands.id);

export const bandCatalogue = { table: carnivalBands, columns: adminColumns, featuredJoin };

const bandList = preparedManagedPage<typeof adminColumns, null, { q?: string }>(
  bandCatalogue,
  (_db, _shape, p) =>
    matchesAny([carnivalBands.name, carnivalBands.description, carnivalBands.location], p.q),
  () => [desc(carnivalBands.startDate), asc(carnivalBands.name), asc(carnivalBands.id)],
);

/** Every band, newest start first (the season being planned is on top), searched; inactive ones too. */
export function searchAdminBands(db: Db, q: string, params: PageParams) {
  return bandList(db, null, { q: searchPattern(q) }, params);
}
