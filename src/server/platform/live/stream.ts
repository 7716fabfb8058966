import type { Context } from 'hono';
import { LIVE_READY_EVENT, LIVE_RESET_EVENT } from '../../../shared/schemas/live';
import type { LiveHub, LiveRecord, LiveSink } from './hub';

/** A client that lets this many writes pile up is not reading: end its stream, it catches up on reconnect. */
const MAX_PENDING_WRITES = 1_000;

const encoder = new TextEncoder();
/** The same bytes for every stream's heartbeat. */
const HEARTBEAT = encoder.encode(': heartbeat\n\n');

/**
 * A record's SSE frame, encoded once however many streams send it (a like count goes to every watcher): the
 * streams share the bytes, which nothing writes to once made.
 */
const frames = new WeakMap<LiveRecord, Uint8Array>();
function frameOf(record: LiveRecord): Uint8Array {
  let frame = frames.get(record);
  if (frame === undefined) {
    frame = encoder.encode(
      `id: ${record.id}\ndata: ${JSON.stringify({ ...record.message, topic: record.topic })}\n\n`,
    );
    frames.set(record, frame);
  }
  return frame;
}

export interface LiveStreamOptions {
  /** A signed-in member's session: the stream ends when it does (sign-out, suspension, revocation). */
  sessionId?: string;
  /** Gives back the stream's place among the hub's limits (LiveHub.admit); called once the stream ends. */
  release?: () => void;
}

/**
 * The SSE response for one client: registers with the hub first (holding what arrives), checks that the
 * member's session is still there, then replays what the client missed after `after`, then sends `ready` and
 * everything live. Each message goes out once, in id order, whether it came from the replay or the hub.
 */
export function liveStream(
  c: Context,
  hub: LiveHub,
  topics: readonly string[],
  after: number | undefined,
  options: LiveStreamOptions = {},
): Response {
  let resolveFinished = () => {};
  const finished = new Promise<void>((resolve) => (resolveFinished = resolve));
  let ended = false;
  const finish = () => {
    ended = true;
    resolveFinished();
  };
  // The body is written straight into (one stream per client; Hono's streamSSE puts a TransformStream and a
  // second ReadableStream in between, which an idle stream held for nothing). Cancelled when the client goes.
  let body!: ReadableStreamDefaultController<Uint8Array>;
  const response = new ReadableStream<Uint8Array>({
    start: (controller) => void (body = controller),
    cancel: finish,
  });
  const write = (frame: string | Uint8Array) => {
    if (ended) return;
    // A client that lets this many writes pile up is not reading.
    if ((body.desiredSize ?? 0) < -MAX_PENDING_WRITES) return finish();
    body.enqueue(typeof frame === 'string' ? encoder.encode(frame) : frame);
  };
  void serve(hub, topics, after, options, { write, finish, finished, isEnded: () => ended })
    .catch((err: unknown) => hub.logger.error({ err }, 'live stream failed'))
    .finally(() => {
      try {
        body.close();
      } catch {
        // Already cancelled by the client.
      }
    });
  return c.newResponse(response, 200, {
    'Content-Type': 'text/event-stream',
    // Keep any transforming proxy (and our own compression) from buffering the stream.
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'Transfer-Encoding': 'chunked',
    // Reverse proxies (nginx) would otherwise hold the messages back to fill a buffer.
    'X-Accel-Buffering': 'no',
  });
}

interface StreamControl {
  write(frame: string | Uint8Array): void;
  finish(): void;
  finished: Promise<void>;
  isEnded(): boolean;
}

/** What one stream sends, from registration to its end (liveStream). */
async function serve(
  hub: LiveHub,
  topics: readonly string[],
  after: number | undefined,
  options: LiveStreamOptions,
  { write, finish, finished, isEnded }: StreamControl,
): Promise<void> {
  const { heartbeatMs, retryMs, maxStreamMs } = hub.timings;
  let lastSent = 0;
  let live = false;
  const early: LiveRecord[] = [];
  const send = (record: LiveRecord) => {
    if (record.id <= lastSent) return;
    lastSent = record.id;
    write(frameOf(record));
  };
  const sink: LiveSink = {
    topics,
    sessionId: options.sessionId,
    deliver: (record) => (live ? send(record) : early.push(record)),
    close: finish,
  };

  const remove = hub.add(sink);
  const heartbeat = setInterval(() => write(HEARTBEAT), heartbeatMs);
  // Ending now and then makes the browser reconnect, and the session is checked again on the way in.
  const expire = setTimeout(finish, maxStreamMs);
  try {
    await hub.checkSession(sink);
    if (isEnded()) return;
    if (after === undefined) {
      lastSent = await hub.latestOf(topics);
    } else {
      const replay = await hub.replay(topics, after);
      if (replay.complete) {
        lastSent = after;
        replay.records.forEach(send);
      } else {
        lastSent = replay.latest;
        write(`event: ${LIVE_RESET_EVENT}\nid: ${lastSent}\ndata: {}\n\n`);
      }
    }
    write(
      `event: ${LIVE_READY_EVENT}\nid: ${lastSent}\nretry: ${retryMs}\ndata: ${JSON.stringify({ cursor: lastSent })}\n\n`,
    );
    live = true;
    early.sort((a, b) => a.id - b.id).forEach(send);
    await finished;
  } finally {
    remove();
    options.release?.();
    clearInterval(heartbeat);
    clearTimeout(expire);
  }
}
