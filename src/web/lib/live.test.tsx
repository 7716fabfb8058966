import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEnvelope } from '../../shared/schemas/live';
import { FakeEventSource } from '../test/fake-event-source';
import { useLiveTopic } from './live';

function Watcher(props: {
  topic: string | null;
  onMessage: (m: LiveEnvelope) => void;
  onResync?: () => void;
}) {
  useLiveTopic(props.topic, props.onMessage, { onResync: props.onResync });
  return null;
}

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useLiveTopic', () => {
  it("opens /api/live for the topic, hands over that topic's messages and closes on unmount", () => {
    const onMessage = vi.fn();
    const view = render(<Watcher topic="event:e1" onMessage={onMessage} />);
    const [source] = FakeEventSource.all;
    expect(source!.url).toBe('/api/live?topics=event%3Ae1');
    source!.emit('ready', { cursor: 4 }, '4');
    source!.emit('message', { topic: 'event:e1', type: 'event.likes', likes: 2 }, '5');
    source!.emit('message', { topic: 'event:other', type: 'event.likes', likes: 9 }, '6');
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith({ topic: 'event:e1', type: 'event.likes', likes: 2 });
    view.unmount();
    expect(source!.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('listens to nothing without a topic', () => {
    render(<Watcher topic={null} onMessage={vi.fn()} />);
    expect(FakeEventSource.all).toHaveLength(0);
  });

  it('asks the page to reload on reset', () => {
    const onResync = vi.fn();
    render(<Watcher topic="event:e1" onMessage={vi.fn()} onResync={onResync} />);
    FakeEventSource.all[0]!.emit('reset', {}, '40');
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('opens the stream again after the browser gave up, resuming after the last cursor', () => {
    vi.useFakeTimers();
    render(<Watcher topic="event:e1" onMessage={vi.fn()} />);
    const first = FakeEventSource.all[0]!;
    first.emit('message', { topic: 'event:e1', type: 'event.likes', likes: 1 }, '12');
    first.fail();
    expect(FakeEventSource.all).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2_000));
    expect(FakeEventSource.all).toHaveLength(2);
    expect(FakeEventSource.all[1]!.url).toBe('/api/live?topics=event%3Ae1&after=12');
  });

  it('across a server restart the browser gave up on: reopens from the last cursor, waiting longer while the server is down, and a `ready` starts the waits again', () => {
    vi.useFakeTimers();
    const onMessage = vi.fn();
    render(<Watcher topic="member:m1" onMessage={onMessage} />);
    const first = FakeEventSource.all[0]!;
    first.emit('ready', { cursor: 4 }, '4');
    first.emit('message', { topic: 'member:m1', type: 'notifications', unread: 1 }, '5');
    first.fail();
    act(() => vi.advanceTimersByTime(2_000));
    const second = FakeEventSource.all[1]!;
    expect(second.url).toBe('/api/live?topics=member%3Am1&after=5');
    // Still down: the next try waits 5 s, from the same cursor.
    second.fail();
    act(() => vi.advanceTimersByTime(4_999));
    expect(FakeEventSource.all).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    const third = FakeEventSource.all[2]!;
    expect(third.url).toBe('/api/live?topics=member%3Am1&after=5');
    // Back: the server replays what was missed, then `ready`.
    third.emit('message', { topic: 'member:m1', type: 'notifications', unread: 2 }, '6');
    third.emit('ready', { cursor: 6 }, '6');
    expect(onMessage.mock.calls.map(([m]) => (m as { unread: number }).unread)).toEqual([1, 2]);
    third.fail();
    act(() => vi.advanceTimersByTime(2_000));
    expect(FakeEventSource.all[3]!.url).toBe('/api/live?topics=member%3Am1&after=6');
  });

  it("after a reset (a cursor the server cannot replay) the page reloads once and the next stream resumes from the reset's cursor, not the old one", () => {
    vi.useFakeTimers();
    const onResync = vi.fn();
    render(<Watcher topic="member:m1" onMessage={vi.fn()} onResync={onResync} />);
    const first = FakeEventSource.all[0]!;
    first.emit('message', { topic: 'member:m1', type: 'notifications', unread: 1 }, '90');
    first.fail();
    act(() => vi.advanceTimersByTime(2_000));
    const second = FakeEventSource.all[1]!;
    expect(second.url).toBe('/api/live?topics=member%3Am1&after=90');
    second.emit('reset', {}, '12');
    second.emit('ready', { cursor: 12 }, '12');
    expect(onResync).toHaveBeenCalledTimes(1);
    second.fail();
    act(() => vi.advanceTimersByTime(2_000));
    expect(FakeEventSource.all[2]!.url).toBe('/api/live?topics=member%3Am1&after=12');
    expect(onResync).toHaveBeenCalledTimes(1);
  });
});
