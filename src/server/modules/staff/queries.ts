import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { OPEN_APPLICATION_STATUSES } from '../../../shared/domains/staff';
import type { Db, Tx } from '../../db/client';
import {
  staffApplications,
  staffPositions,
  type NewStaffApplication,
  type StaffApplication,
  type StaffPosition,
} from '../../db/schema/staff';
import { matchesAny, newestFirstAfter, type PageParams } from '../../platform/lists';
import { preparedListPage, searchPattern } from '../../platform/prepared-lists';

type Executor = Db | Tx;

// Spelled out: inside a subquery drizzle would leave the outer "id" unqualified (read as the inner table's).
const applicationCount = sql<number>`(select count(*) from "staff_applications" as "counted"
  where "counted"."position_id" = "staff_positions"."id")`.mapWith(Number);

export type PositionRow = StaffPosition & { applicationCount: number };

/** A position's columns and its application count. */
export const positionColumns = {
  id: staffPositions.id,
  title: staffPositions.title,
  description: staffPositions.description,
  requirements: staffPositions.requirements,
  salaryRange: staffPositions.salaryRange,
  active: staffPositions.active,
  createdAt: staffPositions.createdAt,
  updatedAt: staffPositions.updatedAt,
  applicationCount,
};

/** The back office's list, prepared once (db/prepared.ts): searched over title, description, salary. */
const positionList = preparedListPage<typeof positionColumns, null, { q?: string }>((_db, _shape, p) => ({
  columns: positionColumns,
  table: staffPositions,
  where: matchesAny([staffPositions.title, staffPositions.description, staffPositions.salaryRange], p.q),
  orderBy: [desc(staffPositions.createdAt), asc(staffPositions.id)],
}));

/** The back office's list: newest first (admin-back-office.md §7), searched over title, description, salary. */
export async function listPositions(db: Db, q: string, params: PageParams) {
  return positionList(db, null, { q: searchPattern(q) }, params);
}

/** What applicants see: active positions only, by title (member-areas.md §7). */
export async function listOpenPositions(db: Db) {
  return db
    .select({
      id: staffPositions.id,
      title: staffPositions.title,
      description: staffPositions.description,
      requirements: staffPositions.requirements,
      salaryRange: staffPositions.salaryRange,
    })
    .from(staffPositions)
    .where(eq(staffPositions.active, true))
    .orderBy(asc(staffPositions.title), asc(staffPositions.id));
}

export async function findPosition(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PositionRow | undefined> {
  if (options.forUpdate) {
    // Locked alone (a lock cannot cover the count's subquery), then counted.
    const [locked] = await db.select().from(staffPositions).where(eq(staffPositions.id, id)).for('update');
    if (!locked) return undefined;
  }
  const [row] = await db.select(positionColumns).from(staffPositions).where(eq(staffPositions.id, id));
  return row;
}

export async function hasOpenApplication(
  tx: Tx,
  positionId: string,
  userId: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: staffApplications.id })
    .from(staffApplications)
    .where(
      and(
        eq(staffApplications.positionId, positionId),
        eq(staffApplications.userId, userId),
        inArray(staffApplications.status, [...OPEN_APPLICATION_STATUSES]),
        exceptId ? sql`${staffApplications.id} <> ${exceptId}::uuid` : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertApplication(tx: Tx, values: NewStaffApplication): Promise<StaffApplication> {
  const [row] = await tx.insert(staffApplications).values(values).returning();
  return row!;
}

/** A position's applications, prepared once: the spec's search (name, email, phone or status). */
const applicationList = preparedListPage<
  ReturnType<typeof getTableColumns<typeof staffApplications>>,
  null,
  { positionId: string; q?: string }
>((_db, _shape, p) => ({
  columns: getTableColumns(staffApplications),
  table: staffApplications,
  where: and(
    eq(staffApplications.positionId, p.positionId),
    matchesAny(
      [
        staffApplications.fullName,
        staffApplications.email,
        staffApplications.phone,
        staffApplications.status,
      ],
      p.q,
    ),
  ),
  orderBy: [desc(staffApplications.createdAt), desc(staffApplications.id)],
}));

/** A position's applications, newest first. */
export async function listApplications(db: Db, positionId: string, q: string, params: PageParams) {
  return applicationList(db, null, { positionId, q: searchPattern(q) }, params);
}

/** One batch of the CSV export, newest first after the previous batch's last row (keyset paging). */
export async function applicationBatch(
  db: Db,
  positionId: string,
  after: { createdAt: Date; id: string } | null,
  limit: number,
): Promise<StaffApplication[]> {
  const keyset = newestFirstAfter(staffApplications.createdAt, staffApplications.id, after);
  return db
    .select()
    .from(staffApplications)
    .where(and(eq(staffApplications.positionId, positionId), keyset))
    .orderBy(desc(staffApplications.createdAt), desc(staffApplications.id))
    .limit(limit);
}

export async function findApplication(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<(StaffApplication & { positionTitle: string }) | undefined> {
  const query = db
    .select({ application: staffApplications, positionTitle: staffPositions.title })
    .from(staffApplications)
    .innerJoin(staffPositions, eq(staffPositions.id, staffApplications.positionId))
    .where(eq(staffApplications.id, id));
  const [row] = options.forUpdate ? await query.for('update', { of: staffApplications }) : await query;
  return row ? { ...row.application, positionTitle: row.positionTitle } : undefined;
}

export async function setApplicationStatus(tx: Tx, id: string, status: string): Promise<void> {
  await tx
    .update(staffApplications)
    .set({ status, updatedAt: new Date() })
    .where(eq(staffApplications.id, id));
}

export async function listMyApplications(db: Db, userId: string) {
  return db
    .select({
      id: staffApplications.id,
      positionId: staffApplications.positionId,
      positionTitle: staffPositions.title,
      status: staffApplications.status,
      resumeUploadId: staffApplications.resumeUploadId,
      createdAt: staffApplications.createdAt,
    })
    .from(staffApplications)
    .innerJoin(staffPositions, eq(staffPositions.id, staffApplications.positionId))
    .where(eq(staffApplications.userId, userId))
    .orderBy(desc(staffApplications.createdAt), desc(staffApplications.id));
}
