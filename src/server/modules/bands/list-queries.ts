import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pick, type Placeholders } from '../../db/prepared';
import { carnivalBands } from '../../db/schema/bands';
import { containsPattern, matchesAny, selectWithFeatured } from '../../platform/lists';
import { dateSpan, preparedDatedList } from '../../platform/upcoming';
import { bandColumns, featuredJoin, type BandFilter, type BandRow } from './queries';

/**
 * The public band lists (the bands page, Top Carnival Bands, a carnival's bands): a page and its total in one
 * statement, prepared once per shape (db/prepared.ts).
 */

/** Upcoming and past (platform/upcoming.ts). */
const span = dateSpan(carnivalBands, carnivalBands.startDate, carnivalBands.endDate);

/**
 * A list's statement is prepared once per shape (db/prepared.ts): the audience, `when` and featured only
 * decide its text; the rest are its values (`q` is the search's ILIKE pattern).
 */
const SHAPE = ['includeInactive', 'when', 'featuredOnly'] as const;
type BandShape = Pick<BandFilter, (typeof SHAPE)[number]>;
type BandValues = Pick<BandFilter, 'today' | 'country' | 'carnivalId' | 'q'>;
type BandPlaceholders = Placeholders<BandValues>;

const valuesOf = (filter: BandFilter): BandValues => ({
  ...pick(filter, ['today', 'country', 'carnivalId']),
  q: filter.q ? containsPattern(filter.q) : undefined,
});

function whereOf(shape: BandShape, p: BandPlaceholders, when?: SQL): SQL | undefined {
  return and(
    ...[
      shape.includeInactive ? undefined : eq(carnivalBands.active, true),
      p.country ? eq(carnivalBands.country, p.country) : undefined,
      p.carnivalId ? eq(carnivalBands.carnivalId, p.carnivalId) : undefined,
      matchesAny([carnivalBands.name, carnivalBands.description, carnivalBands.location], p.q),
      when,
    ].filter(Boolean),
  );
}

const byStartDate = [asc(carnivalBands.startDate), asc(carnivalBands.name), asc(carnivalBands.id)];
const newestFirst = [desc(carnivalBands.startDate), asc(carnivalBands.name), asc(carnivalBands.id)];

/** Lists are the same for every member (the Fete ID link) or every visitor. */
type Audience = { signedIn: boolean };

/**
 * One page of bands by start date, with `featured` (`liked` and `attending` false: the service adds the
 * member's own) and the total, in one statement. Upcoming (start or end date today or later) is two ordered
 * branches, like the event lists (platform/upcoming.ts): bands starting from today on, and bands still on the
 * road; every band of the second sorts before every band of the first. The home's Top Carnival Bands (featured
 * only) are the featured bands not over yet: last season's drop out on their own.
 */
const bandList = preparedDatedList<BandShape & Audience, BandValues, BandRow>(
  span,
  whereOf,
  (db, shape, total) =>
    selectWithFeatured(
      db,
      carnivalBands,
      { ...bandColumns(null, shape.signedIn), total },
      featuredJoin,
      shape.featuredOnly,
    ),
  { soonestFirst: byStartDate, newestFirst, columns: ['start_date', 'name', 'id'] },
);

/** A page of bands and the list's total (one statement; counted apart only for an empty page past the first). */
export function listBandPage(
  db: Db,
  filter: BandFilter,
  page: Audience & { limit: number; offset: number },
): Promise<{ items: BandRow[]; total: number }> {
  return bandList(db, { ...pick(filter, SHAPE), signedIn: page.signedIn }, valuesOf(filter), page);
}
