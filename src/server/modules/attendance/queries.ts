import { and, asc, count, eq, sql } from 'drizzle-orm';
import { preparedPerShape, preparedSql, type Placeholders } from '../../db/prepared';
import {
  attemptUpsert,
  countedInStatement,
  type AttemptPlaceholders,
  type attemptValues,
} from '../../platform/rate-limit';
import { attendableBandQuery } from '../bands/service';
import { attendableEventQuery } from '../events/service';
import type { AttendableKind } from '../../../shared/domains/attendance';
import type { Db, Tx } from '../../db/client';
import { bandAttendees, eventAttendees } from '../../db/schema/attendance';
import { users } from '../../db/schema/auth';
import { shownInCommunityTo } from '../../platform/community';
import { pageOffset, windowTotal, type PageParams } from '../../platform/lists';

const tables = {
  event: { table: eventAttendees, item: eventAttendees.eventId, user: eventAttendees.userId },
  band: { table: bandAttendees, item: bandAttendees.bandId, user: bandAttendees.userId },
} as const;

const countOf = preparedPerShape((db, kind: AttendableKind, p: Placeholders<{ itemId: string }>) => {
  const { table, item } = tables[kind];
  return db.select({ total: count() }).from(table).where(eq(item, p.itemId));
});

/** How many attend the item (the public count, capacity-limited or not). */
export async function countAttendees(db: Db | Tx, kind: AttendableKind, itemId: string): Promise<number> {
  const [row] = await countOf(db, kind, { itemId });
  return row?.total ?? 0;
}

/** Each kind's item as attendance checks it: there for the viewer, with its capacity (events only). */
const attendableQuery: Record<AttendableKind, typeof attendableEventQuery> = {
  event: attendableEventQuery,
  band: attendableBandQuery as unknown as typeof attendableEventQuery, // the same columns: id, capacity
};

/**
 * The attendance statement's values: the member, the item, the limit's cap and the attempt's upsert values.
 */
type ChangeValues = { itemId: string; userId: string; max: number } & Record<
  keyof ReturnType<typeof attemptValues>,
  string | number
>;

/** What an attendance change's statement answers: one row, whatever happened. */
export interface AttendanceVerdict {
  /** The attempt against the member's attendance limit: the count in its window, and the window's start (ms). */
  count: number;
  windowStart: number | string;
  /** The item is there for the viewer (else nothing was written: 404). */
  found: boolean;
  /** The item's capacity (null: none). */
  capacity: number | null;
  /** The count after the change; -1 when the event was full and nothing was written (409). */
  total: number;
}

/**
 * An attendance change in one statement (issue #25, goal 3; it was the limit's upsert, then the item's check, the
 * write and the count, then for an item with a capacity a transaction of six to eight more under its lock):
 *
 * - `counted`: the member's attempt against MEMBER_WRITE_LIMITS.attendance (platform/rate-limit.ts's upsert),
 *   counted whatever the item, as the limit's middleware counted it;
 * - `item`: the item when the viewer may see it, with its capacity; `allowed`: the same within the limit;
 * - `written`: without a capacity, the insert (`attend`) or delete of the member's row: no lock is needed, and the
 *   count is the one before the statement (its snapshot) with the row written added or taken away;
 * - the answer's `total` (events only: a band has no capacity): with one, `event_attendance_change_locked`
 *   (migration 0030) takes the event's attendance lock and checks, writes and counts in a snapshot of its own taken
 *   after the lock; without one, the count before the statement with the row `written` added or taken away.
 *
 * PostgreSQL runs every data-modifying CTE whether the query reads it or not. Built once per kind, direction and
 * audience and prepared (db/prepared.ts): each connection parses it once.
 */
export const changeAttendanceStatement = preparedPerShape(
  (
    db,
    shape: { kind: AttendableKind; attend: boolean; inactive: boolean },
    p: Placeholders<ChangeValues>,
  ) => {
    const { table, item: itemColumn, user } = tables[shape.kind];
    const [item, member] = [sql.identifier(itemColumn.name), sql`${p.userId}::text`];
    const unlimited = sql`select id from allowed where capacity is null`;
    const write = shape.attend
      ? sql`insert into ${table} (${item}, ${sql.identifier(user.name)}) select id, ${member} from (${unlimited}) u
          on conflict do nothing returning 1`
      : sql`delete from ${table} where ${user} = ${member} and ${itemColumn} in (${unlimited}) returning 1`;
    const after = sql`(select count(*) from ${table} where ${itemColumn} = item.id)
      ${shape.attend ? sql`+` : sql`-`} (select count(*) from written)`;
    const total =
      shape.kind === 'event'
        ? sql`coalesce((select event_attendance_change_locked(allowed.id::text, ${member}, ${shape.attend},
            allowed.capacity) from allowed where allowed.capacity is not null), ${after})`
        : after;
    return preparedSql<AttendanceVerdict>(
      db,
      sql`with counted as (${attemptUpsert(db, p as AttemptPlaceholders).getSQL()}),
        item as (${attendableQuery[shape.kind](db, p.itemId, shape.inactive).getSQL()}),
        allowed as (select item.id, item.capacity from item, counted where counted.count <= ${p.max}::int),
        written as (${write})
        select counted.count, counted.window_start as "windowStart", item.id is not null as found,
          item.capacity, (${total})::int as total
        from counted left join item on true`,
    );
  },
);

/**
 * Counts the member's attempt against MEMBER_WRITE_LIMITS.attendance and, within it, changes their attendance of
 * the item if it is there for the viewer (`inactive`: they see inactive items too). Answers the limit's decision,
 * whether the item was there, its capacity and the count after (-1: full, nothing written).
 */
export async function changeAttendanceOnce(
  db: Db,
  kind: AttendableKind,
  { userId, itemId, inactive, now }: { userId: string; itemId: string; inactive: boolean; now: number },
  attend: boolean,
) {
  const verdict = await countedInStatement('attendance', userId, now, async (attempt) => {
    const { rows } = await changeAttendanceStatement(
      db,
      { kind, attend, inactive },
      { userId, itemId, ...attempt },
    );
    return rows[0]!;
  });
  return { ...verdict, total: Number(verdict.total) };
}

/**
 * One page of the attendees the viewer may see named (the community rule: shown, not suspended, no block either
 * way with the viewer), first to attend first, with the total.
 */
export async function listShownAttendeePage(
  db: Db | Tx,
  kind: AttendableKind,
  itemId: string,
  viewerId: string,
  { page, pageSize }: PageParams,
) {
  const { table, item, user } = tables[kind];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
      imageUrl: users.image,
      territory: users.territory,
      total: windowTotal(),
    })
    .from(table)
    .innerJoin(users, eq(users.id, user))
    .where(and(eq(item, itemId), shownInCommunityTo(viewerId)))
    .orderBy(asc(table.createdAt), asc(users.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
}

export async function countShownAttendees(
  db: Db | Tx,
  kind: AttendableKind,
  itemId: string,
  viewerId: string,
) {
  const { table, item, user } = tables[kind];
  const [row] = await db
    .select({ total: count() })
    .from(table)
    .innerJoin(users, eq(users.id, user))
    .where(and(eq(item, itemId), shownInCommunityTo(viewerId)));
  return row?.total ?? 0;
}
