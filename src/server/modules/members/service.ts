import { APIError } from 'better-auth/api';
import type { z } from 'zod';
import type { CommunityVisibility, MemberProfile } from '../../../shared/domains/members';
import { AppError, messages } from '../../../shared/errors';
import type {
  avatarUpdateSchema,
  locationUpdateSchema,
  passwordChangeSchema,
  profileUpdateSchema,
} from '../../../shared/schemas/account';
import type { Actor, Deps } from '../../app-env';
import { deleteResetTokens } from '../../auth/auth';
import { enforceRateLimit } from '../../platform/rate-limit';
import type { Db, Tx } from '../../db/client';
import { outlivesAccount } from './policy';
import {
  deleteOtherSessions,
  deleteUser,
  findMemberSummaries,
  findProfile,
  updateShowInCommunity,
  updateUser,
  type ProfileRow,
} from './queries';
import { onMemberDeleted as withdrawBandRatings } from '../bands/service';
import { onMemberDeleted as withdrawProviderRatings } from '../faces/service';
import {
  claimUpload,
  deleteUploadRows,
  detachUploads,
  listAvatarUploads,
  listUploadsOf,
  type UploadRow,
} from '../uploads/service';
import { PASSWORD_CHECK_LIMIT, passwordCheckKey } from '../../auth/reauthentication';

const DAY_MS = 24 * 60 * 60 * 1000;

export type { MemberProfile };

/**
 * For other modules that show who did something (an event's organiser, a report's author): each account's
 * name as the back office shows it. Unknown ids are simply absent.
 */
export async function memberDisplayNames(db: Db | Tx, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await findMemberSummaries(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim() || r.email]));
}

export function membershipDaysLeft(expiresAt: Date | null, now = new Date()): number | null {
  if (!expiresAt) return null;
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

/** JSON has no dates: the answer carries ISO strings, the same type the web reads. */
const toProfile = (row: ProfileRow): MemberProfile => ({
  ...row,
  membershipExpiresAt: row.membershipExpiresAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  membershipDaysLeft: membershipDaysLeft(row.membershipExpiresAt),
});

type FileDeps = Pick<Deps, 'db' | 'storage' | 'logger'>;

export async function getMyProfile(db: Db, actor: Actor): Promise<MemberProfile> {
  const row = await findProfile(db, actor.id);
  if (!row) throw new AppError('NOT_FOUND', messages.settings.noUser);
  return toProfile(row);
}

/** The member's profile after a change to their own row (`updated`: whether the row was there). */
async function profileAfter(db: Db, actor: Actor, updated: Promise<boolean>): Promise<MemberProfile> {
  if (!(await updated)) throw new AppError('NOT_FOUND', messages.settings.noUser);
  return getMyProfile(db, actor);
}

export async function updateMyProfile(
  db: Db,
  actor: Actor,
  input: z.infer<typeof profileUpdateSchema>,
): Promise<MemberProfile> {
  const { firstName, lastName } = input;
  // better-auth's `name` is what its own responses and the reset mail greet the member with.
  return profileAfter(
    db,
    actor,
    updateUser(db, actor.id, { firstName, lastName, name: `${firstName} ${lastName}` }),
  );
}

export async function updateMyLocation(
  db: Db,
  actor: Actor,
  input: z.infer<typeof locationUpdateSchema>,
): Promise<MemberProfile> {
  return profileAfter(
    db,
    actor,
    updateUser(db, actor.id, { territory: input.territory, locality: input.locality }),
  );
}

/** Settings: "Show me on attendee lists and in Fete Nation" (attendee lists count hidden members, never name them). */
export async function setMyCommunityVisibility(
  db: Db,
  actor: Actor,
  input: CommunityVisibility,
): Promise<MemberProfile> {
  return profileAfter(db, actor, updateShowInCommunity(db, actor.id, input.showInCommunity));
}

/**
 * Use one of the member's avatar uploads as their picture. The previous picture and avatar uploads
 * older than this one (abandoned attempts) are deleted; a newer one may be on its way in and stays.
 */
export async function setMyAvatar(
  deps: FileDeps,
  actor: Actor,
  input: z.infer<typeof avatarUpdateSchema>,
): Promise<MemberProfile> {
  const replaced = await deps.db.transaction(async (tx) => {
    // Someone else's upload, or a file that is not an avatar, is answered exactly like a missing one.
    const upload = await claimUpload(deps, tx, actor, input.uploadId, 'avatar');
    const current = await findProfile(tx, actor.id);
    if (!current) throw new AppError('NOT_FOUND', messages.settings.noUser);
    await updateUser(tx, actor.id, { image: upload.url });
    const earlier = (await listAvatarUploads(tx, actor.id)).filter(
      (other) =>
        other.id !== upload.id &&
        (other.createdAt < upload.createdAt ||
          deps.storage.publicUrl(other.storageKey) === current.avatarUrl),
    );
    await deleteUploadRows(
      tx,
      earlier.map((u) => u.id),
    );
    return earlier;
  });
  await removeFiles(deps, replaced);
  return getMyProfile(deps.db, actor);
}

/** Back to initials: the picture and every avatar upload of the member are deleted. */
export async function removeMyAvatar(deps: FileDeps, actor: Actor): Promise<MemberProfile> {
  const removed = await deps.db.transaction(async (tx) => {
    if (!(await updateUser(tx, actor.id, { image: null }))) {
      throw new AppError('NOT_FOUND', messages.settings.noUser);
    }
    const avatars = await listAvatarUploads(tx, actor.id);
    await deleteUploadRows(
      tx,
      avatars.map((u) => u.id),
    );
    return avatars;
  });
  await removeFiles(deps, removed);
  return getMyProfile(deps.db, actor);
}

/**
 * Change the password through better-auth (it checks the current one and the length rules), then end
 * the member's other sessions. The session making the change stays signed in with the same cookie.
 */
export async function changeMyPassword(
  deps: Pick<Deps, 'db' | 'auth'>,
  actor: Actor,
  input: z.infer<typeof passwordChangeSchema>,
  headers: Headers,
): Promise<void> {
  await enforceRateLimit(deps.db, passwordCheckKey(actor.id), PASSWORD_CHECK_LIMIT);
  try {
    await deps.auth.api.changePassword({
      headers,
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: false,
      },
    });
  } catch (err) {
    throw passwordChangeError(err);
  }
  await deleteOtherSessions(deps.db, actor.id, actor.sessionId);
  // A reset link mailed before the change must not undo it.
  await deleteResetTokens(deps.db, actor.id);
}

function passwordChangeError(err: unknown): unknown {
  if (!(err instanceof APIError)) return err;
  const code = (err.body as { code?: string } | undefined)?.code;
  if (code === 'INVALID_PASSWORD') {
    const message = messages.settings.currentPasswordIncorrect;
    return new AppError('VALIDATION', message, { currentPassword: message });
  }
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG' || code === 'PASSWORD_TOO_COMMON') {
    const message =
      code === 'PASSWORD_TOO_SHORT'
        ? messages.signup.passwordLength
        : code === 'PASSWORD_TOO_COMMON'
          ? messages.signup.passwordTooCommon
          : 'Password must be at most 128 characters long';
    return new AppError('VALIDATION', message, { newPassword: message });
  }
  if (err.statusCode === 401) return new AppError('UNAUTHENTICATED');
  return err;
}

/**
 * Delete the member's account: profile, credentials, sessions and everything that is theirs alone.
 * What survives (and why) is in docs/decisions/0002-account-deletion.md.
 */
export async function deleteMyAccount(deps: FileDeps, actor: Actor): Promise<void> {
  const doomed = await deps.db.transaction(async (tx) => {
    const owned = await listUploadsOf(tx, actor.id);
    const kept = owned.filter(outlivesAccount);
    await detachUploads(
      tx,
      kept.map((u) => u.id),
    );
    await withdrawBandRatings(tx, actor.id);
    await withdrawProviderRatings(tx, actor.id);
    if (!(await deleteUser(tx, actor.id))) throw new AppError('NOT_FOUND', messages.settings.noUser);
    return owned.filter((u) => !outlivesAccount(u));
  });
  // Files go only once the rows are gone for good: a rolled-back deletion must not lose pictures.
  await removeFiles(deps, doomed);
  deps.logger.info({ userId: actor.id, files: doomed.length }, 'account deleted');
}

/**
 * Delete stored objects whose rows are already gone. A failure is logged with the key and does not
 * undo the request: the row is what makes a file reachable, and the log lets an operator clean up.
 */
async function removeFiles(deps: Pick<Deps, 'storage' | 'logger'>, rows: UploadRow[]): Promise<void> {
  const keys = rows.flatMap((row) => (row.cardKey ? [row.storageKey, row.cardKey] : [row.storageKey]));
  await Promise.all(
    keys.map((key) =>
      deps.storage.delete(key).catch((err) => deps.logger.error({ err, key }, 'stored file not deleted')),
    ),
  );
}

export interface MemberSummary {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** For other modules that show who a member is (a restaurant's owner): the members found, by id. */
export async function memberSummaries(db: Db | Tx, ids: string[]): Promise<Map<string, MemberSummary>> {
  const rows = await findMemberSummaries(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Who to write to about a member's own business (notifications by e-mail); undefined once deleted. */
export async function memberContact(
  db: Db,
  userId: string,
): Promise<{ email: string; firstName: string } | undefined> {
  const row = await findProfile(db, userId);
  return row ? { email: row.email, firstName: row.firstName } : undefined;
}

export { memberDirectory, memberPublicProfile } from './directory-service';
export { memberExists } from './queries';
