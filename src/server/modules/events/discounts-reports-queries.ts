import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { validityDays, type ValidityInstants } from '../../../shared/validity-days';
import type { Db, Tx } from '../../db/client';
import { eventDiscounts, eventReports, events } from '../../db/schema/events';
import { openReportsOf } from './manage-queries';
import { shownDiscountColumns } from './queries';

/** Queries of an event's discount codes (events manager) and of members' reports about events. */

// Discounts.

const discountColumns = { ...shownDiscountColumns, active: eventDiscounts.active };

/** Validity bounds as days in the site's time zone, the first valid day and the last (shared/validity-days.ts). */
const asManaged = <T extends ValidityInstants>(row: T) => ({ ...row, ...validityDays(row) });

export async function listEventDiscountsForManager(db: Db | Tx, eventId: string) {
  const rows = await db
    .select(discountColumns)
    .from(eventDiscounts)
    .where(eq(eventDiscounts.eventId, eventId))
    .orderBy(asc(eventDiscounts.code));
  return rows.map(asManaged);
}

export async function findEventDiscount(db: Db | Tx, eventId: string, discountId: string) {
  const [row] = await db
    .select(discountColumns)
    .from(eventDiscounts)
    .where(and(eq(eventDiscounts.id, discountId), eq(eventDiscounts.eventId, eventId)));
  return row && asManaged(row);
}

export interface DiscountValues {
  code: string;
  percentage: number;
  description: string;
  validFrom: Date | null;
  validUntil: Date | null;
  active: boolean;
}

export async function insertEventDiscount(tx: Tx, eventId: string, values: DiscountValues) {
  const [row] = await tx
    .insert(eventDiscounts)
    .values({ eventId, ...values })
    .returning({ id: eventDiscounts.id });
  return row!.id;
}

export async function discountCodeTaken(
  db: Db | Tx,
  eventId: string,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: eventDiscounts.id })
    .from(eventDiscounts)
    .where(
      and(
        eq(eventDiscounts.eventId, eventId),
        sql`lower(${eventDiscounts.code}) = lower(${code})`,
        exceptId ? sql`${eventDiscounts.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// Reports.

const reportColumns = {
  id: eventReports.id,
  eventId: eventReports.eventId,
  reporterId: eventReports.reporterId,
  reason: eventReports.reason,
  status: eventReports.status,
  createdAt: eventReports.createdAt,
  resolvedAt: eventReports.resolvedAt,
};

export async function findOpenReport(db: Db | Tx, eventId: string, reporterId: string) {
  const [row] = await db
    .select(reportColumns)
    .from(eventReports)
    .where(and(openReportsOf(sql`${eventId}::uuid`), eq(eventReports.reporterId, reporterId)));
  return row;
}

/**
 * The report, with the event's title and organiser as they are now: kept with the report, which outlives the
 * event (an organiser deleting a reported event does not erase what members said about it). Undefined when
 * the event went meanwhile.
 */
export async function insertReport(tx: Tx, values: { eventId: string; reporterId: string; reason: string }) {
  // KEY SHARE: the event cannot be deleted between reading its title and the insert that refers to it.
  const [event] = await tx
    .select({ title: events.title, organizerId: events.organizerId })
    .from(events)
    .where(eq(events.id, values.eventId))
    .for('key share');
  if (!event) return undefined;
  const [row] = await tx
    .insert(eventReports)
    .values({ ...values, eventTitle: event.title, eventOrganizerId: event.organizerId })
    .returning(reportColumns);
  return row;
}

/** Open reports first, then the handled ones; newest first within each. */
export async function listEventReports(db: Db | Tx, eventId: string, limit = 200) {
  return db
    .select(reportColumns)
    .from(eventReports)
    .where(eq(eventReports.eventId, eventId))
    .orderBy(
      sql`case when ${eventReports.status} = 'open' then 0 else 1 end`,
      desc(eventReports.createdAt),
      desc(eventReports.id),
    )
    .limit(limit);
}

export async function findReportForUpdate(tx: Tx, eventId: string, reportId: string) {
  const [row] = await tx
    .select(reportColumns)
    .from(eventReports)
    .where(and(eq(eventReports.id, reportId), eq(eventReports.eventId, eventId)))
    .for('update');
  return row;
}

/** Close one report, or (no id) every open report of the event, as handled by an administrator. */
export async function resolveReports(
  tx: Tx,
  eventId: string,
  status: 'dismissed' | 'actioned',
  adminId: string,
  reportId?: string,
): Promise<void> {
  await tx
    .update(eventReports)
    .set({ status, resolvedAt: new Date(), resolvedBy: adminId })
    .where(and(openReportsOf(sql`${eventId}::uuid`), reportId ? eq(eventReports.id, reportId) : undefined));
}

/** Reports whose event was deleted (by its organiser, or before decision 0030's release), open ones first. */
export async function listReportsOfDeletedEvents(db: Db | Tx, limit = 200) {
  return db
    .select({
      ...reportColumns,
      eventTitle: eventReports.eventTitle,
      eventOrganizerId: eventReports.eventOrganizerId,
    })
    .from(eventReports)
    .where(isNull(eventReports.eventId))
    .orderBy(
      sql`case when ${eventReports.status} = 'open' then 0 else 1 end`,
      desc(eventReports.createdAt),
      desc(eventReports.id),
    )
    .limit(limit);
}

/** Dismiss an open report of a deleted event; false when there is none such. */
export async function dismissReportOfDeletedEvent(tx: Tx, reportId: string, adminId: string) {
  const rows = await tx
    .update(eventReports)
    .set({ status: 'dismissed', resolvedAt: new Date(), resolvedBy: adminId })
    .where(and(eq(eventReports.id, reportId), isNull(eventReports.eventId), eq(eventReports.status, 'open')))
    .returning({ id: eventReports.id });
  return rows.length > 0;
}
