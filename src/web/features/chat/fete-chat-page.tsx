import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { chatMessages as texts } from '../../../shared/domains/chat';
import { Alert } from '../../components/ui/alert';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { LinkButton } from '../../components/ui/link-button';
import { PageHeader } from '../../components/ui/page-header';
import { QueryView } from '../../components/ui/query-view';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useViewer } from '../../lib/auth';
import { cx } from '../../lib/cx';
import { useMemberLive } from '../../lib/member-live';
import { chatApi, chatCache, conversationsQuery } from './api';
import { ChatThread } from './chat-thread';
import { ConversationList } from './conversation-list';
import { paths } from '../../app/paths';

/**
 * /fete-chat: the conversation list beside the open thread (one at a time on a phone). Fete Nation's
 * Start Chat arrives with ?with={memberId}, which opens (or makes) the conversation and shows it.
 */
export default function FeteChatPage() {
  const { key: viewer, ready } = useViewer();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const withId = params.get('with');
  const selected = params.get('conversation');
  const list = useQuery({ ...conversationsQuery(viewer), enabled: ready });
  const start = useMutation({
    mutationFn: chatApi(queryClient).openConversation,
    onSuccess: (conversation) => {
      // The thread shows the conversation at once (the write made the chat's reads stale: it asks again too).
      queryClient.setQueryData(chatCache.conversation(viewer, conversation.id), conversation);
      void navigate(paths.feteChat({ conversation: conversation.id }), { replace: true });
    },
  });
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !withId || started.current === withId) return;
    started.current = withId;
    start.mutate(withId);
  }, [ready, withId, start]);

  useMemberLive(
    (message) => {
      if (message.type.startsWith('chat.'))
        void queryClient.invalidateQueries({ queryKey: chatCache.conversations(viewer) });
    },
    () => void queryClient.invalidateQueries({ queryKey: chatCache.all() }),
  );

  const showThread = Boolean(selected);
  return (
    <Container>
      <PageHeader
        eyebrow="Fete Nation"
        title="Fete Chat"
        description="Your conversations with other members."
      />
      {start.isError ? (
        <Alert tone="error" className="mb-4">
          {errorMessage(start.error, texts.userNotFound)}
        </Alert>
      ) : null}
      <div className="grid h-[calc(100dvh-14rem)] min-h-[28rem] grid-cols-1 gap-4 md:grid-cols-[20rem_1fr]">
        <nav
          aria-label="Conversations"
          className={cx(
            'min-h-0 overflow-y-auto rounded-2xl bg-white p-2 shadow-sm ring-1 ring-night-900/10',
            showThread && 'hidden md:block',
          )}
        >
          <QueryView
            query={list}
            loadingLabel="Loading conversations..."
            failedMessage={texts.loadFailed}
            empty={{
              when: (data) => data.items.length === 0,
              icon: 'chat',
              title: texts.noConversations,
              description: 'Find a member in Fete Nation and start a chat.',
              action: <LinkButton to={paths.feteNation()}>Go to Fete Nation</LinkButton>,
            }}
          >
            {(data) => <ConversationList items={data.items} selectedId={selected} viewer={viewer} />}
          </QueryView>
        </nav>
        <div
          className={cx(
            'min-h-0 rounded-2xl bg-sunset-50/60 p-4 shadow-sm ring-1 ring-night-900/10',
            !showThread && 'hidden md:block',
          )}
        >
          {start.isPending ? (
            <Spinner label="Opening conversation..." />
          ) : selected ? (
            <ChatThread
              key={selected}
              viewer={viewer}
              conversationId={selected}
              onBack={() => void navigate(paths.feteChat())}
            />
          ) : (
            <EmptyState
              icon="chat"
              title="Choose a conversation"
              description="Or start one from Fete Nation."
            />
          )}
        </div>
      </div>
    </Container>
  );
}
