import { z } from 'zod';
import { instantString } from '../schemas/common';
import { addDays, instantAt, SITE_TIME_ZONE, todayIn } from '../time';

/**
 * The Fete ID pass (member-areas.md §2 Dashboard, §9; decisions 0023 and 0030). The dashboard's card carries a
 * QR code of `/fete-id/verify?token=…`: a short opaque token, the same all through one pass day, that names
 * nobody and verifies only on that day. Door staff scan it and see whether it is valid, with only the member's
 * name and picture.
 */

/**
 * A pass day starts at 6 a.m. in the site's time zone, when the spec's Night (21 to 6) ends: a fete that goes on
 * past midnight is still the evening's pass day, so a pass shown at 1 a.m. is the one loaded that evening.
 */
export const PASS_DAY_STARTS_AT_HOUR = 6;
/** Characters of a pass token (base64url, 96 bits): short enough for a low-density QR code. */
export const PASS_TOKEN_LENGTH = 16;
export const PASS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16}$/;

/** The pass day (YYYY-MM-DD) it is at `now`. */
export function passDayOf(now: Date, timeZone: string = SITE_TIME_ZONE): string {
  return todayIn(timeZone, new Date(now.getTime() - PASS_DAY_STARTS_AT_HOUR * 3_600_000));
}

/** When a pass of `day` stops verifying: the next day's 6 a.m. in the site's time zone. */
export function passDayEndsAt(day: string, timeZone: string = SITE_TIME_ZONE): Date {
  return instantAt(addDays(day, 1), PASS_DAY_STARTS_AT_HOUR, timeZone);
}

/** GET /api/members/me/fete-id */
export const feteIdPassSchema = z.object({
  /** The address the QR code encodes. */
  verifyUrl: z.string(),
  /** The QR code of verifyUrl as an SVG document. */
  qrSvg: z.string(),
  /** When this pass stops verifying (the membership may end sooner). */
  expiresAt: instantString,
});
export type FeteIdPass = z.infer<typeof feteIdPassSchema>;

export const PASS_STATUSES = ['valid', 'expired', 'suspended', 'invalid'] as const;
export type PassStatus = (typeof PASS_STATUSES)[number];

/** GET /api/fete-id/verify?token=… : the verdict and, unless invalid, who holds the pass and nothing more. */
export const passVerdictSchema = z.object({
  status: z.enum(PASS_STATUSES),
  member: z.object({ name: z.string(), imageUrl: z.string().nullable() }).nullable(),
});
export type PassVerdict = z.infer<typeof passVerdictSchema>;

/**
 * Any token up to 100 characters gets a verdict (a malformed one is invalid); anything longer is no pass at all
 * (422). 100 leaves room for what a scanner app may append; the passes of before decision 0030 were longer and
 * lasted a day.
 */
export const passVerifyQuerySchema = z.strictObject({ token: z.string().max(100).default('') });

export const feteIdMessages = {
  title: 'Fete ID Pass',
  valid: 'Valid Fete ID',
  validDetail: 'This membership is active.',
  expired: 'Expired Fete ID',
  expiredDetail: 'This pass or the membership behind it has expired.',
  suspended: 'Suspended Fete ID',
  suspendedDetail: 'This membership is suspended.',
  invalid: 'Invalid Fete ID',
  invalidDetail: 'This code is not a Fete ID pass, or it has been altered.',
  loadFailed: 'Failed to load your Fete ID pass',
  verifyFailed: 'Failed to check this pass. Please try again.',
  scanHint: 'Show this code at the door. Your dashboard shows a new one each day.',
} as const;
