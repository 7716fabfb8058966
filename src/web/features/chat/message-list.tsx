import { Fragment } from 'react';
import type { ChatMessageItem } from '../../../shared/domains/chat';
import { chatMessages as texts } from '../../../shared/domains/chat';
import { cx } from '../../lib/cx';
import { dayKey, dayLabel, messageTime } from './chat-format';
import { MessageBody } from './message-body';
import type { ShownMessage } from './use-thread-messages';

/**
 * The thread's messages, oldest first, with a line for each new day: the viewer's on the right, with "Seen" under
 * the last one the other member read; one being sent says so, one that failed offers Retry; another member's
 * message can be reported.
 */
export function MessageList({
  shown,
  viewer,
  name,
  lastOwnReadId,
  onRetry,
  onReport,
}: {
  shown: ShownMessage[];
  viewer: string;
  /** The other member's name. */
  name: string;
  lastOwnReadId: string | undefined;
  onRetry: (key: string) => void;
  onReport: (message: ChatMessageItem) => void;
}) {
  return (
    <ol className="flex flex-col gap-2">
      {shown.map((m, i) => {
        const mine = m.senderId === viewer;
        const day = dayKey(m.createdAt);
        const separator = i === 0 || dayKey(shown[i - 1]!.createdAt) !== day;
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
                      onClick={() => onRetry(m.id)}
                    >
                      Retry
                    </button>
                  </>
                ) : (
                  <>
                    <time dateTime={m.createdAt}>{messageTime(m.createdAt)}</time>
                    {lastOwnReadId === m.id ? <span>· Seen</span> : null}
                    {!mine && m.senderId ? (
                      <button
                        type="button"
                        className="underline hover:text-carnival-800"
                        onClick={() => onReport(m as ChatMessageItem)}
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
  );
}
