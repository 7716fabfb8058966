import type { Context, Hono } from 'hono';
import { AppError } from '../../../shared/errors';
import { liveQuerySchema, type LiveTopicKind } from '../../../shared/schemas/live';
import type { Actor, AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { validationError, type Routes } from '../http';
import { addressBucket } from '../request-guards';
import { liveStream } from './stream';

/** May this viewer listen to `kind:id`? Throws the AppError to answer (401, 404) when not. */
export type TopicRule = (db: Db, actor: Actor | null, id: string) => Promise<void>;

/** `member:{id}`: only that member. Anyone else's topic answers 404, like any other private object. */
export const memberTopicRule: TopicRule = async (_db, actor, id) => {
  if (!actor) throw new AppError('UNAUTHENTICATED');
  if (actor.id !== id) throw new AppError('NOT_FOUND');
};

/**
 * GET /api/live. Plain Hono (Routes answers JSON handlers), described for the OpenAPI list by hand. The
 * session cookie authenticates it through the actor middleware like any other /api route.
 */
export function registerLiveRoutes(
  app: Hono<AppEnv>,
  routes: Routes,
  rules: Record<Exclude<LiveTopicKind, 'member'>, TopicRule>,
  clientIp: (c: Context) => string,
): void {
  const allRules: Record<LiveTopicKind, TopicRule> = { ...rules, member: memberTopicRule };

  app.get('/api/live', async (c) => {
    const { db, live } = c.get('deps');
    const actor = c.get('actor');
    const parsed = liveQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw validationError(parsed.error);
    const { topics } = parsed.data;
    // Counted before the topics are looked up: a refusal costs no statement.
    let release: () => void;
    try {
      release = live.admit({ memberId: actor?.id, address: addressBucket(clientIp(c)) });
    } catch (err) {
      c.header('retry-after', String(live.limits.retryAfterSeconds));
      throw err;
    }
    try {
      for (const topic of topics) {
        const separator = topic.indexOf(':');
        await allRules[topic.slice(0, separator) as LiveTopicKind](db, actor, topic.slice(separator + 1));
      }
    } catch (err) {
      release();
      throw err;
    }
    // The browser sends Last-Event-ID when it reconnects by itself; ?after= is for the first connection.
    const lastEventId = c.req.header('last-event-id');
    const after = lastEventId && /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : parsed.data.after;
    return liveStream(c, live, topics, after, { sessionId: actor?.sessionId, release });
  });

  routes.describe('get', '/api/live', {
    summary:
      'The live channel (Server-Sent Events, text/event-stream). Query: `topics` (comma-separated, up to ' +
      '20: `event:{eventId}` for anyone who may see the event, `member:{userId}` for that member only) and ' +
      'optional `after` (a cursor). Each message is `id: {cursor}` and `data: {topic, type, ...}`; ' +
      '`event: ready` once listening (its id is the cursor), `event: reset` when missed messages cannot be ' +
      'replayed (reload instead); a comment heartbeat every 25 s. Last-Event-ID (or `after`) replays what ' +
      'was missed in the last 24 hours. 401 for a visitor on a member topic, 404 for another member or an ' +
      'unknown or inactive event, 422 for a malformed topic list. 503 with Retry-After when this server ' +
      'already holds as many streams as it allows: in all, for this member, or for visitors at this ' +
      "address. A member's stream ends when their session does (sign-out, suspension).",
    auth: 'public',
    tags: ['live'],
  });
}
