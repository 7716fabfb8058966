import {
  blockStateSchema,
  chatMessageSchema,
  chatMessages as texts,
  chatReportListSchema,
  conversationListSchema,
  conversationSchema,
  messagePageQuerySchema,
  messagePageSchema,
  openConversationSchema,
  reportMessageSchema,
  sendMessageSchema,
  unreadSchema,
} from '../../../shared/domains/chat';
import { successSchema } from '../../../shared/domains/members';
import type { Routes } from '../../platform/http';
import { memberRateLimit } from '../../platform/rate-limit';
import {
  closeReport,
  getConversation,
  listMessages,
  listMyConversations,
  myUnreadCount,
  openConversation,
  openReports,
  readConversation,
  reportMessage,
  sendMessage,
  setBlock,
} from './service';

/**
 * Fete Chat. Every route is a member's; a conversation is its two participants' only (404 to anyone else).
 * New messages, read receipts and unread counts also go out on the members' live topics.
 */
export function registerChatRoutes(routes: Routes): void {
  const member = { auth: 'user' as const, tags: ['chat'] };
  const conversation = { ...member, notFound: texts.notFound };

  routes.get(
    '/api/chat/conversations',
    {
      ...member,
      summary: 'My conversations with a message, newest activity first, and my unread total.',
      response: conversationListSchema,
    },
    ({ c, actor }) => listMyConversations(c.get('deps').db, actor),
  );
  routes.get(
    '/api/chat/unread',
    {
      ...member,
      summary: 'How many messages I have not read (the navigation badge).',
      response: unreadSchema,
    },
    ({ c, actor }) => myUnreadCount(c.get('deps').db, actor),
  );
  routes.post(
    '/api/chat/conversations',
    {
      ...member,
      summary:
        'Start Chat: the one conversation with member `with`, made on first use. 404 "User not found" for an unknown, suspended or blocking member (or, for a new conversation, one not in Fete Nation). 429 (Retry-After) past 30 an hour.',
      middleware: [memberRateLimit('chat-open')],
      body: openConversationSchema,
      response: conversationSchema,
    },
    ({ c, actor, body }) => openConversation(c.get('deps').db, actor, body.with),
  );
  routes.get(
    '/api/chat/conversations/:id',
    { ...conversation, summary: 'One of my conversations.', response: conversationSchema },
    ({ c, actor, params }) => getConversation(c.get('deps').db, actor, params.id),
  );
  routes.get(
    '/api/chat/conversations/:id/messages',
    {
      ...conversation,
      summary: 'Messages, oldest first, up to `limit` before the message `before` (older pages on scroll).',
      query: messagePageQuerySchema,
      response: messagePageSchema,
    },
    ({ c, actor, params, query }) => listMessages(c.get('deps').db, actor, params.id, query),
  );
  routes.post(
    '/api/chat/conversations/:id/messages',
    {
      ...conversation,
      summary:
        'Send a message (plain text, 1 to 2,000 characters). 403 when either member blocked the other; 429 past 30 a minute.',
      body: sendMessageSchema,
      response: chatMessageSchema,
      status: 201,
    },
    ({ c, actor, params, body }) => sendMessage(c.get('deps'), actor, params.id, body),
  );
  routes.post(
    '/api/chat/conversations/:id/read',
    {
      ...conversation,
      summary: 'I read the thread up to its newest message (a read receipt for the other member).',
      response: unreadSchema,
    },
    ({ c, actor, params }) => readConversation(c.get('deps').db, actor, params.id),
  );
  routes.post(
    '/api/chat/messages/:id/report',
    {
      ...member,
      notFound: texts.messageNotFound,
      summary:
        "Report the other member's message to the administrators, with an optional reason. 409 when already reported. 429 (Retry-After) past 20 reports an hour.",
      middleware: [memberRateLimit('chat-report')],
      body: reportMessageSchema,
      response: successSchema,
      status: 201,
    },
    ({ c, actor, params, body }) => reportMessage(c.get('deps').db, actor, params.id, body.reason),
  );
  routes.put(
    '/api/chat/blocks/:member',
    {
      ...member,
      notFound: texts.userNotFound,
      summary:
        'Block a member: neither can message the other or see the other in Fete Nation. 429 (Retry-After) past 60 blocks and unblocks an hour.',
      middleware: [memberRateLimit('chat-block')],
      response: blockStateSchema,
    },
    ({ c, actor, params }) => setBlock(c.get('deps').db, actor, params.member, true),
  );
  routes.delete(
    '/api/chat/blocks/:member',
    {
      ...member,
      notFound: texts.userNotFound,
      summary: 'Unblock a member. 429 as for blocking.',
      middleware: [memberRateLimit('chat-block')],
      response: blockStateSchema,
    },
    ({ c, actor, params }) => setBlock(c.get('deps').db, actor, params.member, false),
  );

  const admin = { auth: 'admin' as const, tags: ['admin'] };
  routes.get(
    '/api/admin/chat-reports',
    {
      keep: 'per-admin',
      ...admin,
      summary: 'Open reports of chat messages, oldest first.',
      response: chatReportListSchema,
    },
    ({ c }) => openReports(c.get('deps').db),
  );
  routes.post(
    '/api/admin/chat-reports/:id/resolve',
    {
      ...admin,
      notFound: texts.reportNotFound,
      summary: 'Mark a report handled; answers the open reports.',
      response: chatReportListSchema,
    },
    ({ c, params }) => closeReport(c.get('deps').db, params.id),
  );
}
