import { and, asc, count, eq, sql } from 'drizzle-orm';
import { preparedPerShape, type Placeholders } from '../../db/prepared';
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

/*
 * The statements of the locked path (an item with a capacity), each built once per kind and prepared: run inside
 * `preparedTransaction` they run as prepared for the database (db/prepared.ts).
 */

const lockOf = preparedPerShape((db, kind: AttendableKind, p: Placeholders<{ itemId: string }>) =>
  db
    .select({ locked: sql`pg_advisory_xact_lock(hashtext(${`${kind}_attendees`}), hashtext(${p.itemId}))` })
    .from(sql`(select 1) as one`),
);

/** Attendance of one item changes one write at a time (the capacity check and its insert stay together). */
export async function lockAttendance(tx: Tx, kind: AttendableKind, itemId: string): Promise<void> {
  await lockOf(tx, kind, { itemId });
}

const countOf = preparedPerShape((db, kind: AttendableKind, p: Placeholders<{ itemId: string }>) => {
  const { table, item } = tables[kind];
  return db.select({ total: count() }).from(table).where(eq(item, p.itemId));
});

export async function countAttendees(db: Db | Tx, kind: AttendableKind, itemId: string): Promise<number> {
  const [row] = await countOf(db, kind, { itemId });
  return row?.total ?? 0;
}

const attendingOf = preparedPerShape(
  (db, kind: AttendableKind, p: Placeholders<{ itemId: string; userId: string }>) => {
    const { table, item, user } = tables[kind];
    return db
      .select({ one: sql<number>`1` })
      .from(table)
      .where(and(eq(item, p.itemId), eq(user, p.userId)))
      .limit(1);
  },
);

export async function isAttending(
  db: Db | Tx,
  kind: AttendableKind,
  itemId: string,
  userId: string,
): Promise<boolean> {
  return (await attendingOf(db, kind, { itemId, userId })).length > 0;
}

/** Each kind's item as attendance checks it: there for the viewer, with its capacity (events only). */
const attendableQuery: Record<AttendableKind, typeof attendableEventQuery> = {
  event: attendableEventQuery,
  band: attendableBandQuery as unknown as typeof attendableEventQuery, // the same columns: id, capacity
};

/**
 * An attendance change with no lock, in one statement (issue #25, goal 3): the CTE `item` is the item when the
 * viewer may see it, with its capacity; `written` inserts (`attend`) or deletes the member's row only when the
 * item has no capacity (PostgreSQL runs a data-modifying CTE whether or not the query reads it); the answer is
 * the item's capacity and the count after the write. The count's subquery sees the rows as they were before the
 * statement, so the row this statement wrote is added (or the one it deleted taken away). No row: the item is
 * not there for this viewer. A capacity in the answer: nothing was written, the caller takes the locked path.
 */
export const changeUnlimitedAttendance = preparedPerShape(
  (
    db,
    shape: { kind: AttendableKind; attend: boolean; inactive: boolean },
    p: Placeholders<{ itemId: string; userId: string }>,
  ) => {
    const { table, item: itemColumn, user } = tables[shape.kind];
    const item = db.$with('item').as(attendableQuery[shape.kind](db, p.itemId, shape.inactive));
    const write = shape.attend
      ? sql`insert into ${table} (${sql.identifier(itemColumn.name)}, ${sql.identifier(user.name)})
          select ${item.id}, ${p.userId} from ${item} where ${item.capacity} is null
          on conflict do nothing returning 1`
      : sql`delete from ${table} where ${user} = ${p.userId}
          and ${itemColumn} in (select ${item.id} from ${item} where ${item.capacity} is null) returning 1`;
    const written = db.$with('written', {}).as(write);
    const before = sql`(select count(*) from ${table} where ${itemColumn} = ${item.id})`;
    const change = sql`(select count(*) from ${written})`;
    return db
      .with(item, written)
      .select({
        capacity: item.capacity,
        count: sql<number>`(${before} ${shape.attend ? sql`+` : sql`-`} ${change})::int`.mapWith(Number),
      })
      .from(item);
  },
);

const attendanceWrite = preparedPerShape(
  (
    db,
    shape: { kind: AttendableKind; attend: boolean },
    p: Placeholders<{ itemId: string; userId: string }>,
  ) => {
    const { table, item, user } = tables[shape.kind];
    if (!shape.attend) return db.delete(table).where(and(eq(item, p.itemId), eq(user, p.userId)));
    return shape.kind === 'event'
      ? db.insert(eventAttendees).values({ eventId: p.itemId, userId: p.userId }).onConflictDoNothing()
      : db.insert(bandAttendees).values({ bandId: p.itemId, userId: p.userId }).onConflictDoNothing();
  },
);

/** Mark attendance; a second mark is no error (the primary key, ON CONFLICT DO NOTHING). */
export async function insertAttendance(
  db: Db | Tx,
  kind: AttendableKind,
  itemId: string,
  userId: string,
): Promise<void> {
  await attendanceWrite(db, { kind, attend: true }, { itemId, userId });
}

export async function deleteAttendance(
  db: Db | Tx,
  kind: AttendableKind,
  itemId: string,
  userId: string,
): Promise<void> {
  await attendanceWrite(db, { kind, attend: false }, { itemId, userId });
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
