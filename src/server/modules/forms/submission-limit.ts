import type { Context, MiddlewareHandler } from 'hono';
import { isPackageKind } from '../../../shared/domains/packages';
import { AppError } from '../../../shared/errors';
import type { AppEnv } from '../../app-env';
import {
  attemptDecision,
  attemptValues,
  consumeRateLimit,
  MEMBER_WRITE_LIMITS,
  pruneNowAndThen,
  refuseAttempt,
} from '../../platform/rate-limit';
import { countAndFindTargetAndForm, type TargetAndForm } from '../packages/service';

/** What a submission's attempt read with it (the item and its form), for the route's handler. */
export const submissionReads = new WeakMap<Context, TargetAndForm>();

/**
 * Route middleware of a form submission (after the sign-in check, before its body is read, where
 * memberRateLimit('form-submission') was): counts the member's attempt against MEMBER_WRITE_LIMITS, 429 with
 * Retry-After past it, and in the same statement reads the item and its form the handler checks (issue #25,
 * goal 3: two round trips were one). The answers and their order are unchanged: 429, then the body's 422, then
 * the type's, the item's and the form's 404s, then the answers' 422. A type that names nothing is counted alone.
 */
export const countSubmission: MiddlewareHandler<AppEnv> = async (c, next) => {
  const actor = c.get('actor');
  if (!actor) throw new AppError('UNAUTHENTICATED');
  const { db } = c.get('deps');
  const [type, now, rule] = [c.req.param('type'), Date.now(), MEMBER_WRITE_LIMITS['form-submission']];
  const key = `form-submission:${actor.id}`;
  let decision;
  if (type && isPackageKind(type)) {
    const { count, windowStart, target, form } = await countAndFindTargetAndForm(
      db,
      type,
      c.req.param('id')!,
      attemptValues(key, rule, now),
    );
    await pruneNowAndThen(db, now);
    decision = attemptDecision({ count, windowStart }, rule, now);
    submissionReads.set(c, { target, form });
  } else decision = await consumeRateLimit(db, key, rule, now);
  if (!decision.allowed) refuseAttempt(c, decision.retryAfterSeconds);
  await next();
};
