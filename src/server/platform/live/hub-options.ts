import type { Db, Listen } from '../../db/client';
import type { Logger } from '../logger';

/**
 * How many streams this process holds open at once (each is a connection, a timer and a little memory for up
 * to 15 minutes). Per process: a stream lives in one process, and a proxy in front limits connections per
 * address across all of them (docs/operations.md).
 */
export interface LiveLimits {
  /** All streams of this process. */
  maxStreams: number;
  /** A signed-in member's streams (their tabs and devices), whatever their addresses. */
  maxStreamsPerMember: number;
  /** Visitors' streams from one address (an IPv6 address counts by its /64). */
  maxStreamsPerAddress: number;
  /** The Retry-After of a refusal, in seconds. */
  retryAfterSeconds: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  maxStreams: 2_000,
  maxStreamsPerMember: 10,
  maxStreamsPerAddress: 50,
  retryAfterSeconds: 30,
};

export interface LiveTimings {
  /** A comment on every stream this often, so proxies and browsers keep an idle connection open. */
  heartbeatMs: number;
  /** The `retry:` hint: how long a browser waits before it reconnects. */
  retryMs: number;
  /** Streams end after this long; the browser reconnects and its session is checked again. */
  maxStreamMs: number;
  /** Messages older than this are pruned; a client further behind reloads instead of catching up. */
  retentionMs: number;
  pruneEveryMs: number;
  /** At most this many missed messages are replayed; beyond it the client is told to reload. */
  replayLimit: number;
  /** A count that changes often (an event's likes) is published at most this often per item (`soon`). */
  countEveryMs: number;
}

export const DEFAULT_LIVE_TIMINGS: LiveTimings = {
  heartbeatMs: 25_000,
  retryMs: 3_000,
  maxStreamMs: 15 * 60_000,
  retentionMs: 24 * 3_600_000,
  pruneEveryMs: 10 * 60_000,
  replayLimit: 500,
  countEveryMs: 1_000,
};

export interface LiveHubOptions {
  db: Db;
  listen: Listen;
  logger: Logger;
  timings?: Partial<LiveTimings>;
  limits?: Partial<LiveLimits>;
}
