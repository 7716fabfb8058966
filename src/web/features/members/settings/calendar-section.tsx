import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarEndpoints } from '../../../endpoints/calendar';
import { notificationEndpoints } from '../../../endpoints/notifications';
import { calendarMessages, type CalendarFeed } from '../../../../shared/domains/calendar';
import type { ReminderPreferences } from '../../../../shared/domains/notifications';
import { useFlash } from '../../../components/manager/use-flash';
import { Button } from '../../../components/ui/button';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { LinkField } from '../../../components/ui/link-field';
import { useViewer } from '../../../lib/auth';
import { endpointQuery, write } from '../../../lib/client';
import { SaveOutcome, SectionCard, SettingCheckbox } from './section-frame';

/** The member's feed settings: the `calendar` resource, per viewer. */
const feedQuery = (viewer: string) => endpointQuery(calendarEndpoints.myFeed, {}, viewer);
/** The reminder preferences: the notifications domain's endpoint, per viewer. */
const remindersQuery = (viewer: string) => endpointQuery(notificationEndpoints.reminders, {}, viewer);

/**
 * /settings/calendar (issue #21, items 4 and 7): the private calendar feed's secret URL to copy into a calendar
 * app, a new URL (the old one stops working), whether liked events are in it; and whether reminders cover liked
 * events and bands too. Which reminders come by e-mail is chosen under E-mail Notifications.
 */
export function CalendarSection() {
  const { key, ready } = useViewer();
  // Asked once the session is known: a member's own feed and reminders, never a visitor's.
  const feed = useQuery({ ...feedQuery(key), enabled: ready });
  const reminders = useQuery({ ...remindersQuery(key), enabled: ready });
  return (
    <SectionCard
      title="Calendar & Reminders"
      description="Subscribe to your events in your calendar app, and choose what you are reminded of."
    >
      {feed.isPending || reminders.isPending ? (
        <Spinner label="Loading calendar settings..." />
      ) : feed.isError || reminders.isError ? (
        <RetryAlert
          onRetry={() => void Promise.all([feed.refetch(), reminders.refetch()])}
          retrying={feed.isFetching || reminders.isFetching}
        >
          {calendarMessages.feedFailed}
        </RetryAlert>
      ) : (
        <>
          <FeedControls viewer={key} feed={feed.data} />
          <ReminderControls viewer={key} preferences={reminders.data} />
        </>
      )}
    </SectionCard>
  );
}

function FeedControls({ viewer, feed }: { viewer: string; feed: CalendarFeed }) {
  const queryClient = useQueryClient();
  const { message, flash } = useFlash();
  const save = (data: CalendarFeed, text: string) => {
    queryClient.setQueryData(feedQuery(viewer).queryKey, data);
    flash(text);
  };
  const regenerate = useMutation({
    mutationFn: () => write(queryClient, calendarEndpoints.regenerate),
    onSuccess: (data) => save(data, feed.url ? calendarMessages.feedRegenerated : calendarMessages.feedSaved),
  });
  const include = useMutation({
    mutationFn: (includeLiked: boolean) =>
      write(queryClient, calendarEndpoints.setOptions, { body: { includeLiked } }),
    onSuccess: (data) => save(data, calendarMessages.feedSaved),
  });
  const error = regenerate.error ?? include.error;
  const makeLink = (
    <Button
      variant={feed.url ? 'secondary' : 'primary'}
      disabled={regenerate.isPending}
      onClick={() => regenerate.mutate()}
    >
      {feed.url ? 'Make a new link' : 'Make my calendar feed'}
    </Button>
  );
  return (
    <div className="flex flex-col gap-4">
      <h3 className="font-semibold text-night-900">Calendar feed</h3>
      <p className="text-sm text-gray-700">
        The events you attend, kept up to date in your calendar app. Keep this link private: anyone with it
        sees your events.
      </p>
      {feed.url ? (
        <LinkField label="Your calendar feed link" url={feed.url}>
          {makeLink}
        </LinkField>
      ) : (
        <div className="flex">{makeLink}</div>
      )}
      <SettingCheckbox
        name="includeLiked"
        label="Include events I like"
        saved={feed.includeLiked}
        mutation={include}
      />
      <SaveOutcome error={error} failedMessage={calendarMessages.feedFailed} message={message} />
    </div>
  );
}

function ReminderControls({ viewer, preferences }: { viewer: string; preferences: ReminderPreferences }) {
  const queryClient = useQueryClient();
  const { message, flash } = useFlash();
  const mutation = useMutation({
    mutationFn: (liked: boolean) =>
      write(queryClient, notificationEndpoints.saveReminders, { body: { liked } }),
    onSuccess: (data) => {
      queryClient.setQueryData(remindersQuery(viewer).queryKey, data);
      flash('Settings saved');
    },
  });
  return (
    <div className="flex flex-col gap-4 border-t border-gray-200 pt-4">
      <h3 className="font-semibold text-night-900">Reminders</h3>
      <p className="text-sm text-gray-700">
        You are reminded 24 hours before events and bands you attend, and of instalments due. Choose which
        come by e-mail under E-mail Notifications.
      </p>
      <SettingCheckbox
        name="remindLiked"
        label="Also remind me of events and bands I like"
        saved={preferences.liked}
        mutation={mutation}
      />
      <SaveOutcome
        error={mutation.error}
        failedMessage="Failed to save reminder settings"
        message={message}
      />
    </div>
  );
}
