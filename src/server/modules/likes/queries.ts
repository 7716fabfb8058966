import { sql } from 'drizzle-orm';
import { liveTopics } from '../../../shared/schemas/live';
import { preparedPerShape, preparedSql, type Placeholders } from '../../db/prepared';
import { publishStatement, topicKind } from '../../platform/live/publisher';
import {
  attemptDecision,
  attemptUpsert,
  attemptValues,
  MEMBER_WRITE_LIMITS,
  type AttemptPlaceholders,
  type RateDecision,
} from '../../platform/rate-limit';
import type { LikeableKind } from '../../../shared/domains/item-kind';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { likedBands, likedEvents, likedProviders, likedRestaurants } from '../../db/schema/likes';
import { visibleBandQuery } from '../bands/service';
import { visibleEventQuery } from '../events/service';
import { visibleProviderQuery } from '../faces/service';
import { visibleRestaurantQuery } from '../restaurants/service';

/** Each kind's like table: the member's column and the item's (the pair is the table's primary key). */
const likeColumns = {
  event: { user: likedEvents.userId, item: likedEvents.eventId },
  band: { user: likedBands.userId, item: likedBands.bandId },
  restaurant: { user: likedRestaurants.userId, item: likedRestaurants.restaurantId },
  face: { user: likedProviders.userId, item: likedProviders.providerId },
} satisfies Record<LikeableKind, { user: AnyPgColumn; item: AnyPgColumn }>;

/** Each kind's own module gives its visibility check as a query (inactive items only for administrators). */
const visibleQuery = {
  event: visibleEventQuery,
  band: visibleBandQuery,
  restaurant: visibleRestaurantQuery,
  face: visibleProviderQuery,
} satisfies Record<LikeableKind, unknown>;

/** What a like's statement answers: one row, whatever happened. */
export interface LikeVerdict {
  /** The attempt against the member's like limit: the count in its window, and the window's start (ms). */
  count: number;
  windowStart: number | string;
  /** The item is there for the viewer (else nothing was written: 404). */
  found: boolean;
}

type LikeValues = { userId: string; itemId: string; max: number } & Record<
  keyof ReturnType<typeof attemptValues>,
  string | number
>;

/**
 * Each kind's like and unlike with the member's rate limit and the item's visibility check in one statement
 * (issue #25, goal 3; it was two round trips, the limit's upsert then the write): `counted` is the attempt
 * (platform/rate-limit.ts's upsert, counted whatever the item, as the limit's middleware counted it), `item` the
 * item when the viewer may see it, `written` inserts or deletes the member's row for that item only and only
 * within the limit (PostgreSQL runs a data-modifying CTE whether or not the query reads it). The answer says
 * the count, its window and whether the item was there. Built once per kind, direction and audience and
 * prepared (db/prepared.ts): each connection parses it once.
 */
const likeStatement = preparedPerShape(
  (db, shape: { type: LikeableKind; liked: boolean; inactive: boolean }, p: Placeholders<LikeValues>) => {
    const { user, item: itemColumn } = likeColumns[shape.type];
    const item = visibleQuery[shape.type](db, p.itemId, shape.inactive).getSQL();
    const allowedItem = sql`select item.id from item, counted where counted.count <= ${p.max}::int`;
    const write = shape.liked
      ? sql`insert into ${user.table} (${sql.identifier(user.name)}, ${sql.identifier(itemColumn.name)})
          select ${p.userId}, id from (${allowedItem}) allowed on conflict do nothing`
      : sql`delete from ${user.table} where ${user} = ${p.userId} and ${itemColumn} in (${allowedItem})`;
    return preparedSql<LikeVerdict>(
      db,
      sql`with counted as (${attemptUpsert(db, p as AttemptPlaceholders).getSQL()}),
        item as (${item}),
        written as (${write})
        select counted.count, counted.window_start as "windowStart", exists (select 1 from item) as found
        from counted`,
    );
  },
);

/**
 * Counts the member's attempt against MEMBER_WRITE_LIMITS.like and, within it, adds their like (`liked`) or
 * removes it, if the item is there for the viewer (`inactive`: they see inactive items too). Answers the
 * limit's decision and whether the item was there (nothing written when it was not, or past the limit). A second
 * like of the same item is no error (liked_*_pk, ON CONFLICT DO NOTHING), nor is removing a like that is not there.
 */
export async function writeLike(
  db: Db,
  type: LikeableKind,
  { userId, itemId, inactive, now }: { userId: string; itemId: string; inactive: boolean; now: number },
  liked: boolean,
): Promise<RateDecision & { found: boolean }> {
  const rule = MEMBER_WRITE_LIMITS.like;
  const values = { userId, itemId, max: rule.max, ...attemptValues(`like:${userId}`, rule, now) };
  const {
    rows: [verdict],
  } = await likeStatement(db, { type, liked, inactive }, values);
  return { ...attemptDecision(verdict!, rule, now), found: verdict!.found };
}

/**
 * The event's like count published on its live topic (`payload` from the count: `{type, likes}`), in one
 * statement. `event_like_count_locked` (migration 0029) takes the event's like-count lock and counts after it is
 * granted, in a snapshot of its own (a volatile function's statement sees what committed before it), so
 * publications of one event, from any process, count and publish one after the other until their commit: counts
 * never go back, and the last one is the true one. A single statement's own snapshot is taken before it waits for
 * a lock, so without the function the count could be older than the one published before it. Then the event
 * topics' publish lock (publisher.ts), the row and its NOTIFY, with no round trip between the lock and the commit.
 */
const publishLikesStatement = preparedPerShape(
  (db, _shape: null, p: Placeholders<{ eventId: string; topic: string }>) =>
    preparedSql<{ id: number | string }>(
      db,
      publishStatement({
        topic: sql`${p.topic}::text`,
        kind: sql`${topicKind(liveTopics.event(''))}`,
        source: sql`select event_like_count_locked(${p.eventId}::text) as likes`,
        payload: sql`json_build_object('type', 'event.likes', 'likes', source.likes)::jsonb`,
      }),
    ),
);

/** Publishes the event's like count on `topic`, read under its lock (publishLikesStatement). */
export async function publishEventLikeCount(db: Db, eventId: string): Promise<void> {
  await publishLikesStatement(db, null, { eventId, topic: liveTopics.event(eventId) });
}
