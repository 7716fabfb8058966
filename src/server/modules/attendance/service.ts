import type {
  AttendableKind,
  AttendanceState,
  AttendedEventList,
  AttendeeList,
} from '../../../shared/domains/attendance';
import { AppError, messages } from '../../../shared/errors';
import { hasVerifiedEmail, seesInactive, type MaybeViewer } from '../../../shared/domains/viewer';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { memberName } from '../../platform/display-name';
import { isUuid, pageFromWindow, type PageParams } from '../../platform/lists';
import { bandMarks, eventMarks } from '../../platform/member-marks';
import { pageKey, unshared, type SharedPages } from '../../platform/shared-pages';
import { findVisibleBand } from '../bands/service';
import { attendedEvents, findAttendableEvent } from '../events/service';
import { changeAttendanceOnce, countAttendees, countShownAttendees, listShownAttendeePage } from './queries';
import { requireVerifiedEmail } from '../../auth/verification';
import { consumeRateLimit, MEMBER_WRITE_LIMITS, pruneNowAndThen } from '../../platform/rate-limit';

const notFound = { event: messages.events.notFound, band: messages.bands.notFound } as const;

/** The item as attendance sees it: there for this viewer, with its capacity (events only); else undefined. */
async function findAttendable(
  db: Db | Tx,
  viewer: MaybeViewer,
  kind: AttendableKind,
  id: string,
): Promise<{ capacity: number | null } | undefined> {
  if (!isUuid(id)) return undefined;
  if (kind === 'event') return findAttendableEvent(db, viewer, id);
  return (await findVisibleBand(db, viewer, id)) ? { capacity: null } : undefined;
}

/** The same, 404 when it is not there. */
async function requireAttendable(
  db: Db | Tx,
  viewer: MaybeViewer,
  kind: AttendableKind,
  id: string,
): Promise<{ capacity: number | null }> {
  const found = await findAttendable(db, viewer, kind, id);
  if (!found) throw new AppError('NOT_FOUND', notFound[kind]);
  return found;
}

/** The attendance state: the count, whether the viewer attends, the capacity and the spots left. */
function stateAfter(count: number, attending: boolean, capacity: number | null): AttendanceState {
  return { count, attending, capacity, spotsLeft: capacity === null ? null : Math.max(0, capacity - count) };
}

/**
 * GET: how many attend (everyone may know), whether the viewer does, and the spots left. The item's capacity
 * and count are read once per item and audience and shared (platform/shared-pages.ts, cleared by every write,
 * so an attend or unattend shows on the next request); whether the member attends comes from their marks
 * (platform/member-marks.ts), kept per member until the next write.
 */
export async function getAttendance(
  db: Db,
  actor: Actor | null,
  kind: AttendableKind,
  id: string,
  pages: SharedPages = unshared,
): Promise<AttendanceState> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', notFound[kind]);
  const shared = await pages.get(pageKey('attendance', kind, id, seesInactive(actor)), async () => {
    const [found, count] = await Promise.all([
      findAttendable(db, actor, kind, id),
      countAttendees(db, kind, id),
    ]);
    return found ? { capacity: found.capacity, count } : null;
  });
  if (!shared) throw new AppError('NOT_FOUND', notFound[kind]);
  const { capacity, count } = shared;
  const attending = actor
    ? (await (kind === 'event' ? eventMarks : bandMarks)(db, actor.id, [id], pages)).attending.has(id)
    : false;
  return stateAfter(count, attending, capacity);
}

/** An attendance change's answer, or when the member is past their limit how long to wait (the route: 429). */
export type AttendanceChange = AttendanceState | { retryAfterSeconds: number };

/**
 * A change of the member's own attendance (the item must be one the member may attend), counted against the
 * member's attendance limit (MEMBER_WRITE_LIMITS.attendance) first: all of it one statement
 * (changeAttendanceOnce). Without a capacity (most events, every band) no lock is needed; with one, the event's
 * attendance lock is taken in that statement and the check, the write and the count follow it. A malformed id is
 * counted too, then 404, as the limit's middleware did before the route.
 */
async function changeAttendance(
  db: Db,
  actor: Actor,
  kind: AttendableKind,
  id: string,
  attend: boolean,
  now = Date.now(),
): Promise<AttendanceChange> {
  if (!isUuid(id)) {
    const decision = await consumeRateLimit(
      db,
      `attendance:${actor.id}`,
      MEMBER_WRITE_LIMITS.attendance,
      now,
    );
    if (!decision.allowed) return { retryAfterSeconds: decision.retryAfterSeconds };
    throw new AppError('NOT_FOUND', notFound[kind]);
  }
  const change = { userId: actor.id, itemId: id, inactive: seesInactive(actor), now };
  const verdict = await changeAttendanceOnce(db, kind, change, attend);
  await pruneNowAndThen(db, now);
  if (!verdict.allowed) return { retryAfterSeconds: verdict.retryAfterSeconds };
  if (!verdict.found) throw new AppError('NOT_FOUND', notFound[kind]);
  if (verdict.total < 0) throw new AppError('EVENT_FULL');
  return stateAfter(verdict.total, attend, verdict.capacity);
}

/**
 * PUT: attend. Without a capacity the insert alone does it (a second mark is no error). With one, under a
 * per-item lock: a member already attending stays so (no error, even when full), a full event refuses (409
 * "This event is full"), else the row goes in. Two members taking the last spot at once: one gets it, the other
 * the 409. A member whose address is not verified is counted against the limit, then refused (403), as before.
 */
export async function attend(
  db: Db,
  actor: Actor,
  kind: AttendableKind,
  id: string,
): Promise<AttendanceChange> {
  if (!hasVerifiedEmail(actor)) {
    // A script's accounts must not fill capacity-limited events: attending waits for a verified address.
    const decision = await consumeRateLimit(db, `attendance:${actor.id}`, MEMBER_WRITE_LIMITS.attendance);
    if (!decision.allowed) return { retryAfterSeconds: decision.retryAfterSeconds };
    requireVerifiedEmail(actor);
  }
  return changeAttendance(db, actor, kind, id, true);
}

/** DELETE: no longer attending; not attending already is no error. */
export function unattend(db: Db, actor: Actor, kind: AttendableKind, id: string): Promise<AttendanceChange> {
  return changeAttendance(db, actor, kind, id, false);
}

/** Who attends, for signed-in members: those who show themselves in the community (the others only count). */
export async function listAttendees(
  db: Db,
  actor: Actor,
  kind: AttendableKind,
  id: string,
  page: PageParams,
): Promise<AttendeeList> {
  await requireAttendable(db, actor, kind, id);
  const rows = await listShownAttendeePage(db, kind, id, actor.id, page);
  return pageFromWindow(
    rows,
    page,
    () => countShownAttendees(db, kind, id, actor.id),
    ({ id: userId, firstName, lastName, name, imageUrl, territory }) => ({
      id: userId,
      name: memberName({ firstName, lastName, name }),
      imageUrl,
      territory,
    }),
  );
}

/** The dashboard's "Events I'm Attending" tab. */
export function myAttendedEvents(db: Db, actor: Actor, page: PageParams): Promise<AttendedEventList> {
  return attendedEvents(db, actor.id, page);
}
