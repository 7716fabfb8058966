import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import QRCode from 'qrcode';
import { PASS_LIFETIME_HOURS, type FeteIdPass, type PassVerdict } from '../../../shared/domains/fete-id';
import { AppError, messages } from '../../../shared/errors';
import type { Actor, Deps } from '../../app-env';
import type { Config } from '../../config';
import { resolveFeteIdSecret } from '../../secret';
import { findPassHolder } from './queries';

/*
 * The Fete ID pass (decision 0023): an HS256 JWS naming the member (sub) for the audience `fete-id`, valid
 * PASS_LIFETIME_HOURS. It carries no personal data: whoever scans it learns only what the verify route shows.
 * The membership is read afresh at verification, so a membership that ended after the pass was issued shows
 * expired, and a deleted account shows invalid.
 */

const AUDIENCE = 'fete-id';
const ISSUER = 'fete';
const ALGORITHM = 'HS256';

const keys = new WeakMap<Config, Uint8Array>();
function keyOf(config: Config): Uint8Array {
  let key = keys.get(config);
  if (!key) {
    key = new TextEncoder().encode(resolveFeteIdSecret(config));
    keys.set(config, key);
  }
  return key;
}

export async function signPassToken(config: Config, userId: string, now = new Date()) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + PASS_LIFETIME_HOURS * 3600;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyOf(config));
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

export const passVerifyUrl = (config: Config, token: string) =>
  `${config.publicUrl}/fete-id/verify?token=${encodeURIComponent(token)}`;

/** GET /api/members/me/fete-id: a fresh pass each time the dashboard loads. */
export async function getMyFeteIdPass(
  deps: Pick<Deps, 'config' | 'db'>,
  actor: Actor,
  now = new Date(),
): Promise<FeteIdPass> {
  const holder = await findPassHolder(deps.db, actor.id);
  if (!holder) throw new AppError('NOT_FOUND', messages.settings.noUser);
  const { token, expiresAt } = await signPassToken(deps.config, actor.id, now);
  const verifyUrl = passVerifyUrl(deps.config, token);
  const qrSvg = await QRCode.toString(verifyUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { verifyUrl, qrSvg, expiresAt: expiresAt.toISOString() };
}

const INVALID: PassVerdict = { status: 'invalid', member: null };

/** GET /api/fete-id/verify: valid, expired (the pass or the membership) or invalid (forged, altered, unknown). */
export async function verifyFeteIdPass(
  deps: Pick<Deps, 'config' | 'db'>,
  token: string,
  now = new Date(),
): Promise<PassVerdict> {
  if (!token) return INVALID;
  let subject: string | undefined;
  let passExpired = false;
  try {
    const { payload } = await jwtVerify(token, keyOf(deps.config), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      issuer: ISSUER,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    subject = payload.sub;
  } catch (err) {
    // jose checks the signature before the dates: an expired pass is still known to be ours.
    if (err instanceof joseErrors.JWTExpired && typeof err.payload.sub === 'string') {
      subject = err.payload.sub;
      passExpired = true;
    } else {
      return INVALID;
    }
  }
  if (!subject) return INVALID;
  const holder = await findPassHolder(deps.db, subject);
  if (!holder) return INVALID;
  const name = `${holder.firstName} ${holder.lastName}`.trim() || holder.name;
  const member = { name, imageUrl: holder.image };
  const membershipEnded = holder.membershipExpiresAt !== null && holder.membershipExpiresAt <= now;
  return { status: passExpired || membershipEnded ? 'expired' : 'valid', member };
}
