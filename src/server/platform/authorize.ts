import { AppError } from '../../shared/errors';

/**
 * The one way a service applies a policy's answer (src/shared/domains/*: `xPolicy.rule(viewer, item?)`): a
 * refusal is 403 FORBIDDEN, or, for something the viewer may not know exists (another member's submission, a
 * conversation they are not in), the 404 with the text given; `{ forbidden }` words a 403 (a blocked member).
 * Services never test roles themselves.
 */
export function authorize(allowed: boolean, refusal?: string | { forbidden: string }): asserts allowed {
  if (allowed) return;
  if (refusal === undefined) throw new AppError('FORBIDDEN');
  throw typeof refusal === 'string'
    ? new AppError('NOT_FOUND', refusal)
    : new AppError('FORBIDDEN', refusal.forbidden);
}
