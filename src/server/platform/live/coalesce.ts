import type { Logger } from '../logger';

interface CountState {
  lastRun: number;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  publish?: () => Promise<void>;
}

/** Counts that change often (an event's likes), published at most once per interval per key. */
export class CountCoalescer {
  private readonly counts = new Map<string, CountState>();

  constructor(
    private readonly everyMs: number,
    private readonly logger: Logger,
  ) {}

  /**
   * Publish a count for `key` (an event's likes) now or soon, at most once per `countEveryMs`: the first
   * change in an interval publishes at once (the answer resolves when it is done, so the member who made the
   * change sees it published), changes within the interval share one more publication at its end. Every call
   * is followed by a publication that starts after it, so the last count published is read after the last
   * change. Publications of one key never overlap. A failure is logged; the next change publishes again.
   */
  soon(key: string, publish: () => Promise<void>): Promise<void> {
    let state = this.counts.get(key);
    if (!state) this.counts.set(key, (state = { lastRun: -Infinity }));
    state.publish = publish;
    // A publication is due already: it reads the count when it runs, after this change.
    if (state.timer) return Promise.resolve();
    const wait = Math.max(0, state.lastRun + this.everyMs - Date.now());
    if (wait === 0 && !state.running) return this.runCount(key, state);
    const due = state;
    due.timer = setTimeout(() => void this.runCount(key, due), wait);
    return Promise.resolve();
  }

  /**
   * Runs the publication of `key`, after the one under way if there is one. Until it starts, its timer stays
   * set, so the changes meanwhile join it instead of scheduling more: however slow the publications get, one
   * runs at a time and at most one waits.
   */
  private runCount(key: string, state: CountState): Promise<void> {
    if (state.running) return state.running.then(() => this.runCount(key, state));
    state.timer = undefined;
    state.lastRun = Date.now();
    const publish = state.publish!;
    const running = publish()
      .catch((err: unknown) => this.logger.warn({ err, key }, 'live count not published'))
      .finally(() => {
        state.running = undefined;
        // Forgotten an interval after its last run if nothing more is due: a later change runs at once.
        if (!state.timer && this.counts.get(key) === state) {
          setTimeout(() => {
            if (!state.timer && !state.running && this.counts.get(key) === state) this.counts.delete(key);
          }, this.everyMs).unref();
        }
      });
    state.running = running;
    return running;
  }

  /** Publishes at once every count due later, and waits for every publication under way (shutdown). */
  async flush(): Promise<void> {
    const due = [...this.counts].filter(([, state]) => state.timer);
    for (const [, state] of due) clearTimeout(state.timer);
    await Promise.all(due.map(([key, state]) => this.runCount(key, state)));
    await Promise.all([...this.counts.values()].map((state) => state.running));
  }
}
