import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationList } from '../../../shared/domains/notifications';
import { MemberLiveStream } from '../../lib/member-live';
import { FakeEventSource } from '../../test/fake-event-source';
import { fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import NotificationsPage from './notifications-page';

/*
 * /notifications and the bell keep the member's list in the cache (issue #22): a live count and the answer of
 * "Mark as read" go under the key the list's read uses, and the reads they make stale (the list and the page's
 * pages) ask again. The re-reads are held here, so what shows comes from the cache write alone.
 */
const MEMBER = { id: 'member-1', firstName: 'Bell', role: 'user' };
const NOTICE_ID = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';

const list = (unread: number): NotificationList => ({
  items: [
    {
      id: NOTICE_ID,
      type: 'badge_awarded',
      title: 'New Badge Awarded!',
      message: 'You now hold Road March.',
      data: {},
      read: unread === 0,
      createdAt: '2027-02-01T12:00:00.000Z',
    },
  ],
  unread,
  hasMore: false,
});

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const open = () =>
  renderPage('/notifications', {
    path: '/notifications',
    element: (
      <>
        <MemberLiveStream />
        <NotificationsPage />
      </>
    ),
  });

describe('the notifications in the cache', () => {
  it("a live count shows at once, and the member's list and pages ask again", async () => {
    const api = fakeApi().session(MEMBER);
    api.on('GET /api/notifications', () => list(1));
    open();
    expect(await screen.findByText('1 unread')).toHaveRole('status');
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    const asked = api.requests('GET /api/notifications').length;

    const reread = api.hold('GET /api/notifications');
    FakeEventSource.all[0]!.emit(
      'message',
      { topic: 'member:member-1', type: 'notifications', unread: 4 },
      '1',
    );
    expect(await screen.findByText('4 unread')).toHaveRole('status');
    await reread.requested;
    // Both reads of the endpoint: the count's list and the page's pages.
    await waitFor(() => expect(api.requests('GET /api/notifications').length).toBe(asked + 2));
    reread.release();
  });

  it('Mark as read shows the list it answers at once, and the pages ask again', async () => {
    const api = fakeApi().session(MEMBER);
    api.on('GET /api/notifications', () => list(1));
    api.on('POST /api/notifications/:id/read', () => list(0));
    const { user } = open();
    expect(await screen.findByText('1 unread')).toHaveRole('status');

    const reread = api.hold('GET /api/notifications');
    await user.click(screen.getByRole('button', { name: 'Mark "New Badge Awarded!" as read' }));
    await reread.requested;
    expect(await screen.findByText('All read')).toHaveRole('status');
    expect(api.requests('POST /api/notifications/:id/read').map((r) => r.params.id)).toEqual([NOTICE_ID]);
    reread.release();
  });
});
