import { z } from 'zod';
import { instantString } from '../schemas/common';

/**
 * The Fete ID pass (member-areas.md §2 Dashboard, §9; decision 0023). The dashboard's card carries a QR code of
 * `/fete-id/verify?token=…`: a signed token naming the member that expires after PASS_LIFETIME_HOURS and is
 * issued afresh whenever the dashboard loads. Door staff scan it and see whether it is valid, with only the
 * member's name and picture.
 */
export const PASS_LIFETIME_HOURS = 24;

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

export const PASS_STATUSES = ['valid', 'expired', 'invalid'] as const;
export type PassStatus = (typeof PASS_STATUSES)[number];

/** GET /api/fete-id/verify?token=… : the verdict and, unless invalid, who holds the pass and nothing more. */
export const passVerdictSchema = z.object({
  status: z.enum(PASS_STATUSES),
  member: z.object({ name: z.string(), imageUrl: z.string().nullable() }).nullable(),
});
export type PassVerdict = z.infer<typeof passVerdictSchema>;

/** A token is a compact JWS; anything longer is no pass of ours (the verdict is invalid, not a 422). */
export const passVerifyQuerySchema = z.strictObject({ token: z.string().max(2000).default('') });

export const feteIdMessages = {
  title: 'Fete ID Pass',
  valid: 'Valid Fete ID',
  validDetail: 'This membership is active.',
  expired: 'Expired Fete ID',
  expiredDetail: 'This pass or the membership behind it has expired.',
  invalid: 'Invalid Fete ID',
  invalidDetail: 'This code is not a Fete ID pass, or it has been altered.',
  loadFailed: 'Failed to load your Fete ID pass',
  verifyFailed: 'Failed to check this pass. Please try again.',
  scanHint: 'Show this code at the door. It refreshes each time you open your dashboard.',
} as const;
