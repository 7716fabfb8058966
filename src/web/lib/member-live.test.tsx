import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEnvelope } from '../../shared/schemas/live';
import { FakeEventSource } from '../test/fake-event-source';
import { MemberLiveStream, useMemberLive } from './member-live';

vi.mock('./auth', () => ({ useSession: () => ({ user: { id: 'm1' } }) }));

function Feature(props: { onMessage: (m: LiveEnvelope) => void; onResync: () => void }) {
  useMemberLive(props.onMessage, props.onResync);
  return null;
}

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('MemberLiveStream', () => {
  it("opens one stream for the member's topic and hands every message, and a reset, to each feature listening", () => {
    const [list, thread] = [
      { onMessage: vi.fn(), onResync: vi.fn() },
      { onMessage: vi.fn(), onResync: vi.fn() },
    ];
    const view = render(
      <>
        <MemberLiveStream />
        <Feature {...list} />
        <Feature {...thread} />
      </>,
    );
    expect(FakeEventSource.all.map((s) => s.url)).toEqual(['/api/live?topics=member%3Am1']);
    const [source] = FakeEventSource.all;
    const message = { topic: 'member:m1', type: 'notifications', unread: 3 };
    source!.emit('message', message, '7');
    expect(list.onMessage).toHaveBeenCalledWith(message);
    expect(thread.onMessage).toHaveBeenCalledWith(message);

    // A cursor the server cannot replay (what the page missed is gone): every feature reloads what it shows.
    source!.emit('reset', {}, '20');
    expect(list.onResync).toHaveBeenCalledTimes(1);
    expect(thread.onResync).toHaveBeenCalledTimes(1);

    // A feature that is gone hears nothing more.
    view.rerender(
      <>
        <MemberLiveStream />
        <Feature {...list} />
      </>,
    );
    source!.emit('message', { ...message, unread: 4 }, '21');
    expect(list.onMessage).toHaveBeenCalledTimes(2);
    expect(thread.onMessage).toHaveBeenCalledTimes(1);
  });
});
