import { MB } from '../../../shared/constants';
import { createInFlightBudget } from '../../platform/in-flight';

/**
 * Uploads admitted at once, decided before a byte of the body is read (decision 0027). Per member 2: a form
 * uploads one file at a time, a page at most a couple, so a third at once is a script (or the web client, which
 * waits the Retry-After and tries again). Per process 320 MiB of declared bodies: about ten 30 MB images, the
 * most the image work limiter (2 decoding, 8 waiting) would take anyway; it bounds the temporary files on disk
 * and the resumes read for checking (10 MB each). Bodies stream to disk, so memory does not grow with it.
 */
export const UPLOAD_ADMISSION = {
  perMember: 2,
  processBytes: 320 * MB,
  /** A member's own uploads finish within seconds. */
  memberRetryAfterSeconds: 2,
  /** Everybody's: as long as the image queue's hint. */
  processRetryAfterSeconds: 5,
} as const;

export const uploadsInFlight = createInFlightBudget({
  perKey: UPLOAD_ADMISSION.perMember,
  totalBytes: UPLOAD_ADMISSION.processBytes,
});
