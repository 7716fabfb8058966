import { and, asc, count, desc, eq, gte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedList, type Placeholders, type Preparable } from '../../db/prepared';
import { carnivalBands } from '../../db/schema/bands';
import { featuredItems } from '../../db/schema/home';
import { containsPattern, matchesAny, withFeatured, type totalColumn } from '../../platform/lists';
import { countUpcoming, dateSpan, upcomingPage } from '../../platform/upcoming';
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
type BandShape = Pick<BandFilter, 'includeInactive' | 'when' | 'featuredOnly'>;
type BandValues = Pick<BandFilter, 'today' | 'country' | 'carnivalId' | 'q'>;
type BandPlaceholders = Placeholders<BandValues>;

const shapeOf = (filter: BandFilter): BandShape => ({
  includeInactive: filter.includeInactive,
  when: filter.when,
  featuredOnly: filter.featuredOnly,
});

const valuesOf = (filter: BandFilter): BandValues => ({
  today: filter.today,
  country: filter.country,
  carnivalId: filter.carnivalId,
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

/** How many bands the list has (the two branches when upcoming, like the page). */
function countQuery(db: Db, shape: BandShape, p: BandPlaceholders) {
  if (shape.when === 'upcoming') {
    return countUpcoming(db, carnivalBands, (when) => whereOf(shape, p, when), span.upcoming(p.today));
  }
  const when = shape.when === 'past' ? span.past(p.today) : undefined;
  return db
    .select({ total: count() })
    .from(carnivalBands)
    .where(whereOf(shape, p, when));
}

/** The list's rows, each with the list's `total` (counted once by the statement: totalColumn). */
function selectRows(db: Db, shape: BandShape & Audience, total: ReturnType<typeof totalColumn>) {
  return withFeatured(
    db
      .select({ ...bandColumns(null, shape.signedIn), total })
      .from(carnivalBands)
      .$dynamic(),
    featuredJoin,
    shape.featuredOnly,
  );
}

type BandPageRow = BandRow & { total: number };

/**
 * One page of bands by start date, with `featured` (`liked` and `attending` false: the service adds the
 * member's own) and the total, in one statement. Upcoming (start or end date today or later) is two ordered
 * branches, like the event lists (platform/upcoming.ts): bands starting from today on, and bands still on the
 * road; every band of the second sorts before every band of the first.
 */
const bandList = preparedList<BandShape & Audience, BandValues, BandRow>(
  countQuery,
  (db, shape, p, total) => {
    if (shape.when === 'past') {
      return selectRows(db, shape, total())
        .where(whereOf(shape, p, span.past(p.today)))
        .orderBy(...newestFirst)
        .limit(p.limit)
        .offset(p.offset);
    }
    if (shape.featuredOnly && shape.when === 'upcoming') {
      // The home's Top Carnival Bands: featured bands not over yet, in the order administrators gave them
      // (/admin/featured); last season's drop out on their own. The featured rows are a handful: one OR.
      const notOver = or(gte(carnivalBands.startDate, p.today), gte(carnivalBands.endDate, p.today));
      return selectRows(db, shape, total())
        .where(whereOf(shape, p, notOver))
        .orderBy(asc(featuredItems.sortOrder), ...byStartDate)
        .limit(p.limit)
        .offset(p.offset);
    }
    if (shape.when === 'all') {
      return selectRows(db, shape, total())
        .where(whereOf(shape, p))
        .orderBy(...byStartDate)
        .limit(p.limit)
        .offset(p.offset);
    }
    return upcomingPage(
      (when) =>
        selectRows(db, shape, total())
          .where(whereOf(shape, p, when))
          .orderBy(...byStartDate),
      span.upcoming(p.today),
      ['start_date', 'name', 'id'],
      p,
    ) as unknown as Preparable<BandPageRow[]>;
  },
);

/** A page of bands and the list's total (one statement; counted apart only for an empty page past the first). */
export function listBandPage(
  db: Db,
  filter: BandFilter,
  page: Audience & { limit: number; offset: number },
): Promise<{ items: BandRow[]; total: number }> {
  return bandList(db, { ...shapeOf(filter), signedIn: page.signedIn }, valuesOf(filter), page);
}
