import { z } from 'zod';
import { MEMBERSHIP } from '../constants';
import { instantString } from '../schemas/common';
import { SITE_TIME_ZONE, zonedClock } from '../time';
import type { MaybeViewer } from './viewer';

/**
 * Renewing Gold (issue #23, item 1; decision 0044). Gold is free and lasts MEMBERSHIP.goldDays; a member renews
 * it themself from the Fete ID card's warning (signed in) or from the sign-in that refused them because it had
 * ended (with the renewal token that refusal carries). A renewal adds a year to the later of now and the old
 * expiry, and only in the renewal window: from MEMBERSHIP.expiryWarningDays before the end, or after it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The membership as the rules read it. */
export interface MembershipFacts {
  userId: string;
  membershipType: string;
  membershipExpiresAt: Date | null;
}

export const membershipPolicy = {
  /** Only the member themself, only Gold, and only a membership that ends (an administrator's never does). */
  renew: (viewer: MaybeViewer, member: MembershipFacts) =>
    !!viewer &&
    viewer.id === member.userId &&
    member.membershipType === 'gold' &&
    member.membershipExpiresAt !== null,
};

/** The window opens MEMBERSHIP.expiryWarningDays before the end, when the card starts warning. */
export function inRenewalWindow(expiresAt: Date, now: Date = new Date()): boolean {
  return expiresAt.getTime() - now.getTime() <= MEMBERSHIP.expiryWarningDays * DAY_MS;
}

/** Another MEMBERSHIP.goldDays from the later of now and the old expiry. */
export function renewedExpiry(expiresAt: Date, now: Date = new Date()): Date {
  return new Date(Math.max(expiresAt.getTime(), now.getTime()) + MEMBERSHIP.goldDays * DAY_MS);
}

/** 'February 8, 2027': a membership's end as the site says it (its own time zone). */
export const membershipDate = (instant: Date | string) =>
  zonedClock(new Date(instant), SITE_TIME_ZONE).longDate;

/**
 * POST /api/members/me/membership/renewal: the expiry the member saw when they chose to renew. It makes a
 * renewal happen once: a second click, another tab or a retry names an expiry that is no longer the membership's,
 * and is answered with the membership as it is now.
 */
export const membershipRenewalSchema = z.strictObject({
  expiresAt: instantString.meta({ description: 'The membership expiry the member is renewing from.' }),
});
export type MembershipRenewalInput = z.infer<typeof membershipRenewalSchema>;

/** POST /api/members/membership/renewal: the token the sign-in's refusal of an ended membership carried. */
export const expiredRenewalSchema = z.strictObject({
  token: z.string({ error: 'The renewal is missing its token' }).trim().min(1).max(2048),
});
export type ExpiredRenewalInput = z.infer<typeof expiredRenewalSchema>;

export const membershipRenewalResponseSchema = z.object({
  membershipType: z.string(),
  /** The membership's end after the request (unchanged when this request renewed nothing). */
  membershipExpiresAt: instantString,
  /** This request renewed it (false: it had been renewed already, by an earlier click). */
  renewed: z.boolean(),
});
export type MembershipRenewal = z.infer<typeof membershipRenewalResponseSchema>;

export const membershipMessages = {
  renew: 'Renew membership',
  renewing: 'Renewing...',
  confirmTitle: 'Renew your Gold membership',
  confirm: (until: string) =>
    `Renew your Gold membership for free? It will run for another year, until ${until}.`,
  renewed: (until: string) => `Your Gold membership is renewed. It now runs until ${until}.`,
  failed: 'Failed to renew your membership. Please try again.',
  notRenewable: 'Only a Gold membership that ends can be renewed.',
  notYet: `Your membership can be renewed from ${MEMBERSHIP.expiryWarningDays} days before it ends.`,
  tokenInvalid: 'This renewal has expired. Please sign in again to renew your membership.',
  noticeTitle: 'Membership renewed',
  noticeMessage: (until: string) => `Your Gold membership now runs until ${until}.`,
} as const;
