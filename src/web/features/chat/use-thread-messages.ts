import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { chatMessages as texts, type ChatMessageItem, type MessagePage } from '../../../shared/domains/chat';
import { errorMessage } from '../../lib/api';
import { useMemberLive } from '../../lib/member-live';
import { chatCache, fetchMessages, markConversationRead, sendMessage, type ConversationItem } from './api';

type Pages = InfiniteData<MessagePage, string | undefined>;

/** A message typed here that the server has not confirmed yet (or refused: then Retry). */
export interface Pending {
  key: string;
  body: string;
  state: 'sending' | 'failed';
  createdAt: string;
}

/** A message as the thread shows it: stored, or typed here and not confirmed yet. */
export type ShownMessage = ChatMessageItem | (Pending & { id: string; senderId: string });

/** Put a message the server confirmed into the cached thread (newest page first), once. */
function addToPages(data: Pages | undefined, message: ChatMessageItem): Pages | undefined {
  if (!data) return data;
  if (data.pages.some((p) => p.items.some((m) => m.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, items: [...first!.items, message] }, ...rest] };
}

/**
 * A conversation's messages as the thread shows them: the stored pages, what was typed here and is still being
 * sent (or failed: Retry), live messages and read receipts as they arrive, and the read receipt this member sends
 * while the thread is shown. `onProblem` gets a refusal worth saying (a block, a limit), or null when one clears.
 */
export function useThreadMessages(
  viewer: string,
  conversation: ConversationItem,
  onProblem: (problem: string | null) => void,
) {
  const id = conversation.id;
  const queryClient = useQueryClient();
  const messagesKey = chatCache.messages(viewer, id);
  const messages = useInfiniteQuery({
    queryKey: messagesKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => fetchMessages(id, pageParam, signal),
    getNextPageParam: (page) => (page.hasMore ? page.items[0]?.id : undefined),
  });
  const [pending, setPending] = useState<Pending[]>([]);
  /** The thread being read again because a message arrived while it was being read (confirm, below). */
  const rereading = useRef<Promise<void> | null>(null);

  const refreshConversation = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chatCache.conversation(viewer, id) }),
      queryClient.invalidateQueries({ queryKey: chatCache.conversations(viewer) }),
    ]);

  // Reading the thread (on open, and as messages arrive while it is shown) sends the read receipt.
  const read = () => {
    if (document.visibilityState !== 'visible') return;
    void markConversationRead(id)
      .then(({ unread }) => {
        queryClient.setQueryData(chatCache.unread(viewer), { unread });
        void queryClient.invalidateQueries({ queryKey: chatCache.conversations(viewer) });
      })
      .catch(() => undefined);
  };
  useEffect(() => {
    read();
    const onVisible = () => read();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per conversation
  }, [id]);

  /**
   * Puts a message the server has stored into the thread. While the thread is still being read (its first page,
   * or a refresh, asked before this message was stored), adding it would be overwritten by that answer: the
   * thread is read again instead, and this resolves once the new answer, which holds it, is in.
   */
  const confirm = async (message: ChatMessageItem): Promise<void> => {
    const state = queryClient.getQueryState<Pages>(messagesKey);
    if (state?.data && state.fetchStatus === 'idle') {
      queryClient.setQueryData<Pages>(messagesKey, (data) => addToPages(data, message));
      return;
    }
    if (rereading.current) {
      // Already read again for an earlier message (a sent message's live copy and the send's answer): wait for
      // that read, then add this one if it was stored after the read was asked.
      await rereading.current;
      return confirm(message);
    }
    const reread = (async () => {
      // A read under way is dropped first: without data, asking again would only wait for that older answer.
      await queryClient.cancelQueries({ queryKey: messagesKey });
      await queryClient.invalidateQueries({ queryKey: messagesKey });
    })();
    rereading.current = reread;
    try {
      await reread;
    } finally {
      if (rereading.current === reread) rereading.current = null;
    }
  };

  useMemberLive(
    (message) => {
      if (message.type === 'chat.message' && message.conversationId === id) {
        const confirmed = confirm(message.message);
        if (message.message.senderId !== viewer) read();
        // The live copy of a message sent here often arrives before the send's own answer: show it once.
        else {
          void confirmed.then(() =>
            setPending((all) => {
              const i = all.findIndex((p) => p.state === 'sending' && p.body === message.message.body);
              return i < 0 ? all : [...all.slice(0, i), ...all.slice(i + 1)];
            }),
          );
        }
      } else if (
        message.type === 'chat.read' &&
        message.conversationId === id &&
        message.readerId !== viewer
      ) {
        queryClient.setQueryData<ConversationItem>(chatCache.conversation(viewer, id), (c) =>
          c ? { ...c, otherLastReadAt: message.readAt } : c,
        );
      } else if (message.type === 'chat.block') {
        void refreshConversation();
      }
    },
    () => void queryClient.invalidateQueries({ queryKey: messagesKey }),
  );

  const confirmed = messages.data ? [...messages.data.pages].reverse().flatMap((p) => p.items) : [];
  const shown: (ChatMessageItem | (Pending & { id: string; senderId: string }))[] = [
    ...confirmed,
    ...pending.map((p) => ({ ...p, id: p.key, senderId: viewer })),
  ];
  const lastOwnRead = [...confirmed]
    .reverse()
    .find(
      (m) =>
        m.senderId === viewer &&
        conversation.otherLastReadAt !== null &&
        Date.parse(conversation.otherLastReadAt) >= Date.parse(m.createdAt),
    );

  async function deliver(item: Pending) {
    try {
      const sent = await sendMessage(id, item.body);
      // The message stays shown as sending until the thread holds it.
      await confirm(sent);
      setPending((all) => all.filter((p) => p.key !== item.key));
      void queryClient.invalidateQueries({ queryKey: chatCache.conversations(viewer) });
    } catch (err) {
      setPending((all) => all.map((p) => (p.key === item.key ? { ...p, state: 'failed' } : p)));
      const message = errorMessage(err, texts.sendFailed);
      if (message !== texts.sendFailed) onProblem(message);
      if (message === texts.blocked) void refreshConversation();
    }
  }

  const send = (body: string) => {
    const item: Pending = {
      key: `pending-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      body,
      state: 'sending',
      createdAt: new Date().toISOString(),
    };
    onProblem(null);
    setPending((all) => [...all, item]);
    void deliver(item);
  };

  const retry = (key: string) => {
    const item = pending.find((p) => p.key === key);
    if (!item) return;
    onProblem(null);
    setPending((all) => all.map((p) => (p.key === key ? { ...p, state: 'sending' } : p)));
    void deliver({ ...item, state: 'sending' });
  };

  return { messages, shown, lastOwnRead, send, retry, refreshConversation };
}
