import type {
  AttendableKind,
  AttendanceState,
  AttendedEventList,
  AttendeeList,
} from '../../../shared/domains/attendance';
import { AppError, messages } from '../../../shared/errors';
import { seesInactive, type MaybeViewer } from '../../../shared/domains/viewer';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { preparedTransaction } from '../../db/prepared';
import { memberName } from '../../platform/display-name';
import { isUuid, pageFromWindow, type PageParams } from '../../platform/lists';
import { bandMarks, eventMarks } from '../../platform/member-marks';
import { pageKey, unshared, type SharedPages } from '../../platform/shared-pages';
import { findVisibleBand } from '../bands/service';
import { attendedEvents, findAttendableEvent } from '../events/service';
import {
  countAttendees,
  countShownAttendees,
  deleteAttendance,
  insertAttendance,
  isAttending,
  listShownAttendeePage,
  lockAttendance,
  changeUnlimitedAttendance,
} from './queries';
import { requireVerifiedEmail } from '../../auth/verification';

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

/**
 * A change of the member's own attendance (the item must be one the member may attend). Without a capacity (most
 * events, every band) no lock is needed: one statement checks the item, writes and counts
 * (changeUnlimitedAttendance). An item with a capacity is left unchanged by that statement and changes in one
 * transaction under the item's lock: `write` changes it and says whether the member attends after it (under the
 * lock nobody else changes their row), and the answer is the state after: that and the count read once more.
 */
async function changeAttendance(
  db: Db,
  actor: Actor,
  kind: AttendableKind,
  id: string,
  attend: boolean,
  write: (tx: Tx, capacity: number | null) => Promise<boolean>,
): Promise<AttendanceState> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', notFound[kind]);
  const [unlimited] = await changeUnlimitedAttendance(
    db,
    { kind, attend, inactive: seesInactive(actor) },
    { itemId: id, userId: actor.id },
  );
  if (!unlimited) throw new AppError('NOT_FOUND', notFound[kind]);
  if (unlimited.capacity === null) return stateAfter(unlimited.count, attend, null);
  return preparedTransaction(db, async (tx) => {
    const { capacity } = await requireAttendable(tx, actor, kind, id);
    await lockAttendance(tx, kind, id);
    const attending = await write(tx, capacity);
    return stateAfter(await countAttendees(tx, kind, id), attending, capacity);
  });
}

/**
 * PUT: attend. Without a capacity the insert alone does it (a second mark is no error), in one statement. With
 * one, under a per-item lock, in one transaction: a member already attending stays so (no error, even when
 * full), a full event refuses (409 "This event is full"), else the row goes in. Two members taking the last
 * spot at once: one gets it, the other the 409.
 */
export async function attend(
  db: Db,
  actor: Actor,
  kind: AttendableKind,
  id: string,
): Promise<AttendanceState> {
  // A script's accounts must not fill capacity-limited events: attending waits for a verified address.
  requireVerifiedEmail(actor);
  return changeAttendance(db, actor, kind, id, true, async (tx, capacity) => {
    if (capacity !== null) {
      if (await isAttending(tx, kind, id, actor.id)) return true;
      if ((await countAttendees(tx, kind, id)) >= capacity) throw new AppError('EVENT_FULL');
    }
    await insertAttendance(tx, kind, id, actor.id);
    return true;
  });
}

/** DELETE: no longer attending; not attending already is no error. */
export async function unattend(
  db: Db,
  actor: Actor,
  kind: AttendableKind,
  id: string,
): Promise<AttendanceState> {
  return changeAttendance(db, actor, kind, id, false, async (tx) => {
    await deleteAttendance(tx, kind, id, actor.id);
    return false;
  });
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
