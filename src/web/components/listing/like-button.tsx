import { useQueryClient } from '@tanstack/react-query';
import { likeEndpoints } from '../../endpoints/likes';
import { itemKinds, type LikeableKind } from '../../../shared/domains/item-kind';
import { errorCatalogue, messages } from '../../../shared/errors';
import { isApiError } from '../../lib/api';
import { useViewer } from '../../lib/auth';
import { write } from '../../lib/client';
import { cx } from '../../lib/cx';
import { useNotice } from './notice-dialog';
import { IconToggle } from './toggle-button';
import { useOptimisticToggle } from './use-optimistic-toggle';

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
  const notice = useNotice();
  const { like, unlike } = likeEndpoints.toggles[kind];
  const { shown, toggle } = useOptimisticToggle({
    value: liked,
    // The write makes the kind's reads, the home sections and the liked items stale (its `touches`).
    save: (next: boolean) => write(queryClient, next ? like : unlike, { params: { id } }),
    read: (result) => result.liked,
    onFailed: (error) => {
      const signIn = isApiError(error, 401);
      notice.show(signIn ? signInMessage : messages.likes.failed, signIn);
    },
  });

  function onToggle() {
    // Until the session is known, a click could wrongly ask a member to sign in.
    if (!ready) return;
    if (!user) {
      notice.show(signInMessage, true);
      return;
    }
    toggle();
  }

  return (
    <>
      <IconToggle
        pressed={shown}
        label={`${shown ? 'Unlike' : 'Like'} ${label}`}
        title={shown ? 'Unlike' : 'Like'}
        onToggle={onToggle}
        icon={
          <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
        }
        text={showText ? (shown ? 'Liked' : 'Like') : undefined}
        tone={cx(
          'bg-white/95 ring-night-900/15 hover:bg-carnival-50 hover:ring-carnival-600/40',
          shown ? 'text-carnival-600' : 'text-night-800',
        )}
        className={className}
      />
      {notice.dialog}
    </>
  );
}
