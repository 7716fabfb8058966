import { createWorkLimiter } from '../../platform/work-limiter';

/**
 * Decoding and re-encoding is the one CPU- and memory-heavy step of an upload (up to ~200 MB for a
 * 50-megapixel photo). Two at once per process keeps a 2-core machine responsive; eight more may wait
 * (each holds its buffered file, at most 30 MB); the rest are told to come back (503, Retry-After).
 */
export const IMAGE_WORK = { concurrency: 2, maxQueue: 8, retryAfterSeconds: 5 } as const;

export const imageWork = createWorkLimiter(IMAGE_WORK);
