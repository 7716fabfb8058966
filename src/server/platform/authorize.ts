import { AppError } from '../../shared/errors';

/**
 * The one way a service applies a policy's answer (src/shared/domains/*: `xPolicy.rule(viewer, item?)`): a
 * refusal is 403 FORBIDDEN, or, for something the viewer may not know exists (another member's submission, a
 * conversation they are not in), the 404 with the text given. Services never test roles themselves.
 */
export function authorize(allowed: boolean, notFoundText?: string): asserts allowed {
  if (allowed) return;
  throw notFoundText === undefined ? new AppError('FORBIDDEN') : new AppError('NOT_FOUND', notFoundText);
}
