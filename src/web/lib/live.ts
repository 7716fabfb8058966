import { useEffect, useEffectEvent } from 'react';
import { LIVE_READY_EVENT, LIVE_RESET_EVENT, type LiveEnvelope } from '../../shared/schemas/live-topics';

/** Waits before opening a stream again after the browser gave up on it (doubling up to the last). */
const REOPEN_MS = [2_000, 5_000, 15_000, 60_000];

export interface LiveTopicOptions {
  /**
   * Messages were missed and cannot be replayed (the server said `reset`): reload what the topic feeds.
   */
  onResync?: () => void;
}

/**
 * Listen to one topic of the live channel (GET /api/live, Server-Sent Events) while mounted; `null` listens
 * to nothing. After a dropped connection the browser reconnects by itself and sends Last-Event-ID, so the
 * server replays what was missed. When the browser gives up instead (the server answered an error, e.g.
 * during a deploy), the stream is opened again after a pause, resuming from the last cursor with ?after=.
 */
export function useLiveTopic(
  topic: string | null,
  onMessage: (message: LiveEnvelope) => void,
  options: LiveTopicOptions = {},
): void {
  const deliver = useEffectEvent((message: LiveEnvelope) => {
    if (message.topic === topic) onMessage(message);
  });
  const resync = useEffectEvent(() => options.onResync?.());

  useEffect(() => {
    if (!topic || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let cursor: string | null = null;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const open = () => {
      const query = new URLSearchParams({ topics: topic });
      if (cursor) query.set('after', cursor);
      source = new EventSource(`/api/live?${query}`);
      const remember = (event: MessageEvent) => {
        if (event.lastEventId) cursor = event.lastEventId;
      };
      source.onmessage = (event) => {
        remember(event);
        try {
          deliver(JSON.parse(event.data) as LiveEnvelope);
        } catch {
          // A message this version of the page cannot read is not worth breaking the page for.
        }
      };
      source.addEventListener(LIVE_READY_EVENT, (event) => {
        failures = 0;
        remember(event as MessageEvent);
      });
      source.addEventListener(LIVE_RESET_EVENT, (event) => {
        remember(event as MessageEvent);
        resync();
      });
      source.onerror = () => {
        // CONNECTING: the browser is already retrying with Last-Event-ID. CLOSED: it gave up; we do not.
        if (source?.readyState !== EventSource.CLOSED) return;
        const wait = REOPEN_MS[Math.min(failures++, REOPEN_MS.length - 1)];
        timer = setTimeout(open, wait);
      };
    };

    open();
    return () => {
      clearTimeout(timer);
      source?.close();
    };
  }, [topic]);
}
