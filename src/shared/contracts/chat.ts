import { endpoint } from '../contract';
import {
  blockStateSchema,
  chatMessageSchema,
  chatReportListSchema,
  conversationListSchema,
  conversationSchema,
  messagePageQuerySchema,
  messagePageSchema,
  openConversationSchema,
  reportMessageSchema,
  sendMessageSchema,
  unreadSchema,
} from '../domains/chat';
import { successSchema } from '../domains/members';

/**
 * Fete Chat (member-areas.md, Fete Chat). Every endpoint but the reports is a member's; a conversation is its two
 * participants' only. Every read is the `chat` resource. New messages, read receipts and unread counts also go
 * out on the members' live topics, and the thread puts them into its cache itself (chat-thread.tsx).
 */
export const chatEndpoints = {
  conversations: endpoint({
    method: 'get',
    path: '/api/chat/conversations',
    summary: 'My conversations with a message, newest activity first, and my unread total.',
    auth: 'user',
    response: conversationListSchema,
    tags: ['chat'],
    resource: 'chat',
  }),
  unread: endpoint({
    method: 'get',
    path: '/api/chat/unread',
    summary: 'How many messages I have not read (the navigation badge).',
    auth: 'user',
    response: unreadSchema,
    tags: ['chat'],
    resource: 'chat',
  }),
  open: endpoint({
    method: 'post',
    path: '/api/chat/conversations',
    summary:
      'Start Chat: the one conversation with member `with`, made on first use. 404 "User not found" for an unknown, suspended or blocking member (or, for a new conversation, one not in Fete Nation). 429 (Retry-After) past 30 an hour.',
    auth: 'user',
    body: openConversationSchema,
    response: conversationSchema,
    tags: ['chat'],
    resource: 'chat',
  }),
  conversation: endpoint({
    method: 'get',
    path: '/api/chat/conversations/:id',
    summary: 'One of my conversations.',
    auth: 'user',
    response: conversationSchema,
    tags: ['chat'],
    resource: 'chat',
  }),
  messages: endpoint({
    method: 'get',
    path: '/api/chat/conversations/:id/messages',
    summary: 'Messages, oldest first, up to `limit` before the message `before` (older pages on scroll).',
    auth: 'user',
    query: messagePageQuerySchema,
    response: messagePageSchema,
    tags: ['chat'],
    resource: 'chat',
  }),
  send: endpoint({
    method: 'post',
    path: '/api/chat/conversations/:id/messages',
    summary:
      'Send a message (plain text, 1 to 2,000 characters). 403 when either member blocked the other; 429 past 30 a minute.',
    auth: 'user',
    body: sendMessageSchema,
    response: chatMessageSchema,
    status: 201,
    tags: ['chat'],
    resource: 'chat',
  }),
  read: endpoint({
    method: 'post',
    path: '/api/chat/conversations/:id/read',
    summary: 'I read the thread up to its newest message (a read receipt for the other member).',
    auth: 'user',
    response: unreadSchema,
    tags: ['chat'],
    resource: 'chat',
  }),
  report: endpoint({
    method: 'post',
    path: '/api/chat/messages/:id/report',
    summary:
      "Report the other member's message to the administrators, with an optional reason. 409 when already reported. 429 (Retry-After) past 20 reports an hour.",
    auth: 'user',
    body: reportMessageSchema,
    response: successSchema,
    status: 201,
    tags: ['chat'],
    resource: 'chat',
  }),
  block: endpoint({
    method: 'put',
    path: '/api/chat/blocks/:member',
    summary:
      'Block a member: neither can message the other or see the other in Fete Nation. 429 (Retry-After) past 60 blocks and unblocks an hour.',
    auth: 'user',
    response: blockStateSchema,
    tags: ['chat'],
    resource: 'chat',
    // Neither sees the other in Fete Nation any more.
    touches: ['fete-nation'],
  }),
  unblock: endpoint({
    method: 'delete',
    path: '/api/chat/blocks/:member',
    summary: 'Unblock a member. 429 as for blocking.',
    auth: 'user',
    response: blockStateSchema,
    tags: ['chat'],
    resource: 'chat',
    touches: ['fete-nation'],
  }),
  reports: endpoint({
    method: 'get',
    path: '/api/admin/chat-reports',
    summary: 'Open reports of chat messages, oldest first.',
    auth: 'admin',
    response: chatReportListSchema,
    tags: ['admin'],
    resource: 'chat',
  }),
  resolveReport: endpoint({
    method: 'post',
    path: '/api/admin/chat-reports/:id/resolve',
    summary: 'Mark a report handled; answers the open reports.',
    auth: 'admin',
    response: chatReportListSchema,
    tags: ['admin'],
    resource: 'chat',
  }),
};
