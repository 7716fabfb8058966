import {
  badgeMessages,
  badgePolicy,
  type Award,
  type AwardInput,
  badgeTypeInputSchema,
} from '../../../shared/domains/badges';
import { AppError } from '../../../shared/errors';
import { authorize } from '../../platform/authorize';
import type { Actor, Deps } from '../../app-env';
import { badgeTypes } from '../../db/schema/badges';
import { isUuid, pageFromWindow, type PageParams } from '../../platform/lists';
import type { ListResponse } from '../../../shared/schemas/common';
import { memberExists } from '../members/service';
import { mailNotification, notify } from '../notifications/service';
import { resourceService } from '../../platform/resource-kit/service';
import {
  badgeNameTaken,
  countActiveAwards,
  deactivateAward,
  findAward,
  insertAward,
  listActiveAwards,
  listBadgeTypes,
  lockBadgeType,
  typeColumns,
  type AwardRow,
} from './admin-queries';

type BadgeDeps = Pick<Deps, 'db' | 'storage' | 'mailer' | 'logger' | 'config'>;

const fullName = (first: string | null, last: string | null, fallback: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim() || fallback || '';

/** A refusal the form shows on the field. */
const refused = (field: string, message: string) => new AppError('VALIDATION', message, { [field]: message });

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

/**
 * The badge types (decision 0038): a resource of the kit, without order or active switch, whose answers carry
 * how many members hold each type now (a subquery, so writes read the type again); listed by name. A name is
 * unique whatever its case (422 on the field); the colour is kept upper case; the icon is the
 * administrator's upload. A delete removes the type from every member who holds it (awards go with it by
 * their foreign key; the administrator was warned).
 */
export const badgeTypeAdmin = resourceService({
  kind: 'badge_type',
  table: badgeTypes,
  columns: typeColumns,
  findAll: listBadgeTypes,
  body: badgeTypeInputSchema,
  policy: { edit: badgePolicy.manage },
  notFound: badgeMessages.typeNotFound,
  images: ['iconUrl'],
  imageRefused: badgeMessages.iconRefused,
  async check(tx, input, id) {
    if (await badgeNameTaken(tx, input.name, id)) throw refused('name', badgeMessages.nameTaken);
  },
  values: (input) => ({
    name: input.name,
    description: input.description,
    color: input.color.toUpperCase(),
    benefits: input.benefits,
  }),
  answer: (row) => row,
});

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
    if (!badge) throw refused('badgeId', badgeMessages.typeNotFound);
    if (!(await memberExists(tx, input.userId))) throw refused('userId', badgeMessages.userNotFound);
    const id = await insertAward(tx, input.userId, badge.id, actor.id);
    if (!id) throw refused('userId', badgeMessages.alreadyHeld);
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
