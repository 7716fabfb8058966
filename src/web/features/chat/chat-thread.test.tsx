import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatMessageItem } from '../../../shared/domains/chat';
import { fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { ChatThread } from './chat-thread';
import { chatMessage, conversation, conversationId } from './testing';

/**
 * The server's side of one conversation: the messages it has stored, a send that stores one, and a thread read
 * that answers what was stored when it was asked (the answer may arrive after a later send has been stored).
 */
function conversationServer() {
  const stored: ChatMessageItem[] = [];
  const readsHeld: (() => void)[] = [];
  let holdReads = true;
  const api = fakeApi()
    .on('GET /api/chat/conversations/:id/messages', async () => {
      const snapshot = [...stored];
      if (holdReads) await new Promise<void>((resolve) => readsHeld.push(resolve));
      return { items: snapshot, hasMore: false };
    })
    .on('GET /api/chat/conversations/:id', () => conversation)
    .on('POST /api/chat/conversations/:id/read', () => ({ unread: 0 }))
    .on('POST /api/chat/conversations/:id/messages', (request) => {
      const message = chatMessage(
        stored.length,
        'marlon',
        (request.body as { body: string }).body,
        '2027-02-01T12:01:00.000Z',
      );
      stored.push(message);
      return message;
    });
  return {
    api,
    /** Lets the thread reads asked so far answer (with what was stored when each was asked), and the next ones at once. */
    answerReads() {
      holdReads = false;
      for (const resolve of readsHeld.splice(0)) resolve();
    },
  };
}

describe('a chat thread', () => {
  it('keeps a message sent while the thread was still loading, when the older answer arrives after it', async () => {
    const server = conversationServer();
    const { user } = renderPage('/fete-chat', {
      path: '/fete-chat',
      element: <ChatThread viewer="marlon" conversationId={conversationId} onBack={() => {}} />,
    });
    const box = await screen.findByLabelText('Message Kaia Tester');
    expect(screen.getByText('Loading messages...')).toBeInTheDocument();

    await user.type(box, 'Before the restart{Enter}');
    // Stored by the server while the thread's first read (asked before it) is still on its way.
    await expect.poll(() => server.api.requests('POST /api/chat/conversations/:id/messages').length).toBe(1);
    server.answerReads();

    const thread = await screen.findByRole('log', { name: 'Messages with Kaia Tester' });
    expect(await within(thread).findByText('Before the restart')).toBeInTheDocument();
    expect(screen.queryByText('No messages yet. Say hello!')).not.toBeInTheDocument();
    // Shown once, as sent (no longer dimmed as sending), after the thread was read again.
    expect(within(thread).getAllByText('Before the restart')).toHaveLength(1);
    expect(server.api.requests('GET /api/chat/conversations/:id/messages').length).toBe(2);
  });
});
