import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChatMessageItem,
  ChatReportList,
  ConversationItem,
  ConversationList,
  MessagePage,
} from '../../../shared/domains/chat';
import { api } from '../../lib/api';
import { useViewer } from '../../lib/auth';
import { useMemberLive } from '../../lib/member-live';

export type { ChatMessageItem, ConversationItem, ConversationList, MessagePage };

export const chatKeys = {
  all: ['chat'] as const,
  conversations: (viewer: string) => ['chat', viewer, 'conversations'] as const,
  conversation: (viewer: string, id: string) => ['chat', viewer, 'conversation', id] as const,
  messages: (viewer: string, id: string) => ['chat', viewer, 'messages', id] as const,
  unread: (viewer: string) => ['chat', viewer, 'unread'] as const,
  reports: ['chat', 'reports'] as const,
};

export const conversationsQuery = (viewer: string) =>
  queryOptions({
    queryKey: chatKeys.conversations(viewer),
    queryFn: ({ signal }) => api.get<ConversationList>('/api/chat/conversations', { signal }),
  });

export const conversationQuery = (viewer: string, id: string) =>
  queryOptions({
    queryKey: chatKeys.conversation(viewer, id),
    queryFn: ({ signal }) =>
      api.get<ConversationItem>(`/api/chat/conversations/${encodeURIComponent(id)}`, { signal }),
  });

export const fetchMessages = (id: string, before?: string, signal?: AbortSignal) =>
  api.get<MessagePage>(
    `/api/chat/conversations/${encodeURIComponent(id)}/messages${before ? `?before=${before}` : ''}`,
    { signal },
  );

export const openConversation = (withId: string) =>
  api.post<ConversationItem>('/api/chat/conversations', { with: withId });

export const sendMessage = (id: string, body: string) =>
  api.post<ChatMessageItem>(`/api/chat/conversations/${encodeURIComponent(id)}/messages`, { body });

export const markConversationRead = (id: string) =>
  api.post<{ unread: number }>(`/api/chat/conversations/${encodeURIComponent(id)}/read`);

export const blockMember = (memberId: string) =>
  api.put<{ blocked: boolean }>(`/api/chat/blocks/${encodeURIComponent(memberId)}`);

export const unblockMember = (memberId: string) =>
  api.delete<{ blocked: boolean }>(`/api/chat/blocks/${encodeURIComponent(memberId)}`);

export const reportMessage = (messageId: string, reason: string) =>
  api.post(`/api/chat/messages/${encodeURIComponent(messageId)}/report`, { reason });

export const chatReportsQuery = queryOptions({
  queryKey: chatKeys.reports,
  queryFn: ({ signal }) => api.get<ChatReportList>('/api/admin/chat-reports', { signal }),
});

export const resolveChatReport = (id: string) =>
  api.post<ChatReportList>(`/api/admin/chat-reports/${encodeURIComponent(id)}/resolve`);

/**
 * The member's unread message count (the navigation's Fete Chat badge), kept current by the live channel.
 * Asking for it also tells the server the member is around (no "new message" e-mail while they are); it is
 * asked again every five minutes while the tab is in front.
 */
export function useChatUnread(): number {
  const { key, ready } = useViewer();
  const signedIn = ready && key !== 'visitor';
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: chatKeys.unread(key),
    queryFn: ({ signal }) => api.get<{ unread: number }>('/api/chat/unread', { signal }),
    enabled: signedIn,
    refetchInterval: 5 * 60_000,
    refetchOnWindowFocus: true,
  });
  useMemberLive(
    (message) => {
      if (message.type === 'chat.message' || message.type === 'chat.read') {
        queryClient.setQueryData(chatKeys.unread(key), { unread: message.unread });
      }
    },
    () => void queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  );
  return signedIn ? (query.data?.unread ?? 0) : 0;
}
