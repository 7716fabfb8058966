import { AppError } from '../../../shared/errors';
import { LIVE_TOPIC_KINDS } from '../../../shared/schemas/live';
import { StreamAdmission } from './admission';
import { CountCoalescer } from './coalesce';
import {
  DEFAULT_LIVE_LIMITS,
  DEFAULT_LIVE_TIMINGS,
  type LiveHubOptions,
  type LiveLimits,
  type LiveTimings,
} from './hub-options';
import {
  deleteLiveEventsBefore,
  latestLiveId,
  latestLiveIdOf,
  latestLiveIdOfKind,
  liveIdBounds,
  liveRecordsAfter,
  liveRecordsOfKindAfter,
  sessionsAlive,
  type LiveRecord,
} from './live-log';
import { LIVE_CHANNEL, topicKind, type LiveNotice, type SessionEndedNotice } from './publisher';
import { LiveSinks, type LiveSink } from './sinks';

export type { LiveRecord, LiveSink };

const DRAIN_BATCH = 1_000;
/**
 * Up to this many topics of a kind open here, the hub's read names them; beyond it, it reads every message of
 * the kind after its cursor and hands out those of the topics open here. A statement naming thousands of topics
 * costs more to build and plan than the few rows it skips (a process at its stream limit holds thousands of
 * member topics), and PostgreSQL takes at most 65,535 parameters.
 */
export const TOPICS_PER_READ = 100;

/**
 * One per process: LISTENs once and hands each published message to the open streams of this process
 * that listen to its topic. A notice that carries its message is handed out as it is when the hub is in step
 * (handOut); otherwise a notification is only a wake-up: the hub reads every row after its cursor for
 * the topics open here, so nothing is skipped when notifications arrive together or the listening
 * connection was lost for a while. Publishers commit ids in order within a kind of topic (publisher.ts), so
 * the hub keeps one cursor per kind.
 */
export class LiveHub {
  readonly timings: LiveTimings;
  readonly limits: LiveLimits;
  /** For the streams' own failures (stream.ts). */
  readonly logger: LiveHubOptions['logger'];
  private readonly sinks = new LiveSinks();
  private readonly admission: StreamAdmission;
  private readonly counts: CountCoalescer;
  /** Per kind of topic: every row up to it was handed out (or is for no topic open here). */
  private readonly cursor = new Map<string, number>();
  /** Per kind of topic: the highest id announced, committed with everything of its kind below it. */
  private readonly notified = new Map<string, number>();
  private draining: Promise<void> | null = null;
  private again = false;
  private resync = false;
  private stopListening: (() => Promise<void>) | null = null;
  private pruneTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: LiveHubOptions) {
    this.timings = { ...DEFAULT_LIVE_TIMINGS, ...options.timings };
    this.limits = { ...DEFAULT_LIVE_LIMITS, ...options.limits };
    this.logger = options.logger;
    this.admission = new StreamAdmission(this.limits);
    this.counts = new CountCoalescer(this.timings.countEveryMs, options.logger);
  }

  async start(): Promise<void> {
    for (const kind of LIVE_TOPIC_KINDS) {
      const latest = await this.latestOfKind(kind);
      this.cursor.set(kind, latest);
      this.notified.set(kind, latest);
    }
    this.stopListening = await this.options.listen(
      LIVE_CHANNEL,
      (payload) => this.onNotify(payload),
      () => {
        this.resync = true;
        this.schedule();
        // Sessions that ended while the connection was down sent notices nobody heard.
        void this.recheckSessions();
      },
    );
    this.pruneTimer = setInterval(() => void this.prune(), this.timings.pruneEveryMs);
    this.pruneTimer.unref();
  }

  /**
   * Count a stream that is about to open, or refuse it (admission.ts): 503 LIVE_BUSY once this process is
   * closing or holds its limits. Answers the function that gives the place back.
   */
  admit(who: { memberId?: string; address: string }): () => void {
    if (this.closed) throw new AppError('LIVE_BUSY');
    return this.admission.admit(who);
  }

  /** Register an open stream; answers the function that forgets it. */
  add(sink: LiveSink): () => void {
    return this.sinks.add(sink);
  }

  /**
   * A stream registered for a session checks once that the session is still there: one that ended between
   * the request's sign-in check and the registration sent its notice before anyone here listened for it.
   * Ended after the registration, its notice ends the stream.
   */
  async checkSession(sink: LiveSink): Promise<void> {
    if (!sink.sessionId) return;
    const alive = await sessionsAlive(this.options.db, [sink.sessionId]);
    if (!alive.has(sink.sessionId)) sink.close();
  }

  /** Publish a count for `key` (an event's likes) now or soon, at most once per `countEveryMs` (coalesce.ts). */
  soon(key: string, publish: () => Promise<void>): Promise<void> {
    if (this.closed) return Promise.resolve();
    return this.counts.soon(key, publish);
  }

  /** How many streams are open in this process (for tests and operations). */
  get openStreams(): number {
    return this.sinks.all().size;
  }

  /** The highest id published so far, of any topic. */
  async latestId(): Promise<number> {
    return latestLiveId(this.options.db);
  }

  /**
   * The highest id published to these topics (of one kind): where a stream without a cursor starts. A row of
   * their kind that commits later has a higher id (publisher.ts); a row of another kind may not, and is not
   * theirs.
   */
  async latestOf(topics: readonly string[]): Promise<number> {
    return latestLiveIdOf(this.options.db, topics);
  }

  /** The highest id published to any topic of a kind (at start and after a lost connection only: a scan). */
  private async latestOfKind(kind: string): Promise<number> {
    return latestLiveIdOfKind(this.options.db, kind);
  }

  /**
   * What was published to these topics (of one kind) after `after`. `complete` is false when that cannot be
   * told exactly: more than the replay limit, pruned messages (the oldest kept is newer than the cursor), or a
   * cursor from the future (another database). `latest` is where to start afresh then: the highest id of
   * these topics.
   */
  async replay(
    topics: readonly string[],
    after: number,
  ): Promise<{ records: LiveRecord[]; complete: boolean; latest: number }> {
    const limit = this.timings.replayLimit;
    const [rows, { oldest, latest }] = await Promise.all([
      liveRecordsAfter(this.options.db, topics, after, limit + 1),
      liveIdBounds(this.options.db),
    ]);
    const complete = rows.length <= limit && after <= latest && (oldest === null || oldest <= after + 1);
    const records = rows.slice(0, limit);
    return { records, complete, latest: complete ? after : await this.latestOf(topics) };
  }

  /** End every stream and stop listening: the first step of a graceful shutdown. */
  async close(): Promise<void> {
    // Counts due later are published now: the database closes after the hub.
    await this.counts.flush();
    this.closed = true;
    clearInterval(this.pruneTimer);
    for (const sink of this.sinks.all()) sink.close();
    this.sinks.clear();
    await this.draining;
    await this.stopListening?.();
    this.stopListening = null;
  }

  /** Delete messages past the retention; every process may run it, deleting twice is harmless. */
  async prune(): Promise<number> {
    const cutoff = new Date(Date.now() - this.timings.retentionMs);
    try {
      return await deleteLiveEventsBefore(this.options.db, cutoff);
    } catch (err) {
      this.options.logger.warn({ err }, 'live events prune failed');
      return 0;
    }
  }

  /** A session ended (the database said so at its commit): its streams end. */
  private endSession(sessionId: string) {
    for (const sink of this.sinks.ofSession(sessionId)) sink.close();
  }

  /** End the streams whose sessions are gone, after notices may have been lost. */
  private async recheckSessions(): Promise<void> {
    const open = this.sinks.sessions();
    try {
      for (let i = 0; i < open.length; i += 500) {
        const batch = open.slice(i, i + 500);
        const kept = await sessionsAlive(this.options.db, batch);
        for (const id of batch) if (!kept.has(id)) this.endSession(id);
      }
    } catch (err) {
      this.options.logger.warn({ err }, 'live sessions recheck failed');
    }
  }

  private onNotify(payload: string) {
    let notice: LiveNotice | SessionEndedNotice;
    try {
      notice = JSON.parse(payload) as LiveNotice | SessionEndedNotice;
    } catch {
      this.options.logger.warn({ payload }, 'unreadable live notification');
      return;
    }
    if ('endedSession' in notice) {
      this.endSession(notice.endedSession);
      return;
    }
    const kind = topicKind(notice.topic);
    if (this.handOut(kind, notice)) return;
    if (notice.id > (this.notified.get(kind) ?? 0)) this.notified.set(kind, notice.id);
    // Messages to topics nobody here listens to need no read; the next drain moves the cursor past them.
    if (this.sinks.hasTopic(notice.topic)) this.schedule();
  }

  /**
   * Hands a notice's row out without reading the log when the hub is in step (no read under way or due, every
   * row of the kind announced so far handed out): notices arrive in commit order and a kind's ids commit in order
   * (publisher.ts), so it is the kind's next row. False when the log must be read (a notice without its message
   * for a topic open here, or the hub out of step).
   */
  private handOut(kind: string, notice: LiveNotice): boolean {
    const cursor = this.cursor.get(kind) ?? 0;
    if (this.draining || this.resync || cursor < (this.notified.get(kind) ?? 0) || notice.id <= cursor)
      return false;
    const { id, topic, message } = notice;
    const record = message && { id, topic, message }; // one for every stream: its frame is encoded once
    if (record) for (const sink of this.sinks.ofTopic(topic)) sink.deliver(record);
    else if (this.sinks.hasTopic(topic)) return false;
    this.cursor.set(kind, notice.id);
    this.notified.set(kind, notice.id);
    return true;
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
      for (const kind of LIVE_TOPIC_KINDS) {
        const latest = await this.latestOfKind(kind);
        if (latest > (this.notified.get(kind) ?? 0)) this.notified.set(kind, latest);
      }
    }
    const targets = new Map(this.notified);
    for (const [kind, target] of targets) {
      for (;;) {
        const open = this.sinks.topicCount(kind);
        if (open === 0) break;
        const cursor = this.cursor.get(kind) ?? 0;
        const rows =
          open > TOPICS_PER_READ
            ? await liveRecordsOfKindAfter(this.options.db, kind, cursor, DRAIN_BATCH)
            : await liveRecordsAfter(this.options.db, this.sinks.topicsOf(kind), cursor, DRAIN_BATCH);
        for (const record of rows) {
          this.cursor.set(kind, Math.max(this.cursor.get(kind) ?? 0, record.id));
          for (const sink of this.sinks.ofTopic(record.topic)) sink.deliver(record);
        }
        if (rows.length < DRAIN_BATCH) break;
      }
      // Every row of this kind up to the announced id has committed: none of them can still arrive.
      this.cursor.set(kind, Math.max(this.cursor.get(kind) ?? 0, target));
    }
  }
}

export async function createLiveHub(options: LiveHubOptions): Promise<LiveHub> {
  const hub = new LiveHub(options);
  await hub.start();
  return hub;
}
