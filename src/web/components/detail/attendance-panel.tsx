import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { attendanceMessages } from '../../../shared/domains/attendance-messages';
import type { AttendanceState } from '../../../shared/domains/attendance';
import { useViewer } from '../../lib/auth';
import { cx } from '../../lib/cx';
import { useSignInHref } from '../listing/notice-dialog';
import { Avatar } from '../ui/avatar';
import { Spinner, SpinnerIcon } from '../ui/spinner';
import { attendanceQuery, attendeesQuery, type AttendanceList } from './attendance-api';
import { AttendButton, useAttendToggle } from './attend-toggle';
import { paths } from '../../app/paths';

/**
 * The attendance toggle, count, spots left and (for signed-in members) the attendee list of an event or band
 * page. The toggle answers at once and rolls back with the spec's message when the server says no.
 */
export function AttendancePanel({ list, id, title }: { list: AttendanceList; id: string; title: string }) {
  const { user, key, ready } = useViewer();
  const queryClient = useQueryClient();
  const stateQuery = attendanceQuery(list, id, key);
  const state = useQuery({ ...stateQuery, enabled: ready });
  const stateKey = stateQuery.queryKey;
  const { toggle, notice } = useAttendToggle({
    list,
    id,
    apply: async (next) => {
      await queryClient.cancelQueries({ queryKey: stateKey });
      const previous = queryClient.getQueryData(stateKey);
      if (previous) queryClient.setQueryData(stateKey, optimistic(previous, next));
      return () => {
        if (previous) queryClient.setQueryData(stateKey, previous);
      };
    },
  });

  return (
    <section aria-labelledby={`attendance-${id}`} className="flex flex-col gap-3">
      <h2 id={`attendance-${id}`} className="sr-only">
        Attendance
      </h2>
      {state.isPending ? (
        // As tall as the row that replaces it (the Attend button's min-h-10), not the page spinner's 104 px: the
        // page below does not move when the count arrives (Lighthouse counted that shift on the event page).
        <div role="status" className="flex min-h-10 items-center gap-3 text-night-700">
          <SpinnerIcon className="h-6 w-6 text-carnival-600" />
          <span className="font-medium">Loading attendance...</span>
        </div>
      ) : state.isError ? (
        <p className="text-sm text-red-800">{attendanceMessages.loadFailed}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <AttendButton
            attending={state.data.attending}
            full={state.data.spotsLeft === 0}
            title={title}
            onToggle={() => toggle(!state.data.attending)}
          />
          <span className="text-sm font-medium text-gray-700" data-testid="attendee-count">
            {attendanceMessages.count(state.data.count)}
          </span>
          {state.data.spotsLeft !== null ? (
            <span
              className={cx(
                'text-sm font-semibold',
                state.data.spotsLeft === 0 ? 'text-red-800' : 'text-emerald-800',
              )}
            >
              {state.data.spotsLeft === 0
                ? attendanceMessages.full
                : attendanceMessages.spotsLeft(state.data.spotsLeft)}
            </span>
          ) : null}
        </div>
      )}
      {user ? <AttendeeList list={list} id={id} viewer={key} /> : ready ? <SignInForAttendees /> : null}
      {notice}
    </section>
  );
}

function optimistic(state: AttendanceState, attending: boolean): AttendanceState {
  const count = Math.max(0, state.count + (attending ? 1 : -1));
  return {
    ...state,
    attending,
    count,
    spotsLeft: state.capacity === null ? null : Math.max(0, state.capacity - count),
  };
}

function SignInForAttendees() {
  const href = useSignInHref();
  return (
    <p className="text-sm text-gray-700">
      <Link to={href} className="font-semibold text-carnival-700 underline underline-offset-4">
        {attendanceMessages.signInToSeeAttendees}
      </Link>
    </p>
  );
}

function AttendeeList({ list, id, viewer }: { list: AttendanceList; id: string; viewer: string }) {
  const query = useQuery(attendeesQuery(list, id, viewer));
  return (
    <div>
      <h3 className="text-sm font-semibold text-night-900">{attendanceMessages.attendees}</h3>
      {query.isPending ? (
        <Spinner label="Loading attendees..." />
      ) : query.isError ? (
        <p className="text-sm text-red-800">{attendanceMessages.attendeesFailed}</p>
      ) : query.data.items.length === 0 ? (
        <p className="mt-1 text-sm text-gray-700">{attendanceMessages.noAttendees}</p>
      ) : (
        <>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={attendanceMessages.attendees}>
            {query.data.items.map((a) => (
              <li key={a.id}>
                <Link
                  to={paths.member(a.id)}
                  className="inline-flex items-center gap-2 rounded-full bg-white py-1 pr-3 pl-1 text-sm font-medium text-night-900 shadow-sm ring-1 ring-night-900/10 hover:bg-carnival-50"
                >
                  <Avatar src={a.imageUrl} name={a.name} size="sm" decorative />
                  {a.name}
                </Link>
              </li>
            ))}
          </ul>
          {query.data.total > query.data.items.length ? (
            <p className="mt-2 text-sm text-gray-700">
              and {query.data.total - query.data.items.length} more
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
