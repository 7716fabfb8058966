import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { chatEndpoints as e } from '../../endpoints/chat';
import type {
  ChatMessageItem,
  ConversationItem,
  ConversationList,
  MessagePage,
} from '../../../shared/domains/chat';
import { useViewer } from '../../lib/auth';
import { call, endpointKey, endpointQuery, write } from '../../lib/client';
import { useMemberLive } from '../../lib/member-live';

export type { ChatMessageItem, ConversationItem, ConversationList, MessagePage };

/**
 * Where the member's chat reads are cached (every one per viewer; the back office's reports: admin/api.ts). The
 * thread and the live channel write into them: each key is the endpoint's, with the input its read is asked with.
 */
export const chatCache = {
  /** Every chat read (after the live channel missed messages). */
  all: () => [e.conversations.resource] as const,
  conversations: (viewer: string) => endpointKey(e.conversations, {}, viewer),
  conversation: (viewer: string, id: string) => endpointKey(e.conversation, { params: { id } }, viewer),
  /** The thread, a page at a time (an infinite query: `before` comes from the page asked for). */
  messages: (viewer: string, id: string) => endpointKey(e.messages, { params: { id } }, viewer),
  unread: (viewer: string) => endpointKey(e.unread, {}, viewer),
};

export const conversationsQuery = (viewer: string) => endpointQuery(e.conversations, {}, viewer);

export const conversationQuery = (viewer: string, id: string) =>
  endpointQuery(e.conversation, { params: { id } }, viewer);

export const fetchMessages = (id: string, before?: string, signal?: AbortSignal) =>
  call(e.messages, { params: { id }, query: before ? { before } : undefined, signal });

/*
 * The thread's own writes are plain calls: it puts what they answer into its cache itself (chat-thread.tsx).
 * A write() would make every chat read stale, the open thread with all its pages among them, on every message
 * sent and every read receipt, and would cancel a thread read under way that the confirmation waits for.
 */
export const sendMessage = (id: string, body: string) => call(e.send, { params: { id }, body: { body } });

export const markConversationRead = (id: string) => call(e.read, { params: { id } });

/** The member's chat writes that refresh what they change: the conversations, and Fete Nation for a block. */
export function chatApi(queryClient: QueryClient) {
  return {
    openConversation: (withId: string) => write(queryClient, e.open, { body: { with: withId } }),
    blockMember: (memberId: string) => write(queryClient, e.block, { params: { member: memberId } }),
    unblockMember: (memberId: string) => write(queryClient, e.unblock, { params: { member: memberId } }),
    reportMessage: (messageId: string, reason: string) =>
      write(queryClient, e.report, { params: { id: messageId }, body: { reason } }),
  };
}

/**
 * The member's unread message count (the navigation's Fete Chat badge), kept current by the live channel.
 * Asking for it also tells the server the member is around (no "new message" e-mail while they are); it is
 * asked again every five minutes while the tab is in front.
 */
export function useChatUnread(): number {
  const { key, ready } = useViewer();
  const signedIn = ready && key !== 'visitor';
  const queryClient = useQueryClient();
  const query = useQuery(
    queryOptions({
      ...endpointQuery(e.unread, {}, key),
      enabled: signedIn,
      refetchInterval: 5 * 60_000,
      refetchOnWindowFocus: true,
    }),
  );
  useMemberLive(
    (message) => {
      if (message.type === 'chat.message' || message.type === 'chat.read') {
        queryClient.setQueryData(chatCache.unread(key), { unread: message.unread });
      }
    },
    () => void queryClient.invalidateQueries({ queryKey: chatCache.all() }),
  );
  return signedIn ? (query.data?.unread ?? 0) : 0;
}
