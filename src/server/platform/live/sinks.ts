import type { LiveRecord } from './live-log';

/** An open stream as the hub sees it: the topics it listens to, and where to put what arrives. */
export interface LiveSink {
  readonly topics: readonly string[];
  /** The session of a signed-in member's stream: when it ends (sign-out, suspension), so does the stream. */
  readonly sessionId?: string;
  deliver(record: LiveRecord): void;
  /** The process is shutting down, or the member's session ended: end the stream. */
  close(): void;
}

/** The open streams of this process, found by topic (to deliver) and by session (to end them). */
export class LiveSinks {
  private readonly byTopic = new Map<string, Set<LiveSink>>();
  private readonly bySession = new Map<string, Set<LiveSink>>();

  /** Register a stream; answers the function that forgets it. */
  add(sink: LiveSink): () => void {
    for (const topic of sink.topics) addTo(this.byTopic, topic, sink);
    if (sink.sessionId) addTo(this.bySession, sink.sessionId, sink);
    return () => this.remove(sink);
  }

  /** The streams of a topic (empty for a topic nobody here listens to). */
  ofTopic(topic: string): Iterable<LiveSink> {
    return this.byTopic.get(topic) ?? [];
  }

  hasTopic(topic: string): boolean {
    return this.byTopic.has(topic);
  }

  /** The topics some stream here listens to. */
  topics(): string[] {
    return [...this.byTopic.keys()];
  }

  /** The sessions some stream here belongs to. */
  sessions(): string[] {
    return [...this.bySession.keys()];
  }

  /** A copy: closing a stream while going through them removes it. */
  ofSession(sessionId: string): LiveSink[] {
    return [...(this.bySession.get(sessionId) ?? [])];
  }

  /** Every open stream, once each. */
  all(): Set<LiveSink> {
    const sinks = new Set<LiveSink>();
    for (const set of this.byTopic.values()) for (const sink of set) sinks.add(sink);
    return sinks;
  }

  clear(): void {
    this.byTopic.clear();
    this.bySession.clear();
  }

  private remove(sink: LiveSink) {
    for (const topic of sink.topics) removeFrom(this.byTopic, topic, sink);
    if (sink.sessionId) removeFrom(this.bySession, sink.sessionId, sink);
  }
}

function addTo(map: Map<string, Set<LiveSink>>, key: string, sink: LiveSink) {
  let sinks = map.get(key);
  if (!sinks) map.set(key, (sinks = new Set()));
  sinks.add(sink);
}

function removeFrom(map: Map<string, Set<LiveSink>>, key: string, sink: LiveSink) {
  const sinks = map.get(key);
  sinks?.delete(sink);
  if (sinks?.size === 0) map.delete(key);
}
