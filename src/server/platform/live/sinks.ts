import type { LiveRecord } from './live-log';
import { topicKind } from './publisher';

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
  /** Per kind of topic, how many of its topics some stream here listens to. */
  private readonly kindTopics = new Map<string, number>();

  /** Register a stream; answers the function that forgets it. */
  add(sink: LiveSink): () => void {
    for (const topic of sink.topics) if (addTo(this.byTopic, topic, sink)) this.countKind(topic, 1);
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

  /** The topics of a kind some stream here listens to. */
  topicsOf(kind: string): string[] {
    return [...this.byTopic.keys()].filter((topic) => topicKind(topic) === kind);
  }

  /** How many topics of a kind some stream here listens to. */
  topicCount(kind: string): number {
    return this.kindTopics.get(kind) ?? 0;
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
    this.kindTopics.clear();
  }

  private remove(sink: LiveSink) {
    for (const topic of sink.topics) if (removeFrom(this.byTopic, topic, sink)) this.countKind(topic, -1);
    if (sink.sessionId) removeFrom(this.bySession, sink.sessionId, sink);
  }

  private countKind(topic: string, change: 1 | -1) {
    const kind = topicKind(topic);
    const count = (this.kindTopics.get(kind) ?? 0) + change;
    if (count > 0) this.kindTopics.set(kind, count);
    else this.kindTopics.delete(kind);
  }
}

/** Answers whether the key is new to the map. */
function addTo(map: Map<string, Set<LiveSink>>, key: string, sink: LiveSink): boolean {
  const sinks = map.get(key);
  if (sinks) {
    sinks.add(sink);
    return false;
  }
  map.set(key, new Set([sink]));
  return true;
}

/** Answers whether the key left the map (its last stream went). */
function removeFrom(map: Map<string, Set<LiveSink>>, key: string, sink: LiveSink): boolean {
  const sinks = map.get(key);
  if (!sinks?.delete(sink) || sinks.size > 0) return false;
  map.delete(key);
  return true;
}
