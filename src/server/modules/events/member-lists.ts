import { SITE_TIME_ZONE, todayIn } from '../../../shared/time';
import type { EventItem } from '../../../shared/schemas/public';
import type { ListResponse } from '../../../shared/schemas/common';
import type { Db, Tx } from '../../db/client';
import { pageFromWindow, type PageParams } from '../../platform/lists';
import { likedItemsPage } from '../../platform/liked-lists';
import { countAttendedEvents, listAttendedEventPage, selectEventsAttendedBy } from './member-list-queries';
import { likedEventList } from './queries';

/** A member's own lists of events (the dashboard's tabs, a Fete Nation profile); other modules reach them through service.ts. */

/** The events the member liked that are still listed, newest like first (dashboard). */
export async function likedEvents(
  db: Db,
  userId: string,
  page: PageParams,
): Promise<ListResponse<EventItem>> {
  return likedItemsPage(db, likedEventList, userId, page, (row) => row);
}

/**
 * The active events a member attends that have not ended yet (soonest first), for their Fete Nation
 * profile. Read only: attendance is written by the attendance toggles. Whether the member shows on lists at
 * all (`show_in_community`) is the caller's rule; the directory asks only for members who do.
 */
export function eventsAttendedBy(db: Db | Tx, userId: string, limit = 12) {
  return selectEventsAttendedBy(db, userId, todayIn(SITE_TIME_ZONE), limit);
}

/** "Events I'm Attending" on the dashboard: upcoming first (soonest first), then past (newest first). */
export async function attendedEvents(
  db: Db,
  userId: string,
  page: PageParams,
): Promise<ListResponse<EventItem & { past: boolean }>> {
  const rows = await listAttendedEventPage(db, userId, todayIn(SITE_TIME_ZONE), page);
  return pageFromWindow(
    rows,
    page,
    () => countAttendedEvents(db, userId),
    (row) => row,
  );
}
