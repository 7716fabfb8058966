import { bandAttendees, eventAttendees } from '../schema';
import type { Executor } from './util';

export type AttendanceKind = 'event' | 'band';

/** A member marks attendance; a second mark for the same item is refused by the primary key. */
export async function createAttendance(
  db: Executor,
  kind: AttendanceKind,
  userId: string,
  itemId: string,
): Promise<void> {
  if (kind === 'event') await db.insert(eventAttendees).values({ userId, eventId: itemId });
  else await db.insert(bandAttendees).values({ userId, bandId: itemId });
}
