import { useEffect, useEffectEvent } from 'react';
import { liveTopics, type LiveEnvelope } from '../../shared/schemas/live-topics';
import { useSession } from './auth';
import { useLiveTopic } from './live';

type Listener = (message: LiveEnvelope) => void;
const listeners = new Set<Listener>();
const resyncs = new Set<() => void>();

/**
 * The one stream of the signed-in member's topic for the whole tab (chat messages, read receipts, unread
 * counts, notifications), mounted once by the shell. Decision 0007 warned that one EventSource per hook
 * would use up the browser's six connections per host; features subscribe with `useMemberLive` instead.
 * A dropped connection resumes from the last cursor (Last-Event-ID), so what was missed is delivered.
 */
export function MemberLiveStream() {
  const { user } = useSession();
  useLiveTopic(
    user ? liveTopics.member(user.id) : null,
    (message) => {
      for (const listener of listeners) listener(message);
    },
    {
      onResync: () => {
        for (const resync of resyncs) resync();
      },
    },
  );
  return null;
}

/**
 * Hear the member's live messages while mounted. `onResync`: messages were missed beyond replay (reload
 * what they feed).
 */
export function useMemberLive(onMessage: Listener, onResync?: () => void): void {
  const deliver = useEffectEvent(onMessage);
  const resync = useEffectEvent(() => onResync?.());
  useEffect(() => {
    const listener: Listener = (message) => deliver(message);
    const again = () => resync();
    listeners.add(listener);
    resyncs.add(again);
    return () => {
      listeners.delete(listener);
      resyncs.delete(again);
    };
  }, []);
}
