/**
 * The live channel's topics and messages, without the query schema (`live.ts`): what the browser needs, which a
 * page can import without loading zod.
 */

/** What is published to `event:{id}`: the event's like count after a like or an unlike. */
export interface EventLikesMessage {
  type: 'event.likes';
  likes: number;
}

export type LiveMessage = EventLikesMessage;

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
