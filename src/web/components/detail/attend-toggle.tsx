import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { attendanceMessages } from '../../../shared/domains/attendance-messages';
import type { AttendanceState } from '../../../shared/domains/attendance';
import { messages } from '../../../shared/errors';
import { errorMessage, isApiError } from '../../lib/api';
import { useViewer } from '../../lib/auth';
import { cx } from '../../lib/cx';
import { useNotice } from '../listing/notice-dialog';
import { ToggleButton } from '../listing/toggle-button';
import { Icon } from '../ui/icon';
import { attendanceQuery, setAttending, type AttendanceList } from './attendance-api';

/**
 * The attend/unattend request of an event or band, shared by the detail page's panel and the cards. `apply`
 * shows the new state at once and returns how to undo it; a refusal undoes it and tells why with the spec's
 * words (visitors: 'Please sign in to mark attendance' with Sign In; a full event: 'This event is full';
 * another refusal in the server's words, e.g. an address not verified yet; a failure: 'Failed to update
 * attendance status'). The server's answer becomes the item's attendance
 * state, and every view showing it asks again (the write's `touches`: the item's attendees, the
 * dashboard's "Events I'm Attending", and the lists, home sections and liked items whose cards carry `attending`).
 */
export function useAttendToggle({
  list,
  id,
  apply,
  onAnswer,
}: {
  list: AttendanceList;
  id: string;
  apply: (attending: boolean) => Promise<() => void> | (() => void);
  /** The server's answer, after the item's attendance state took it. */
  onAnswer?: (answer: AttendanceState) => void;
}): { toggle: (attending: boolean) => void; pending: boolean; notice: ReactNode } {
  const { user, key, ready } = useViewer();
  const queryClient = useQueryClient();
  const notice = useNotice();
  const mutation = useMutation({
    mutationFn: (next: boolean) => setAttending(queryClient, list, id, next),
    onMutate: async (next) => ({ undo: await apply(next) }),
    onError: (error, _next, context) => {
      context?.undo();
      if (isApiError(error, 401)) notice.show(messages.attendance.signIn, true);
      else if (isApiError(error, 409)) notice.show(messages.attendance.full);
      // Another refusal says why in the server's words (an unverified address: verify it first).
      else notice.show(errorMessage(error, messages.attendance.failed));
    },
    onSuccess: (answer: AttendanceState) => {
      queryClient.setQueryData(attendanceQuery(list, id, key).queryKey, answer);
      onAnswer?.(answer);
    },
  });

  function toggle(next: boolean) {
    // Until the session is known, a click could wrongly ask a member to sign in.
    if (!ready || mutation.isPending) return;
    if (!user) {
      notice.show(messages.attendance.signIn, true);
      return;
    }
    mutation.mutate(next);
  }

  return {
    toggle,
    pending: mutation.isPending,
    notice: notice.dialog,
  };
}

/**
 * The attend button: 'Attend' / 'Attending' with an icon that changes too (colour is never the only signal),
 * `aria-pressed`, named after the item ('Attend Soca Sunrise' / 'Stop attending Soca Sunrise'). `full`
 * (no spot left and not attending) disables it. `size="sm"` is the card's.
 */
export function AttendButton({
  attending,
  title,
  full = false,
  size = 'md',
  onToggle,
  className,
}: {
  attending: boolean;
  title: string;
  full?: boolean;
  size?: 'sm' | 'md';
  onToggle: () => void;
  className?: string;
}) {
  const disabled = full && !attending;
  return (
    <ToggleButton
      pressed={attending}
      label={`${attending ? 'Stop attending' : 'Attend'} ${title}`}
      disabled={disabled}
      onToggle={onToggle}
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full font-semibold shadow-sm ring-1 transition-colors',
        size === 'sm' ? 'min-h-9 px-3 text-sm' : 'min-h-10 px-4 text-sm',
        attending
          ? 'bg-sea-700 text-white ring-sea-700 hover:bg-sea-800'
          : 'bg-white text-night-800 ring-night-900/15 hover:bg-sea-50',
        disabled && 'cursor-not-allowed opacity-60',
        className,
      )}
    >
      <Icon name={attending ? 'checkCircle' : 'ticket'} className="h-4 w-4 shrink-0" />
      <span aria-hidden="true">{attending ? attendanceMessages.attending : attendanceMessages.attend}</span>
    </ToggleButton>
  );
}

/**
 * The attend toggle on an event or band card: starts from the list's `attending` (what the server last said),
 * answers at once and rolls back when refused. Shown to visitors too: like the heart, it asks them to sign in.
 * The local answer wins only until the `attending` it was made against changes (a refetch brought news).
 */
export function CardAttendToggle({
  list,
  id,
  attending,
  title,
  className,
}: {
  list: AttendanceList;
  id: string;
  attending: boolean;
  title: string;
  className?: string;
}) {
  const [override, setOverride] = useState<{ value: boolean; base: boolean } | null>(null);
  const shown = override && override.base === attending ? override.value : attending;
  const { toggle, notice } = useAttendToggle({
    list,
    id,
    apply: (next) => {
      const before = override;
      setOverride({ value: next, base: attending });
      return () => setOverride(before);
    },
    onAnswer: (answer) => setOverride({ value: answer.attending, base: attending }),
  });
  return (
    <>
      <AttendButton
        attending={shown}
        title={title}
        size="sm"
        onToggle={() => toggle(!shown)}
        className={cx('relative z-10', className)}
      />
      {notice}
    </>
  );
}
