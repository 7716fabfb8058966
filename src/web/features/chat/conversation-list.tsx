import { Link } from 'react-router';
import type { ConversationItem } from '../../../shared/domains/chat';
import { Avatar } from '../../components/ui/avatar';
import { cx } from '../../lib/cx';
import { listTime, memberName } from './chat-format';
import { paths } from '../../app/paths';

/**
 * The other member's picture in a conversation (the inbox's row, the thread's header), beside their written
 * name; initials when they have none or deleted their account.
 */
export function OtherMemberAvatar({ other }: { other: ConversationItem['other'] }) {
  return (
    <Avatar
      src={other?.avatarUrl}
      firstName={other?.firstName}
      lastName={other?.lastName}
      size="md"
      decorative
    />
  );
}

/** The inbox: the other member, the last message, its time and the unread count, newest first. */
export function ConversationList({
  items,
  selectedId,
  viewer,
}: {
  items: ConversationItem[];
  selectedId: string | null;
  viewer: string;
}) {
  return (
    <ul className="flex flex-col gap-1" aria-label="Conversations">
      {items.map((c) => {
        const name = memberName(c.other);
        const last = c.lastMessage;
        const preview = last ? `${last.senderId === viewer ? 'You: ' : ''}${last.body}` : 'No messages yet';
        return (
          <li key={c.id}>
            <Link
              to={paths.feteChat({ conversation: c.id })}
              aria-current={c.id === selectedId ? 'page' : undefined}
              className={cx(
                'flex items-center gap-3 rounded-xl p-3 transition-colors',
                c.id === selectedId ? 'bg-carnival-50 ring-1 ring-carnival-600/30' : 'hover:bg-night-900/5',
              )}
            >
              <OtherMemberAvatar other={c.other} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span
                    className={cx('truncate text-night-900', c.unread > 0 ? 'font-bold' : 'font-semibold')}
                  >
                    {name}
                  </span>
                  {last ? (
                    <time dateTime={last.createdAt} className="shrink-0 text-xs text-gray-600">
                      {listTime(last.createdAt)}
                    </time>
                  ) : null}
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className={cx('truncate text-sm', c.unread > 0 ? 'text-night-900' : 'text-gray-700')}>
                    {preview}
                  </span>
                  {c.unread > 0 ? (
                    <span className="shrink-0 rounded-full bg-carnival-700 px-1.5 text-xs font-bold text-white">
                      {c.unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
