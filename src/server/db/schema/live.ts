import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/*
 * The live channel's log: every message published to a topic, kept for a day so a client that lost its
 * connection can catch up from its cursor (the id) in any process. NOTIFY only carries id and topic: the
 * table is the one copy of the message. (topic, id) serves the catch-up; created_at the pruning.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_events_topic_id_idx').on(t.topic, t.id),
    index('live_events_created_at_idx').on(t.createdAt),
  ],
);
