import { and, eq, inArray } from 'drizzle-orm';
import { bandCompareMessages as texts, type BandWatch } from '../../../shared/domains/band-compare';
import { AppError, messages } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { bandRegistrationWatches, carnivalBands } from '../../db/schema/bands';
import { isUuid } from '../../platform/lists';
import { unshared, type SharedPages } from '../../platform/shared-pages';
import type { AfterCommit } from '../../platform/resource-kit/definition';
import { mailNotification, notify } from '../notifications/service';

/*
 * "Notify me when registration opens" (issue #24, item 4; decision 0052). A member watches an active band with no
 * registration link; the administrator's save that gives it its first link (either one) notifies each watcher once
 * and deletes the watches in that save's transaction; the mails go after the commit.
 */

type Links = { registrationUrl: string | null; feteIdRegistrationUrl: string | null };
export const registrationOpen = (band: Links) => Boolean(band.registrationUrl || band.feteIdRegistrationUrl);

/**
 * PUT (watching) and DELETE (not) /api/bands/:id/registration-watch; both idempotent. The band's row is read
 * FOR SHARE: an administrator's save (FOR UPDATE) runs wholly before or after, so no watch is left behind a
 * registration that opened meanwhile.
 */
export async function setRegistrationWatch(
  db: Db,
  actor: Actor,
  bandId: string,
  watching: boolean,
): Promise<BandWatch> {
  if (!isUuid(bandId)) throw new AppError('NOT_FOUND', messages.bands.notFound);
  return db.transaction(async (tx) => {
    const [band] = await tx
      .select({
        registrationUrl: carnivalBands.registrationUrl,
        feteIdRegistrationUrl: carnivalBands.feteIdRegistrationUrl,
      })
      .from(carnivalBands)
      .where(and(eq(carnivalBands.id, bandId), eq(carnivalBands.active, true)))
      .for('share');
    if (!band) throw new AppError('NOT_FOUND', messages.bands.notFound);
    const mine = and(
      eq(bandRegistrationWatches.bandId, bandId),
      eq(bandRegistrationWatches.userId, actor.id),
    );
    if (!watching) {
      await tx.delete(bandRegistrationWatches).where(mine);
      return { watching: false };
    }
    if (registrationOpen(band)) throw new AppError('CONFLICT', texts.alreadyOpen);
    await tx.insert(bandRegistrationWatches).values({ bandId, userId: actor.id }).onConflictDoNothing();
    return { watching: true };
  });
}

/**
 * The bands among `ids` the member watches (none for visitors); with `pages`, kept per member and ids until the
 * next write, like the member's likes (platform/member-marks.ts): a watch is a write, so it shows at once.
 */
export async function watchedAmong(
  db: Db,
  actor: Actor | null,
  ids: string[],
  pages: SharedPages = unshared,
): Promise<string[]> {
  if (!actor || ids.length === 0) return [];
  return pages.perMember(`band watches:${actor.id}:${ids.join(',')}`, async () => {
    const rows = await db
      .select({ bandId: bandRegistrationWatches.bandId })
      .from(bandRegistrationWatches)
      .where(and(eq(bandRegistrationWatches.userId, actor.id), inArray(bandRegistrationWatches.bandId, ids)));
    return rows.map((r) => r.bandId);
  });
}

type SavedBand = Links & { id: string; name: string; active: boolean };

/**
 * In the administrator's save (resource kit's afterWrite): the band had no registration link and has one now, and
 * is listed: each watcher gets one notification, and the watches are gone with the same commit. A link changed from
 * one address to another tells nobody. The mails wait for the commit.
 */
export async function notifyRegistrationOpened(
  tx: Tx,
  before: SavedBand,
  after: SavedBand,
): Promise<AfterCommit | void> {
  if (registrationOpen(before) || !registrationOpen(after) || !after.active) return;
  const watchers = await tx
    .delete(bandRegistrationWatches)
    .where(eq(bandRegistrationWatches.bandId, after.id))
    .returning({ userId: bandRegistrationWatches.userId });
  const notices: Awaited<ReturnType<typeof notify>>[] = [];
  for (const { userId } of watchers) {
    notices.push(
      await notify(tx, userId, {
        type: 'band_registration_open',
        title: texts.noticeTitle(after.name),
        message: texts.noticeMessage(after.name),
        data: { bandId: after.id, title: after.name },
      }),
    );
  }
  if (notices.length === 0) return;
  return async (deps) => {
    for (const notice of notices) await mailNotification(deps, notice);
  };
}
