import { MEMBERSHIP } from '../../../shared/constants';
import {
  inRenewalWindow,
  membershipDate,
  membershipMessages as texts,
  membershipPolicy,
  renewedExpiry,
  type ExpiredRenewalInput,
  type MembershipRenewal,
  type MembershipRenewalInput,
} from '../../../shared/domains/membership';
import type { Viewer } from '../../../shared/domains/viewer';
import { AppError, messages } from '../../../shared/errors';
import type { Actor, Deps } from '../../app-env';
import { readRenewalToken } from '../../auth/renewal-token';
import { authorize } from '../../platform/authorize';
import { enforceRateLimit, MEMBER_WRITE_LIMITS } from '../../platform/rate-limit';
import { mailNotification, notify } from '../notifications/service';
import { actorName, findAdminUser, insertAuditEntry, setAccountFields } from './admin-queries';

/*
 * A member renews Gold themself (issue #23, item 1; decision 0044): from the Fete ID card's warning, signed in,
 * or from the sign-in that refused an ended membership, with the token that refusal carried. Either way one
 * transaction holds the member's row: the policy, the expiry arithmetic, the audit entry and the notification;
 * the mail goes after the commit. Administrators keep their own extension (admin-service.ts).
 */

type RenewalDeps = Pick<Deps, 'db' | 'mailer' | 'logger' | 'config'>;

/** POST /api/members/me/membership/renewal (rate limited by the route, memberRateLimit). */
export function renewMyMembership(deps: RenewalDeps, actor: Actor, input: MembershipRenewalInput) {
  return renew(deps, actor, new Date(input.expiresAt));
}

/**
 * POST /api/members/membership/renewal: no session, the token stands for the password the sign-in checked. A
 * forged, run-out or foreign token is 422 on `token` and costs nothing; a good one counts against the member's
 * renewal limit, as the signed-in renewal does.
 */
export async function renewExpiredMembership(deps: RenewalDeps, input: ExpiredRenewalInput) {
  const claim = await readRenewalToken(deps.config, input.token);
  if (!claim) throw new AppError('VALIDATION', texts.tokenInvalid, { token: texts.tokenInvalid });
  const key = `membership-renewal:${claim.userId}`;
  await enforceRateLimit(deps.db, key, MEMBER_WRITE_LIMITS['membership-renewal']);
  return renew(deps, { id: claim.userId, role: 'user' }, claim.expiresAt);
}

async function renew(
  deps: RenewalDeps,
  member: Viewer,
  seen: Date,
  now = new Date(),
): Promise<MembershipRenewal> {
  const { answer, notification } = await deps.db.transaction(async (tx) => {
    const row = await findAdminUser(tx, member.id, { forUpdate: true });
    if (!row) throw new AppError('NOT_FOUND', messages.settings.noUser);
    if (row.banned) throw new AppError('ACCOUNT_SUSPENDED');
    const facts = {
      userId: row.id,
      membershipType: row.membershipType,
      membershipExpiresAt: row.membershipExpiresAt,
    };
    authorize(membershipPolicy.renew(member, facts), { forbidden: texts.notRenewable });
    const current = row.membershipExpiresAt!;
    const asIs = { membershipType: row.membershipType, membershipExpiresAt: current.toISOString() };
    // Renewed already (a second click, another tab): the membership as it is, and nothing more.
    if (current.getTime() !== seen.getTime())
      return { answer: { ...asIs, renewed: false }, notification: null };
    if (!inRenewalWindow(current, now)) throw new AppError('CONFLICT', texts.notYet);
    const next = renewedExpiry(current, now);
    await setAccountFields(tx, row.id, { membershipExpiresAt: next });
    await insertAuditEntry(tx, {
      actorId: row.id,
      actorName: await actorName(tx, row.id),
      targetUserId: row.id,
      action: 'renew_membership',
      before: { membershipExpiresAt: current.toISOString() },
      after: { membershipExpiresAt: next.toISOString(), days: MEMBERSHIP.goldDays },
    });
    const notice = await notify(tx, row.id, {
      type: 'membership_renewed',
      title: texts.noticeTitle,
      message: texts.noticeMessage(membershipDate(next)),
      data: { membershipExpiresAt: next.toISOString() },
    });
    return {
      answer: { ...asIs, membershipExpiresAt: next.toISOString(), renewed: true },
      notification: notice,
    };
  });
  if (notification) await mailNotification(deps, notification);
  return answer;
}
