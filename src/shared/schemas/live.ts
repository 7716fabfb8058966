import { z } from 'zod';
import type { ChatMessageItem } from '../domains/chat';

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
    .pipe(z.array(liveTopicSchema).min(1, 'Name at least one topic').max(MAX_LIVE_TOPICS)),
  /** Replay what was published after this cursor (the SSE `id:`); Last-Event-ID wins when both are given. */
  after: z.coerce.number().int().nonnegative().optional(),
});
export type LiveQuery = z.infer<typeof liveQuerySchema>;

/** What is published to `event:{id}`: the event's like count after a like or an unlike. */
export interface EventLikesMessage {
  type: 'event.likes';
  likes: number;
}

/**
 * To `member:{id}` of both participants: a new chat message. `unread` is the receiving member's unread
 * total across conversations after it (the navigation's badge).
 */
export interface ChatMessageLive {
  type: 'chat.message';
  conversationId: string;
  message: ChatMessageItem;
  unread: number;
}

/** To `member:{id}` of both participants: `readerId` read the thread up to `readAt` (read receipts). */
export interface ChatReadLive {
  type: 'chat.read';
  conversationId: string;
  readerId: string;
  readAt: string;
  /** The receiving member's unread total. */
  unread: number;
}

/** To `member:{id}`: a block or unblock between the member and `otherId` (the thread's composer follows). */
export interface ChatBlockLive {
  type: 'chat.block';
  otherId: string;
}

/** To `member:{id}`: a notification was written or read; `unread` is the bell's count. */
export interface NotificationLive {
  type: 'notifications';
  unread: number;
}

export type LiveMessage =
  EventLikesMessage | ChatMessageLive | ChatReadLive | ChatBlockLive | NotificationLive;

/** The `data:` of each unnamed SSE message: the topic it was published to and the message. */
export type LiveEnvelope = LiveMessage & { topic: string };

/**
 * Named SSE events besides the messages: `ready` once the stream listens (its `id:` is the cursor to resume
 * from), `reset` when missed messages cannot be replayed (too many, or older than the retention): the client
 * should reload what it shows.
 */
export const LIVE_READY_EVENT = 'ready';
export const LIVE_RESET_EVENT = 'reset';

export const liveTopics = {
  event: (eventId: string) => `event:${eventId}`,
  member: (userId: string) => `member:${userId}`,
};
