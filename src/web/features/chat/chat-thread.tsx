import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { chatMessages as texts, type ChatMessageItem, type MessagePage } from '../../../shared/domains/chat';
import { Alert } from '../../components/ui/alert';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Icon } from '../../components/ui/icon';
import { RetryAlert } from '../../components/ui/retry-alert';
import { Spinner } from '../../components/ui/spinner';
import { useFlash } from '../../components/manager/use-flash';
import { errorMessage } from '../../lib/api';
import { cx } from '../../lib/cx';
import { useMemberLive } from '../../lib/member-live';
import {
  chatApi,
  chatCache,
  conversationQuery,
  fetchMessages,
  markConversationRead,
  sendMessage,
  type ConversationItem,
} from './api';
import { dayKey, dayLabel, memberName, messageTime } from './chat-format';
import { Composer } from './composer';
import { MessageBody } from './message-body';

type Pages = InfiniteData<MessagePage, string | undefined>;

/** A message typed here that the server has not confirmed yet (or refused: then Retry). */
interface Pending {
  key: string;
  body: string;
  state: 'sending' | 'failed';
  createdAt: string;
}

/** Put a message the server confirmed into the cached thread (newest page first), once. */
function addToPages(data: Pages | undefined, message: ChatMessageItem): Pages | undefined {
  if (!data) return data;
  if (data.pages.some((p) => p.items.some((m) => m.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, items: [...first!.items, message] }, ...rest] };
}

export function ChatThread({
  viewer,
  conversationId,
  onBack,
}: {
  viewer: string;
  conversationId: string;
  onBack: () => void;
}) {
  const query = useQuery(conversationQuery(viewer, conversationId));
  if (query.isPending) return <Spinner label="Loading conversation..." />;
  if (query.isError) {
    return (
      <RetryAlert onRetry={query.refetch} retrying={query.isFetching}>
        {errorMessage(query.error, texts.threadFailed)}
      </RetryAlert>
    );
  }
  return <Thread viewer={viewer} conversation={query.data} onBack={onBack} />;
}

function Thread({
  viewer,
  conversation,
  onBack,
}: {
  viewer: string;
  conversation: ConversationItem;
  onBack: () => void;
}) {
  const id = conversation.id;
  const queryClient = useQueryClient();
  const chat = chatApi(queryClient);
  const messagesKey = chatCache.messages(viewer, id);
  const messages = useInfiniteQuery({
    queryKey: messagesKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => fetchMessages(id, pageParam, signal),
    getNextPageParam: (page) => (page.hasMore ? page.items[0]?.id : undefined),
  });
  const [pending, setPending] = useState<Pending[]>([]);
  const [blockOpen, setBlockOpen] = useState(false);
  const [blockBusy, setBlockBusy] = useState(false);
  const [reporting, setReporting] = useState<ChatMessageItem | null>(null);
  const [reportBusy, setReportBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const flash = useFlash();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const blockButton = useRef<HTMLButtonElement>(null);
  /** The thread being read again because a message arrived while it was being read (confirm, below). */
  const rereading = useRef<Promise<void> | null>(null);
  const name = memberName(conversation.other);
  const blocked = conversation.blockedByMe || conversation.blockedByThem;

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

  // Stay at the newest message when already there; keep the place when older messages are added above.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (heightBeforeOlder.current !== null) {
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [shown.length]);

  const loadOlder = () => {
    if (!messages.hasNextPage || messages.isFetchingNextPage) return;
    heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
    void messages.fetchNextPage();
  };

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
    if (el.scrollTop < 120) loadOlder();
  };

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
      if (message !== texts.sendFailed) setProblem(message);
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
    setProblem(null);
    atBottom.current = true;
    setPending((all) => [...all, item]);
    void deliver(item);
  };

  const retry = (key: string) => {
    const item = pending.find((p) => p.key === key);
    if (!item) return;
    setProblem(null);
    setPending((all) => all.map((p) => (p.key === key ? { ...p, state: 'sending' } : p)));
    void deliver({ ...item, state: 'sending' });
  };

  async function toggleBlock() {
    if (!conversation.other) return;
    setBlockBusy(true);
    try {
      // The chat's reads and Fete Nation ask again; the thread shows the answer at once.
      const { blocked: blockedNow } = conversation.blockedByMe
        ? await chat.unblockMember(conversation.other.id)
        : await chat.blockMember(conversation.other.id);
      queryClient.setQueryData<ConversationItem>(chatCache.conversation(viewer, id), (c) =>
        c ? { ...c, blockedByMe: blockedNow } : c,
      );
      flash.flash(blockedNow ? texts.blockedDone : texts.unblockedDone);
      setBlockOpen(false);
    } catch (err) {
      setProblem(errorMessage(err, 'Failed to update the block. Please try again.'));
      setBlockOpen(false);
    } finally {
      setBlockBusy(false);
    }
  }

  async function confirmReport() {
    if (!reporting) return;
    setReportBusy(true);
    try {
      await chat.reportMessage(reporting.id, '');
      flash.flash(texts.reported);
    } catch (err) {
      setProblem(errorMessage(err, 'Failed to report the message. Please try again.'));
    } finally {
      setReportBusy(false);
      setReporting(null);
    }
  }

  let lastDay = '';
  return (
    <section aria-label={`Conversation with ${name}`} className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b border-night-900/10 pb-3">
        <Button
          variant="ghost"
          size="sm"
          className="md:hidden"
          onClick={onBack}
          aria-label="Back to conversations"
        >
          <Icon name="arrowLeft" className="h-4 w-4" />
        </Button>
        <Avatar
          src={conversation.other?.avatarUrl}
          firstName={conversation.other?.firstName}
          lastName={conversation.other?.lastName}
          size="md"
          decorative
        />
        <h2 className="min-w-0 flex-1 truncate font-display text-xl font-bold text-night-900">{name}</h2>
        {conversation.other ? (
          <Button ref={blockButton} variant="secondary" size="sm" onClick={() => setBlockOpen(true)}>
            {conversation.blockedByMe ? 'Unblock' : 'Block'}
          </Button>
        ) : null}
      </header>

      {flash.message ? (
        <Alert tone="success" className="mt-3">
          {flash.message}
        </Alert>
      ) : null}
      {problem ? (
        <Alert tone="error" className="mt-3">
          {problem}
        </Alert>
      ) : null}

      <div
        ref={scroller}
        onScroll={onScroll}
        className="min-h-0 flex-1 overflow-y-auto py-4"
        tabIndex={0}
        role="region"
        aria-label="Message history"
      >
        {messages.isPending ? (
          <Spinner label="Loading messages..." />
        ) : messages.isError ? (
          <RetryAlert onRetry={messages.refetch} retrying={messages.isFetching}>
            {errorMessage(messages.error, texts.threadFailed)}
          </RetryAlert>
        ) : (
          <>
            {messages.hasNextPage ? (
              <div className="mb-3 flex justify-center">
                <Button variant="ghost" size="sm" loading={messages.isFetchingNextPage} onClick={loadOlder}>
                  Load older messages
                </Button>
              </div>
            ) : null}
            {shown.length === 0 ? <p className="py-8 text-center text-gray-700">{texts.noMessages}</p> : null}
            <div
              role="log"
              aria-live="polite"
              aria-busy={messages.isFetchingNextPage || undefined}
              aria-label={`Messages with ${name}`}
            >
              <ol className="flex flex-col gap-2">
                {shown.map((m) => {
                  const mine = m.senderId === viewer;
                  const day = dayKey(m.createdAt);
                  const separator = day !== lastDay;
                  lastDay = day;
                  const state = 'state' in m ? m.state : null;
                  return (
                    <Fragment key={m.id}>
                      {separator ? (
                        <li className="my-2 flex items-center gap-3 text-xs font-semibold text-gray-600">
                          <span className="h-px flex-1 bg-night-900/10" aria-hidden="true" />
                          {dayLabel(m.createdAt)}
                          <span className="h-px flex-1 bg-night-900/10" aria-hidden="true" />
                        </li>
                      ) : null}
                      <li className={cx('flex flex-col', mine ? 'items-end' : 'items-start')}>
                        <div
                          className={cx(
                            'max-w-[85%] rounded-2xl px-4 py-2 text-sm shadow-sm sm:max-w-[70%]',
                            mine
                              ? 'rounded-br-sm bg-linear-to-r from-carnival-700 to-sunset-700 text-white'
                              : 'rounded-bl-sm bg-white text-night-900 ring-1 ring-night-900/10',
                            state === 'sending' && 'opacity-70',
                            state === 'failed' && 'ring-2 ring-red-700',
                          )}
                        >
                          <span className="sr-only">{mine ? 'You' : name}: </span>
                          <MessageBody body={m.body} />
                        </div>
                        <div className="mt-0.5 flex items-center gap-2 px-1 text-xs text-gray-600">
                          {state === 'sending' ? (
                            <span>Sending…</span>
                          ) : state === 'failed' ? (
                            <>
                              <span className="font-semibold text-red-700" role="alert">
                                {texts.sendFailed}
                              </span>
                              <button
                                type="button"
                                className="font-semibold text-carnival-800 underline"
                                onClick={() => retry(m.id)}
                              >
                                Retry
                              </button>
                            </>
                          ) : (
                            <>
                              <time dateTime={m.createdAt}>{messageTime(m.createdAt)}</time>
                              {lastOwnRead?.id === m.id ? <span>· Seen</span> : null}
                              {!mine && m.senderId ? (
                                <button
                                  type="button"
                                  className="underline hover:text-carnival-800"
                                  onClick={() => setReporting(m as ChatMessageItem)}
                                  aria-label={`Report message from ${name}`}
                                >
                                  Report
                                </button>
                              ) : null}
                            </>
                          )}
                        </div>
                      </li>
                    </Fragment>
                  );
                })}
              </ol>
            </div>
          </>
        )}
      </div>

      {blocked ? (
        <p className="rounded-xl bg-night-900/5 p-3 text-sm text-night-800" role="status">
          {conversation.blockedByMe
            ? `You blocked ${name}. Unblock to send messages.`
            : `You cannot message ${name}.`}
        </p>
      ) : conversation.other ? (
        <Composer recipient={name} onSend={send} />
      ) : (
        <p className="rounded-xl bg-night-900/5 p-3 text-sm text-night-800">This member has left Fete.</p>
      )}

      <ConfirmDialog
        open={blockOpen}
        title={conversation.blockedByMe ? `Unblock ${name}?` : `Block ${name}?`}
        message={
          conversation.blockedByMe
            ? `${name} will be able to message you again and see you in Fete Nation.`
            : `Neither of you will be able to message the other, and you will not see each other in Fete Nation.`
        }
        confirmLabel={conversation.blockedByMe ? 'Unblock' : 'Block'}
        pendingLabel={conversation.blockedByMe ? 'Unblocking...' : 'Blocking...'}
        destructive={!conversation.blockedByMe}
        pending={blockBusy}
        onConfirm={() => void toggleBlock()}
        onCancel={() => setBlockOpen(false)}
        returnFocusRef={blockButton}
      />
      <ConfirmDialog
        open={reporting !== null}
        title="Report this message?"
        message="The message goes to the administrators, who will review it."
        confirmLabel="Report"
        pendingLabel="Reporting..."
        pending={reportBusy}
        onConfirm={() => void confirmReport()}
        onCancel={() => setReporting(null)}
      />
    </section>
  );
}
