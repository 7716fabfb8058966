/**
 * The live channel's topics and messages, without the query schema (`live.ts`): what the browser needs, which a
 * page can import without loading zod (the chat item is imported as a type only).
 */
import type { ChatMessageItem } from '../domains/chat';

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
