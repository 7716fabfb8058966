import { useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { likeEndpoints } from '../../endpoints/likes';
import { itemKinds, type LikeableKind } from '../../../shared/domains/item-kind';
import { errorCatalogue, messages } from '../../../shared/errors';
import { isApiError } from '../../lib/api';
import { useViewer } from '../../lib/auth';
import { write } from '../../lib/client';
import { cx } from '../../lib/cx';
import { NoticeDialog } from './notice-dialog';
import { useOptimisticToggle } from './use-optimistic-toggle';

function HeartIcon({ filled, className }: { filled: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinejoin="round"
      className={className}
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </svg>
  );
}

/**
 * The heart on cards and detail pages. Toggles at once and rolls back if the server says no; visitors get
 * 'Please sign in to like events' (bands, restaurants, providers) with a Sign In link instead of a request.
 */
export function LikeButton({
  kind,
  id,
  liked,
  label,
  showText = false,
  className,
}: {
  kind: LikeableKind;
  id: string;
  /** What the server last said (the item's `liked`). */
  liked: boolean;
  /** The item's name: the button reads 'Like Soca Sunrise' / 'Unlike Soca Sunrise'. */
  label: string;
  /** Also write 'Like' / 'Liked' next to the heart (detail pages). */
  showText?: boolean;
  className?: string;
}) {
  const { user, ready } = useViewer();
  const queryClient = useQueryClient();
  const signInMessage = errorCatalogue[itemKinds[kind].signInToLike].message;
  const [notice, setNotice] = useState<{ message: string; signIn: boolean } | null>(null);
  const { like, unlike } = likeEndpoints.toggles[kind];
  const { shown, toggle } = useOptimisticToggle({
    value: liked,
    // The write makes the kind's reads, the home sections and the liked items stale (its `touches`).
    save: (next: boolean) => write(queryClient, next ? like : unlike, { params: { id } }),
    read: (result) => result.liked,
    onFailed: (error) =>
      setNotice(
        isApiError(error, 401)
          ? { message: signInMessage, signIn: true }
          : { message: messages.likes.failed, signIn: false },
      ),
  });

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    // Cards may sit inside a link: liking never navigates.
    event.preventDefault();
    event.stopPropagation();
    // Until the session is known, a click could wrongly ask a member to sign in.
    if (!ready) return;
    if (!user) {
      setNotice({ message: signInMessage, signIn: true });
      return;
    }
    toggle();
  }

  return (
    <>
      <button
        type="button"
        aria-pressed={shown}
        aria-label={`${shown ? 'Unlike' : 'Like'} ${label}`}
        title={shown ? 'Unlike' : 'Like'}
        onClick={onClick}
        className={cx(
          'inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-full transition-colors',
          'bg-white/95 shadow-sm ring-1 ring-night-900/15 hover:bg-carnival-50 hover:ring-carnival-600/40',
          shown ? 'text-carnival-600' : 'text-night-800',
          showText && 'px-4 text-sm font-semibold',
          className,
        )}
      >
        <HeartIcon filled={shown} className="h-5 w-5 shrink-0" />
        {showText ? <span aria-hidden="true">{shown ? 'Liked' : 'Like'}</span> : null}
      </button>
      <NoticeDialog
        message={notice?.message ?? null}
        signIn={notice?.signIn}
        onClose={() => setNotice(null)}
      />
    </>
  );
}
