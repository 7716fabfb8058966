import { z } from 'zod';

/**
 * The live channel (GET /api/live, Server-Sent Events). A topic is `kind:id`: `event:{eventId}` is public
 * (like counts), `member:{userId}` only for that signed-in member (notifications and chat later).
 */
export const LIVE_TOPIC_KINDS = ['event', 'member'] as const;
export type LiveTopicKind = (typeof LIVE_TOPIC_KINDS)[number];

/** One connection listens to a handful of topics; more is a client bug, not a use case. */
export const MAX_LIVE_TOPICS = 20;

export const liveTopicSchema = z.string().regex(/^(event|member):[A-Za-z0-9_-]{1,64}$/, 'Unknown live topic');

export const liveQuerySchema = z.object({
  /** Comma-separated topics. */
  topics: z
    .string()
    .transform((s) => [...new Set(s.split(',').filter(Boolean))])
    .pipe(
      z
        .array(liveTopicSchema)
        .min(1, 'Name at least one topic')
        .max(MAX_LIVE_TOPICS)
        // Each kind is its own ordered log on the server (one cursor per stream): one kind per stream.
        .refine(
          (topics) => new Set(topics.map((topic) => topic.slice(0, topic.indexOf(':')))).size <= 1,
          'Listen to event topics and member topics on separate streams',
        ),
    ),
  /** Replay what was published after this cursor (the SSE `id:`); Last-Event-ID wins when both are given. */
  after: z.coerce.number().int().nonnegative().optional(),
});

export {
  LIVE_READY_EVENT,
  LIVE_RESET_EVENT,
  liveTopics,
  type ChatBlockLive,
  type ChatMessageLive,
  type ChatReadLive,
  type EventLikesMessage,
  type LiveEnvelope,
  type LiveMessage,
  type NotificationLive,
} from './live-topics';
