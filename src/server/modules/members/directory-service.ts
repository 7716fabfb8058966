import { AppError } from '../../../shared/errors';
import {
  feteNationMessages,
  type DirectoryPage,
  type DirectoryQuery,
  type MemberPublicProfile,
} from '../../../shared/domains/fete-nation';
import type { Actor } from '../../app-env';
import { requireVerifiedEmail } from '../../auth/verification';
import type { Db } from '../../db/client';
import { cleanDisplayName } from '../../platform/display-name';
import { activeBadgesFor } from '../badges/service';
import { eventsAttendedBy } from '../events/service';
import { findDirectoryMember, searchDirectory } from './directory-queries';

/** Fete Nation: the member directory and a member's profile as other members see them. */

/** A member's name as others see it: one line, no links (decision 0030). */
const shownToOthers = <T extends { firstName: string; lastName: string }>(row: T): T => ({
  ...row,
  firstName: cleanDisplayName(row.firstName, ''),
  lastName: cleanDisplayName(row.lastName, ''),
});

/** Fete Nation: members the viewer may see, by name and territory, a page at a time. */
export async function memberDirectory(db: Db, actor: Actor, query: DirectoryQuery): Promise<DirectoryPage> {
  // A script's accounts must not scrape the directory either: Fete Nation waits for a verified address.
  requireVerifiedEmail(actor);
  const { items, total } = await searchDirectory(db, actor.id, query);
  return { items: items.map(shownToOthers), total, page: query.page, pageSize: query.pageSize };
}

/** A Fete Nation profile: 404 "User not found" for a member the viewer may not see (or no such member). */
export async function memberPublicProfile(
  db: Db,
  actor: Actor,
  memberId: string,
): Promise<MemberPublicProfile> {
  requireVerifiedEmail(actor);
  const row = await findDirectoryMember(db, actor.id, memberId);
  if (!row) throw new AppError('NOT_FOUND', feteNationMessages.notFound);
  const [badges, events] = await Promise.all([activeBadgesFor(db, [row.id]), eventsAttendedBy(db, row.id)]);
  const other = row.id !== actor.id;
  return {
    member: { ...(other ? shownToOthers(row) : row), badges: badges.get(row.id) ?? [], events },
    can: { chat: other, block: other },
  };
}
