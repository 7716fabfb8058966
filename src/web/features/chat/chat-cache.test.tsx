import '../../test/dialog-polyfill';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberLiveStream } from '../../lib/member-live';
import { FakeEventSource } from '../../test/fake-event-source';
import { fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import ChatReportsPage from './admin/chat-reports-page';
import { useChatUnread } from './api';
import { ChatThread } from './chat-thread';
import { chatMessage as message, conversation, conversationId } from './testing';

/*
 * Fete Chat writes into its cache (issue #22): a live message, a read receipt, the unread count and a block's
 * answer go under the keys the thread's and the badge's reads use. Re-reads are held or counted, so what shows
 * comes from the cache writes alone.
 */
const ME = { id: 'marlon', firstName: 'Marlon', role: 'user' };
const topic = 'member:marlon';
beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

function UnreadBadge() {
  return <p>{useChatUnread()} unread messages</p>;
}

function openThread() {
  const api = fakeApi().session(ME);
  api
    .on('GET /api/chat/conversations/:id/messages', () => ({
      items: [message(1, 'marlon', 'Ready for Monday?')],
      hasMore: false,
    }))
    .on('GET /api/chat/conversations/:id', () => conversation)
    .on('GET /api/chat/conversations', () => ({ items: [conversation], unread: 0 }))
    .on('GET /api/chat/unread', () => ({ unread: 2 }))
    .on('POST /api/chat/conversations/:id/read', () => ({ unread: 0 }));
  const view = renderPage('/fete-chat', {
    path: '/fete-chat',
    element: (
      <>
        <MemberLiveStream />
        <UnreadBadge />
        <ChatThread viewer="marlon" conversationId={conversationId} onBack={() => {}} />
      </>
    ),
  });
  return { api, ...view };
}

const live = (data: object) => FakeEventSource.all[0]!.emit('message', { topic, ...data }, '1');

describe("Fete Chat's cache", () => {
  it("puts the other member's live message into the open thread and the badge's count from the live channel", async () => {
    const { api } = openThread();
    const thread = await screen.findByRole('log', { name: 'Messages with Kaia Tester' });
    expect(within(thread).getByText('Ready for Monday?')).toBeInTheDocument();
    // Opening the thread read it: the receipt answers the count.
    await waitFor(() => expect(api.requests('POST /api/chat/conversations/:id/read')).toHaveLength(1));
    expect(await screen.findByText('0 unread messages')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));

    const receipt = api.hold('POST /api/chat/conversations/:id/read');
    live({ type: 'chat.message', conversationId, message: message(2, 'kaia', 'Always ready'), unread: 3 });
    expect(await within(thread).findByText('Always ready')).toBeInTheDocument();
    expect(await screen.findByText('3 unread messages')).toBeInTheDocument();
    // Added to the cached thread, not read again; the arrival is read (a receipt), whose answer is the count.
    expect(api.requests('GET /api/chat/conversations/:id/messages')).toHaveLength(1);
    await receipt.requested;
    receipt.release();
    expect(await screen.findByText('0 unread messages')).toBeInTheDocument();
    expect(within(thread).getAllByText('Always ready')).toHaveLength(1);
  });

  it("shows the other member's read receipt under my message from the live channel", async () => {
    const { api } = openThread();
    const thread = await screen.findByRole('log', { name: 'Messages with Kaia Tester' });
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    expect(within(thread).queryByText('· Seen')).toBeNull();

    live({
      type: 'chat.read',
      conversationId,
      readerId: 'kaia',
      readAt: '2027-02-01T12:05:00.000Z',
      unread: 0,
    });
    expect(await within(thread).findByText('· Seen')).toBeInTheDocument();
    expect(api.requests('GET /api/chat/conversations/:id')).toHaveLength(1);
  });

  it('Block shows the blocked thread at once, while the conversation is read again', async () => {
    const { api, user } = openThread();
    api.on('PUT /api/chat/blocks/:member', () => ({ blocked: true }));
    await screen.findByRole('log', { name: 'Messages with Kaia Tester' });

    const reread = api.hold('GET /api/chat/conversations/:id');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Kaia Tester?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You blocked Kaia Tester. Unblock to send messages.')).toBeInTheDocument();
    await reread.requested;
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(api.requests('PUT /api/chat/blocks/:member').map((r) => r.params.member)).toEqual(['kaia']);
    reread.release();
  });
});

describe('Chat Reports', () => {
  it('shows the open reports a resolve answers at once, while the list is read again', async () => {
    const report = {
      id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      body: 'Buy my tickets',
      reason: '',
      reporter: { id: 'marlon', firstName: 'Marlon', lastName: 'Tester', avatarUrl: null },
      reported: { id: 'kaia', firstName: 'Kaia', lastName: 'Tester', avatarUrl: null },
      messageId: message(1, 'kaia', 'Buy my tickets').id,
      messageSentAt: '2027-02-01T12:01:00.000Z',
      createdAt: '2027-02-01T12:02:00.000Z',
    };
    const api = fakeApi().session({ id: 'admin-1', firstName: 'Ada', role: 'admin' });
    api.on('GET /api/admin/chat-reports', () => ({ items: [report] }));
    api.on('POST /api/admin/chat-reports/:id/resolve', () => ({ items: [] }));
    const { user } = renderPage('/admin/chat-reports', {
      path: '/admin/chat-reports',
      element: <ChatReportsPage />,
    });
    expect(await screen.findByText('Buy my tickets')).toBeInTheDocument();

    const reread = api.hold('GET /api/admin/chat-reports');
    await user.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('No open chat reports')).toBeInTheDocument();
    await reread.requested;
    expect(api.requests('POST /api/admin/chat-reports/:id/resolve').map((r) => r.params.id)).toEqual([
      report.id,
    ]);
    reread.release();
  });
});
