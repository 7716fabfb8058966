import {
  badgeMessages,
  badgePolicy,
  type Award,
  type AwardInput,
  type BadgeType,
  type BadgeTypeInput,
} from '../../../shared/domains/badges';
import { AppError } from '../../../shared/errors';
import { authorize } from '../../platform/authorize';
import type { Actor, Deps } from '../../app-env';
import type { Tx } from '../../db/client';
import { isUuid, pageFromWindow, type PageParams } from '../../platform/lists';
import type { ListResponse } from '../../../shared/schemas/common';
import { mailNotification, notify } from '../notifications/service';
import { keepOrClaimImage } from '../uploads/service';
import {
  badgeNameTaken,
  countActiveAwards,
  deactivateAward,
  deleteBadgeType,
  findAward,
  findBadgeType,
  insertAward,
  insertBadgeType,
  listActiveAwards,
  listBadgeTypes,
  lockBadgeType,
  memberExists,
  updateBadgeType,
  type AwardRow,
} from './admin-queries';

type BadgeDeps = Pick<Deps, 'db' | 'storage' | 'mailer' | 'logger' | 'config'>;

const fullName = (first: string | null, last: string | null, fallback: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim() || fallback || '';

const toAward = (row: AwardRow): Award => ({
  id: row.id,
  badge: { id: row.badgeId, name: row.badgeName, color: row.badgeColor, iconUrl: row.badgeIconUrl },
  user: {
    id: row.userId,
    name: fullName(row.userFirstName, row.userLastName, row.userName),
    email: row.userEmail,
  },
  awardedBy:
    row.awarderFirstName === null && row.awarderName === null
      ? null
      : fullName(row.awarderFirstName, row.awarderLastName, row.awarderName),
  awardedAt: row.awardedAt.toISOString(),
});

async function reread(db: Deps['db'] | Tx, id: string): Promise<BadgeType> {
  const row = await findBadgeType(db, id);
  if (!row) throw new AppError('NOT_FOUND', badgeMessages.typeNotFound);
  return row;
}

export async function listTypes(deps: Pick<Deps, 'db'>, actor: Actor): Promise<{ items: BadgeType[] }> {
  authorize(badgePolicy.manage(actor));
  return { items: await listBadgeTypes(deps.db) };
}

async function values(deps: BadgeDeps, tx: Tx, actor: Actor, input: BadgeTypeInput, current?: string | null) {
  return {
    name: input.name,
    description: input.description,
    color: input.color.toUpperCase(),
    benefits: input.benefits,
    iconUrl: await keepOrClaimImage(deps, tx, actor, {
      next: input.iconUrl,
      current,
      use: 'listing-image',
      field: 'iconUrl',
      refused: badgeMessages.iconRefused,
    }),
  };
}

function nameTaken(): never {
  throw new AppError('VALIDATION', badgeMessages.nameTaken, { name: badgeMessages.nameTaken });
}

export async function createType(deps: BadgeDeps, actor: Actor, input: BadgeTypeInput): Promise<BadgeType> {
  authorize(badgePolicy.manage(actor));
  return deps.db.transaction(async (tx) => {
    if (await badgeNameTaken(tx, input.name)) nameTaken();
    const id = await insertBadgeType(tx, await values(deps, tx, actor, input));
    return reread(tx, id);
  });
}

export async function updateType(
  deps: BadgeDeps,
  actor: Actor,
  id: string,
  input: BadgeTypeInput,
): Promise<BadgeType> {
  authorize(badgePolicy.manage(actor));
  return deps.db.transaction(async (tx) => {
    const current = await findBadgeType(tx, id);
    if (!current) throw new AppError('NOT_FOUND', badgeMessages.typeNotFound);
    if (await badgeNameTaken(tx, input.name, id)) nameTaken();
    await updateBadgeType(tx, id, await values(deps, tx, actor, input, current.iconUrl));
    return reread(tx, id);
  });
}

/** Deleting a type removes it from every member who holds it (the administrator was warned). */
export async function deleteType(deps: Pick<Deps, 'db'>, actor: Actor, id: string) {
  authorize(badgePolicy.manage(actor));
  await deps.db.transaction(async (tx) => {
    if (!(await deleteBadgeType(tx, id))) throw new AppError('NOT_FOUND', badgeMessages.typeNotFound);
  });
  return { id, deleted: true as const };
}

export async function listAwards(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  page: PageParams,
): Promise<ListResponse<Award>> {
  authorize(badgePolicy.manage(actor));
  const rows = await listActiveAwards(deps.db, page);
  return pageFromWindow(rows, page, () => countActiveAwards(deps.db), toAward);
}

/**
 * Award a badge: the award and the member's notification ("New Badge Awarded!", type badge_awarded) in one
 * transaction, the e-mail after the commit. A member holds a badge once at a time (422 on the form).
 */
export async function awardBadge(deps: BadgeDeps, actor: Actor, input: AwardInput): Promise<Award> {
  authorize(badgePolicy.manage(actor));
  const { award, notification } = await deps.db.transaction(async (tx) => {
    const badge = isUuid(input.badgeId) ? await lockBadgeType(tx, input.badgeId) : undefined;
    if (!badge) {
      throw new AppError('VALIDATION', badgeMessages.typeNotFound, { badgeId: badgeMessages.typeNotFound });
    }
    if (!(await memberExists(tx, input.userId))) {
      throw new AppError('VALIDATION', badgeMessages.userNotFound, { userId: badgeMessages.userNotFound });
    }
    const id = await insertAward(tx, input.userId, badge.id, actor.id);
    if (!id)
      throw new AppError('VALIDATION', badgeMessages.alreadyHeld, { userId: badgeMessages.alreadyHeld });
    const notification = await notify(tx, input.userId, {
      type: 'badge_awarded',
      title: badgeMessages.awardTitle,
      message: badgeMessages.awardMessage(badge.name),
      data: { badge_id: badge.id },
    });
    return { award: (await findAward(tx, id))!, notification };
  });
  await mailNotification(deps, notification);
  return toAward(award);
}

export async function revokeAward(deps: Pick<Deps, 'db'>, actor: Actor, id: string) {
  authorize(badgePolicy.manage(actor));
  await deps.db.transaction(async (tx) => {
    if (!(await deactivateAward(tx, id))) throw new AppError('NOT_FOUND', badgeMessages.awardNotFound);
  });
  return { id, revoked: true as const };
}
