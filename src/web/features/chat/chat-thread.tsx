import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { chatMessages as texts, type ChatMessageItem } from '../../../shared/domains/chat';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Icon } from '../../components/ui/icon';
import { QueryView } from '../../components/ui/query-view';
import { useFlash } from '../../components/manager/use-flash';
import { errorMessage } from '../../lib/api';
import { chatApi, chatCache, conversationQuery, type ConversationItem } from './api';
import { memberName } from './chat-format';
import { Composer } from './composer';
import { OtherMemberAvatar } from './conversation-list';
import { MessageList } from './message-list';
import { useThreadMessages } from './use-thread-messages';

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
  return (
    <QueryView query={query} loadingLabel="Loading conversation..." failedMessage={texts.threadFailed}>
      {(conversation) => <Thread viewer={viewer} conversation={conversation} onBack={onBack} />}
    </QueryView>
  );
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
  const name = memberName(conversation.other);
  const blocked = conversation.blockedByMe || conversation.blockedByThem;
  const { messages, shown, lastOwnRead, send, retry } = useThreadMessages(viewer, conversation, setProblem);

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

  /** A message typed here: the thread follows it to the bottom. */
  const sendAndFollow = (body: string) => {
    atBottom.current = true;
    send(body);
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
        <OtherMemberAvatar other={conversation.other} />
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
        <QueryView query={messages} loadingLabel="Loading messages..." failedMessage={texts.threadFailed}>
          {() => (
            <>
              {messages.hasNextPage ? (
                <div className="mb-3 flex justify-center">
                  <Button variant="ghost" size="sm" loading={messages.isFetchingNextPage} onClick={loadOlder}>
                    Load older messages
                  </Button>
                </div>
              ) : null}
              {shown.length === 0 ? (
                <p className="py-8 text-center text-gray-700">{texts.noMessages}</p>
              ) : null}
              <div
                role="log"
                aria-live="polite"
                aria-busy={messages.isFetchingNextPage || undefined}
                aria-label={`Messages with ${name}`}
              >
                <MessageList
                  shown={shown}
                  viewer={viewer}
                  name={name}
                  lastOwnReadId={lastOwnRead?.id}
                  onRetry={retry}
                  onReport={setReporting}
                />
              </div>
            </>
          )}
        </QueryView>
      </div>

      {blocked ? (
        <p className="rounded-xl bg-night-900/5 p-3 text-sm text-night-800" role="status">
          {conversation.blockedByMe
            ? `You blocked ${name}. Unblock to send messages.`
            : `You cannot message ${name}.`}
        </p>
      ) : conversation.other ? (
        <Composer recipient={name} onSend={sendAndFollow} />
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
