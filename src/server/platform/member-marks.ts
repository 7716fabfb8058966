import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { bandAttendees, eventAttendees } from '../db/schema/attendance';
import { bandRatings } from '../db/schema/bands';
import { likedBands, likedEvents } from '../db/schema/likes';
import { unshared, type SharedPages } from './shared-pages';

/**
 * A member's own marks on a set of items (their likes, their attendance, their rating), read in ONE named
 * prepared statement: one small branch per mark, glued with UNION ALL, each reading the mark table's primary
 * key for the member and the ids asked about. Shared pages and shared detail bodies (shared-pages.ts) carry no
 * member's marks; the service adds them from this answer, so they are exact on every request and never pass
 * from one member to another.
 *
 * It lives in the platform, parameterised by tables like `likedIdsAmong`, because the marks belong to other
 * modules (likes, attendance): the events and bands modules only ask, they never read those tables.
 */
export interface MarkSource {
  user: AnyPgColumn;
  item: AnyPgColumn;
  /** A number the mark carries (a rating); none for on/off marks. */
  value?: AnyPgColumn;
}

/** For each mark, the ids that carry it (with the mark's value, null for on/off marks). */
export type MemberMarks<Mark extends string> = Record<Mark, ReadonlyMap<string, number | null>>;

type Statement = {
  execute(values: {
    userId: string;
    ids: string[];
  }): Promise<{ mark: string; id: string; value: number | null }[]>;
};

export function memberMarksAmong<Mark extends string>(name: string, sources: Record<Mark, MarkSource>) {
  const marks = Object.keys(sources) as Mark[];
  const statements = new WeakMap<Db, Statement>();
  const prepare = (db: Db): Statement => {
    const branch = (mark: Mark) => {
      const { user, item, value } = sources[mark];
      return db
        .select({
          // Mark names are this file's constants, never input.
          mark: sql<string>`${sql.raw(`'${mark}'`)}::text`.as('mark'),
          id: sql<string>`${item}::text`.as('id'),
          value: value
            ? sql<number | null>`${value}::integer`.as('value')
            : sql<null>`null::integer`.as('value'),
        })
        .from(user.table)
        .where(
          and(eq(user, sql.placeholder('userId')), sql`${item} = any(${sql.placeholder('ids')}::uuid[])`),
        );
    };
    const [first, ...rest] = marks.map(branch);
    let query = first!.$dynamic();
    for (const next of rest) query = query.unionAll(next) as typeof query;
    return query.prepare(name) as unknown as Statement;
  };
  const read = async (db: Db, userId: string, ids: readonly string[]): Promise<MemberMarks<Mark>> => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    const found = Object.fromEntries(marks.map((mark) => [mark, new Map<string, number | null>()])) as Record<
      Mark,
      Map<string, number | null>
    >;
    for (const row of await statement.execute({ userId, ids: [...ids] })) {
      found[row.mark as Mark]?.set(row.id, row.value === null ? null : Number(row.value));
    }
    return found;
  };
  /**
   * The member's marks among `ids`. With `pages`, kept per member and ids until the next write (`perMember`):
   * the member's own like, attendance or rating is a write, so it shows on their next request.
   */
  return (
    db: Db,
    userId: string,
    ids: readonly string[],
    pages: SharedPages = unshared,
  ): Promise<MemberMarks<Mark>> => {
    if (ids.length === 0) return Promise.resolve(empty(marks));
    // Keyed by the member and the very ids asked about, so a value is right for exactly this question.
    return pages.perMember(`${name}:${userId}:${ids.join(',')}`, () => read(db, userId, ids));
  };
}

function empty<Mark extends string>(marks: readonly Mark[]): MemberMarks<Mark> {
  return Object.fromEntries(marks.map((mark) => [mark, new Map()])) as unknown as MemberMarks<Mark>;
}

/** A member's likes and attendance among events (liked_events_pk, event_attendees_pk). */
export const eventMarks = memberMarksAmong('event_member_marks', {
  liked: { user: likedEvents.userId, item: likedEvents.eventId },
  attending: { user: eventAttendees.userId, item: eventAttendees.eventId },
});

/** A member's likes, attendance and rating among bands (liked_bands_pk, band_attendees_pk, band_ratings_pk). */
export const bandMarks = memberMarksAmong('band_member_marks', {
  liked: { user: likedBands.userId, item: likedBands.bandId },
  attending: { user: bandAttendees.userId, item: bandAttendees.bandId },
  rating: { user: bandRatings.userId, item: bandRatings.bandId, value: bandRatings.rating },
});

/**
 * The member's likes and attendance added to shared items: new objects with `liked` and `attending` from the
 * member's marks, every other field as shared. The shared items are left as they were. Visitors (no marks)
 * get both false.
 */
export function withMarks<Item extends { id: string; liked: boolean; attending: boolean }>(
  items: readonly Item[],
  marks: MemberMarks<'liked' | 'attending'> | null,
): Item[] {
  if (!marks) return items as Item[];
  return items.map((item) => ({
    ...item,
    liked: marks.liked.has(item.id),
    attending: marks.attending.has(item.id),
  }));
}
