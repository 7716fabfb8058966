import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import {
  PASS_TOKEN_LENGTH,
  PASS_TOKEN_PATTERN,
  passDayEndsAt,
  passDayOf,
  type FeteIdPass,
  type PassVerdict,
} from '../../../shared/domains/fete-id';
import { AppError, messages } from '../../../shared/errors';
import { addDays } from '../../../shared/time';
import type { Actor, Deps } from '../../app-env';
import type { Config } from '../../config';
import { keyPerConfig } from '../../platform/config-keys';
import { resolveFeteIdSecret } from '../../secret';
import { findPassByTokenHash, findPassHolder, savePass } from './fete-id-queries';
import { cleanDisplayName } from '../../platform/display-name';

/*
 * The Fete ID pass (decisions 0023 and 0030). The token is 16 base64url characters of an HMAC of the member id
 * and the pass day under the Fete ID key: it names nobody, cannot be made without the key, and is the same all
 * day (a screenshot taken in the evening still works at 1 a.m., not the next evening). The door finds the member
 * through fete_id_passes (the token's SHA-256), recomputes the HMAC for that member and day (a changed key or a
 * row written by hand verifies nothing), then reads the membership afresh: suspended, ended or deleted shows so.
 */

const keyOf = keyPerConfig((config) => Buffer.from(resolveFeteIdSecret(config)));

/** The member's token for a pass day. */
export function passToken(config: Config, userId: string, day: string): string {
  return createHmac('sha256', keyOf(config))
    .update(`fete-id-pass\n${userId}\n${day}`)
    .digest('base64url')
    .slice(0, PASS_TOKEN_LENGTH);
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const passVerifyUrl = (config: Config, token: string) =>
  `${config.publicUrl}/fete-id/verify?token=${encodeURIComponent(token)}`;

/** Issues (records) the member's pass of the pass day `now` falls in. */
export async function issuePass(deps: Pick<Deps, 'config' | 'db'>, userId: string, now = new Date()) {
  const day = passDayOf(now);
  const token = passToken(deps.config, userId, day);
  // Yesterday's row stays: its pass still names its holder at the door, as expired.
  await savePass(deps.db, { userId, day, tokenHash: tokenHash(token) }, addDays(day, -1));
  return { token, day, expiresAt: passDayEndsAt(day) };
}

/** GET /api/members/me/fete-id: today's pass (the same one all through the pass day). */
export async function getMyFeteIdPass(
  deps: Pick<Deps, 'config' | 'db'>,
  actor: Actor,
  now = new Date(),
): Promise<FeteIdPass> {
  const holder = await findPassHolder(deps.db, actor.id);
  if (!holder) throw new AppError('NOT_FOUND', messages.settings.noUser);
  const { token, expiresAt } = await issuePass(deps, actor.id, now);
  const verifyUrl = passVerifyUrl(deps.config, token);
  const qrSvg = await QRCode.toString(verifyUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { verifyUrl, qrSvg, expiresAt: expiresAt.toISOString() };
}

const INVALID: PassVerdict = { status: 'invalid', member: null };

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * GET /api/fete-id/verify: suspended (said first: it is what the door must act on), expired (another pass day,
 * or the membership ended), valid, or invalid (malformed, unknown, altered, another key, a deleted member).
 */
export async function verifyFeteIdPass(
  deps: Pick<Deps, 'config' | 'db'>,
  token: string,
  now = new Date(),
): Promise<PassVerdict> {
  if (!PASS_TOKEN_PATTERN.test(token)) return INVALID;
  const pass = await findPassByTokenHash(deps.db, tokenHash(token));
  if (!pass || !sameToken(passToken(deps.config, pass.userId, pass.day), token)) return INVALID;
  const holder = await findPassHolder(deps.db, pass.userId);
  if (!holder) return INVALID;
  const name = cleanDisplayName(`${holder.firstName} ${holder.lastName}`, holder.name);
  const member = { name, imageUrl: holder.image };
  if (holder.banned) return { status: 'suspended', member };
  const membershipEnded = holder.membershipExpiresAt !== null && holder.membershipExpiresAt <= now;
  const otherDay = pass.day !== passDayOf(now);
  return { status: otherDay || membershipEnded ? 'expired' : 'valid', member };
}
