import { chatEndpoints as e } from '../../../shared/contracts/chat';
import { chatMessages as texts } from '../../../shared/domains/chat';
import type { Routes } from '../../platform/http';
import { registerChatAdminRoutes } from './admin-routes';
import { memberRateLimit, refuseAttempt } from '../../platform/rate-limit';
import {
  getConversation,
  listMessages,
  listMyConversations,
  myUnreadCount,
  openConversation,
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
  const conversation = { notFound: texts.notFound };
  // The reads are kept per member until the next write: the presence each one marks was marked when the answer
  // was built (at most the kept answers' 5 s before), well inside the digest's 15 minutes away.
  const read = { ...conversation, keep: 'per-member' } as const;

  routes.implement(e.conversations, { keep: 'per-member' }, ({ c, actor }) =>
    listMyConversations(c.get('deps').db, actor),
  );
  routes.implement(e.unread, { keep: 'per-member' }, ({ c, actor }) =>
    myUnreadCount(c.get('deps').db, actor),
  );
  routes.implement(e.open, { middleware: [memberRateLimit('chat-open')] }, ({ c, actor, body }) =>
    openConversation(c.get('deps').db, actor, body.with),
  );
  routes.implement(e.conversation, read, ({ c, actor, params }) =>
    getConversation(c.get('deps').db, actor, params.id),
  );
  routes.implement(e.messages, read, ({ c, actor, params, query }) =>
    listMessages(c.get('deps').db, actor, params.id, query),
  );
  routes.implement(e.send, conversation, async ({ c, actor, params, body }) => {
    const sent = await sendMessage(c.get('deps'), actor, params.id, body);
    return 'retryAfterSeconds' in sent ? refuseAttempt(c, sent.retryAfterSeconds) : sent;
  });
  routes.implement(e.read, conversation, ({ c, actor, params }) =>
    readConversation(c.get('deps').db, actor, params.id),
  );
  routes.implement(
    e.report,
    { notFound: texts.messageNotFound, middleware: [memberRateLimit('chat-report')] },
    ({ c, actor, params, body }) => reportMessage(c.get('deps').db, actor, params.id, body.reason),
  );
  routes.implement(
    e.block,
    { notFound: texts.userNotFound, middleware: [memberRateLimit('chat-block')] },
    ({ c, actor, params }) => setBlock(c.get('deps').db, actor, params.member, true),
  );
  routes.implement(
    e.unblock,
    { notFound: texts.userNotFound, middleware: [memberRateLimit('chat-block')] },
    ({ c, actor, params }) => setBlock(c.get('deps').db, actor, params.member, false),
  );

  registerChatAdminRoutes(routes);
}
