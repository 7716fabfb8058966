import { and, gt, inArray, lt, max, min } from 'drizzle-orm';
import type { LiveMessage } from '../../../shared/schemas/live';
import type { Db, Listen } from '../../db/client';
import { liveEvents } from '../../db/schema';
import type { Logger } from '../logger';
import { LIVE_CHANNEL, type LiveNotice } from './publisher';

export interface LiveRecord {
  id: number;
  topic: string;
  message: LiveMessage;
}

/** An open stream as the hub sees it: the topics it listens to, and where to put what arrives. */
export interface LiveSink {
  readonly topics: readonly string[];
  deliver(record: LiveRecord): void;
  /** The process is shutting down: end the stream. */
  close(): void;
}

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
}

export const DEFAULT_LIVE_TIMINGS: LiveTimings = {
  heartbeatMs: 25_000,
  retryMs: 3_000,
  maxStreamMs: 15 * 60_000,
  retentionMs: 24 * 3_600_000,
  pruneEveryMs: 10 * 60_000,
  replayLimit: 500,
};

export interface LiveHubOptions {
  db: Db;
  listen: Listen;
  logger: Logger;
  timings?: Partial<LiveTimings>;
}

const DRAIN_BATCH = 1_000;

/**
 * One per process: LISTENs once and hands each published message to the open streams of this process
 * that listen to its topic. A notification is only a wake-up: the hub reads every row after its cursor for
 * the topics open here, so nothing is skipped when notifications arrive together or the listening
 * connection was lost for a while (publishers commit ids in order, see publisher.ts).
 */
export class LiveHub {
  readonly timings: LiveTimings;
  private readonly byTopic = new Map<string, Set<LiveSink>>();
  private cursor = 0;
  private notified = 0;
  private draining: Promise<void> | null = null;
  private again = false;
  private resync = false;
  private stopListening: (() => Promise<void>) | null = null;
  private pruneTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: LiveHubOptions) {
    this.timings = { ...DEFAULT_LIVE_TIMINGS, ...options.timings };
  }

  async start(): Promise<void> {
    this.cursor = this.notified = await this.latestId();
    this.stopListening = await this.options.listen(
      LIVE_CHANNEL,
      (payload) => this.onNotify(payload),
      () => {
        this.resync = true;
        this.schedule();
      },
    );
    this.pruneTimer = setInterval(() => void this.prune(), this.timings.pruneEveryMs);
    this.pruneTimer.unref();
  }

  add(sink: LiveSink): () => void {
    for (const topic of sink.topics) {
      let sinks = this.byTopic.get(topic);
      if (!sinks) this.byTopic.set(topic, (sinks = new Set()));
      sinks.add(sink);
    }
    return () => this.remove(sink);
  }

  /** How many streams are open in this process (for tests and operations). */
  get openStreams(): number {
    const sinks = new Set<LiveSink>();
    for (const set of this.byTopic.values()) for (const sink of set) sinks.add(sink);
    return sinks.size;
  }

  /** The highest id published so far: where a stream without a cursor starts. */
  async latestId(): Promise<number> {
    const [row] = await this.options.db.select({ id: max(liveEvents.id) }).from(liveEvents);
    return Number(row?.id ?? 0);
  }

  /**
   * What was published to these topics after `after`. `complete` is false when that cannot be told exactly:
   * more than the replay limit, pruned messages (the oldest kept is newer than the cursor), or a cursor
   * from the future (another database).
   */
  async replay(
    topics: readonly string[],
    after: number,
  ): Promise<{ records: LiveRecord[]; complete: boolean; latest: number }> {
    const { db } = this.options;
    const limit = this.timings.replayLimit;
    const [rows, [bounds]] = await Promise.all([
      db
        .select({ id: liveEvents.id, topic: liveEvents.topic, payload: liveEvents.payload })
        .from(liveEvents)
        .where(and(inArray(liveEvents.topic, [...topics]), gt(liveEvents.id, after)))
        .orderBy(liveEvents.id)
        .limit(limit + 1),
      db.select({ oldest: min(liveEvents.id), latest: max(liveEvents.id) }).from(liveEvents),
    ]);
    const oldest = bounds?.oldest == null ? null : Number(bounds.oldest);
    const latest = Number(bounds?.latest ?? 0);
    const complete = rows.length <= limit && after <= latest && (oldest === null || oldest <= after + 1);
    return { records: rows.slice(0, limit).map(toRecord), complete, latest };
  }

  /** End every stream and stop listening: the first step of a graceful shutdown. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.pruneTimer);
    const sinks = new Set<LiveSink>();
    for (const set of this.byTopic.values()) for (const sink of set) sinks.add(sink);
    for (const sink of sinks) sink.close();
    this.byTopic.clear();
    await this.draining;
    await this.stopListening?.();
    this.stopListening = null;
  }

  /** Delete messages past the retention; every process may run it, deleting twice is harmless. */
  async prune(): Promise<number> {
    const cutoff = new Date(Date.now() - this.timings.retentionMs);
    try {
      const gone = await this.options.db
        .delete(liveEvents)
        .where(lt(liveEvents.createdAt, cutoff))
        .returning({ id: liveEvents.id });
      return gone.length;
    } catch (err) {
      this.options.logger.warn({ err }, 'live events prune failed');
      return 0;
    }
  }

  private remove(sink: LiveSink) {
    for (const topic of sink.topics) {
      const sinks = this.byTopic.get(topic);
      sinks?.delete(sink);
      if (sinks?.size === 0) this.byTopic.delete(topic);
    }
  }

  private onNotify(payload: string) {
    let notice: LiveNotice;
    try {
      notice = JSON.parse(payload) as LiveNotice;
    } catch {
      this.options.logger.warn({ payload }, 'unreadable live notification');
      return;
    }
    if (notice.id > this.notified) this.notified = notice.id;
    // Messages to topics nobody here listens to need no read; the next drain moves the cursor past them.
    if (this.byTopic.has(notice.topic)) this.schedule();
  }

  private schedule() {
    if (this.closed) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .catch((err) => this.options.logger.error({ err }, 'live drain failed'))
      .finally(() => {
        this.draining = null;
        if (this.again) {
          this.again = false;
          this.schedule();
        }
      });
  }

  private async drain(): Promise<void> {
    if (this.resync) {
      // Notifications sent while the connection was down are lost: look at the table instead.
      this.resync = false;
      this.notified = Math.max(this.notified, await this.latestId());
    }
    const target = this.notified;
    for (;;) {
      const topics = [...this.byTopic.keys()];
      if (topics.length === 0) break;
      const rows = await this.options.db
        .select({ id: liveEvents.id, topic: liveEvents.topic, payload: liveEvents.payload })
        .from(liveEvents)
        .where(and(inArray(liveEvents.topic, topics), gt(liveEvents.id, this.cursor)))
        .orderBy(liveEvents.id)
        .limit(DRAIN_BATCH);
      for (const row of rows) {
        const record = toRecord(row);
        this.cursor = Math.max(this.cursor, record.id);
        for (const sink of this.byTopic.get(record.topic) ?? []) sink.deliver(record);
      }
      if (rows.length < DRAIN_BATCH) break;
    }
    this.cursor = Math.max(this.cursor, target);
  }
}

function toRecord(row: { id: number; topic: string; payload: unknown }): LiveRecord {
  return { id: Number(row.id), topic: row.topic, message: row.payload as LiveMessage };
}

export async function createLiveHub(options: LiveHubOptions): Promise<LiveHub> {
  const hub = new LiveHub(options);
  await hub.start();
  return hub;
}
