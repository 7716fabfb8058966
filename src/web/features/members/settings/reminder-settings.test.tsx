import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_EMAIL_CATEGORIES,
  emailPreferencesMessages,
  emailPreferencesSchema,
  type EmailPreferences,
  type ReminderPreferences,
} from '../../../../shared/domains/notifications';
import { apiError, fakeApi, type FakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { CalendarSection } from './calendar-section';
import { EmailSection } from './email-section';

/*
 * Settings: a member switches each reminder on and off (issue #21 item 7, decision 0034). Which reminders come by
 * e-mail is chosen under E-mail Notifications (a form with a Save button); whether liked events and bands are
 * reminded of too is a checkbox under Calendar & Reminders that saves at once. The fake server keeps what was
 * saved, so a fresh page shows the saved value read back from it.
 */
const EVENT_REMINDERS = 'Reminders 24 hours before events and bands I attend';
const PAYMENT_REMINDERS = 'Reminders of instalments due and overdue';
const REMIND_LIKED = 'Also remind me of events and bands I like';
const MEMBER = { id: 'member-1', firstName: 'Reminded', role: 'user' };

const allOn = () =>
  Object.fromEntries(NOTIFICATION_EMAIL_CATEGORIES.map((c) => [c.key, true])) as EmailPreferences;

/** The e-mail preferences as the server keeps them: PUT replaces them (checked by the contract) and answers them. */
function serveEmailPreferences(api: FakeApi, stored: { email: EmailPreferences }) {
  api.on('GET /api/notifications/preferences', () => ({ email: { ...stored.email } }));
  api.on('PUT /api/notifications/preferences', ({ body }) => {
    stored.email = emailPreferencesSchema.parse(body);
    return { email: { ...stored.email } };
  });
}

const openEmail = () =>
  renderPage('/settings?section=email', { path: '/settings', element: <EmailSection /> });
const openCalendar = () =>
  renderPage('/settings?section=calendar', { path: '/settings', element: <CalendarSection /> });

describe('Settings › E-mail Notifications: the reminder e-mails', () => {
  it('shows both reminder categories with visible labels, saves a change (busy while saving), and a fresh page shows it', async () => {
    const stored = { email: allOn() };
    const api = fakeApi().session(MEMBER);
    const save = api.hold('PUT /api/notifications/preferences');
    serveEmailPreferences(api, stored);
    const { user, unmount } = openEmail();

    const events = await screen.findByRole('checkbox', { name: EVENT_REMINDERS });
    const payments = screen.getByRole('checkbox', { name: PAYMENT_REMINDERS });
    // Visible labels, not only accessible names.
    expect(screen.getByText(EVENT_REMINDERS)).toBeVisible();
    expect(screen.getByText(PAYMENT_REMINDERS)).toBeVisible();
    expect(events).toBeChecked();
    expect(payments).toBeChecked();

    await user.click(events);
    expect(events).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save E-mail Preferences' }));
    await save.requested;
    // While the server works: the button says so and cannot be pressed twice.
    const busy = screen.getByRole('button', { name: /Saving/ });
    expect(busy).toBeDisabled();
    save.release();
    expect(await screen.findByText(emailPreferencesMessages.saved)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save E-mail Preferences' })).toBeEnabled();
    // Only that category changed.
    expect(api.requests('PUT /api/notifications/preferences').map((r) => r.body)).toEqual([
      { ...allOn(), event_reminders: false },
    ]);

    // A fresh page (a new query cache) reads the saved choice back from the server.
    unmount();
    openEmail();
    expect(await screen.findByRole('checkbox', { name: EVENT_REMINDERS })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: PAYMENT_REMINDERS })).toBeChecked();
    expect(stored.email.event_reminders).toBe(false);
  });

  it("shows the server's word on the reminder checkbox it refused, and the catalogue's words when saving fails", async () => {
    const api = fakeApi().session(MEMBER);
    const answers = [
      apiError(422, 'VALIDATION', 'Choose whether to get instalment reminders', {
        payment_reminders: 'Choose whether to get instalment reminders',
      }),
      apiError(500, 'INTERNAL', 'Something went wrong'),
    ];
    api.on('GET /api/notifications/preferences', () => ({ email: allOn() }));
    api.on('PUT /api/notifications/preferences', () => answers.shift()!);
    const { user } = openEmail();

    const payments = await screen.findByRole('checkbox', { name: PAYMENT_REMINDERS });
    await user.click(payments);
    await user.click(screen.getByRole('button', { name: 'Save E-mail Preferences' }));
    // The refusal sits on the checkbox it is about, which takes the focus; the member's choice is kept.
    await waitFor(() => expect(payments).toHaveAttribute('aria-invalid', 'true'));
    expect(payments).toHaveAccessibleDescription(/Choose whether to get instalment reminders/);
    expect(payments).toHaveFocus();
    expect(payments).not.toBeChecked();
    expect(screen.queryByText(emailPreferencesMessages.saved)).not.toBeInTheDocument();

    // A server fault: the form's own alert, announced; still nothing claims it was saved.
    await user.click(screen.getByRole('button', { name: 'Save E-mail Preferences' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(emailPreferencesMessages.saveFailed);
    expect(payments).not.toBeChecked();
    expect(screen.queryByText(emailPreferencesMessages.saved)).not.toBeInTheDocument();
  });

  it('says so, with Try Again, when the preferences cannot be loaded', async () => {
    const api = fakeApi().session(MEMBER);
    let serverUp = false;
    api.on('GET /api/notifications/preferences', () =>
      serverUp ? { email: allOn() } : apiError(500, 'INTERNAL', 'Something went wrong'),
    );
    const { user } = openEmail();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(emailPreferencesMessages.loadFailed);
    serverUp = true;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('checkbox', { name: EVENT_REMINDERS })).toBeChecked();
  });
});

describe('Settings › Calendar & Reminders: reminders of liked events and bands', () => {
  function serveCalendar(api: FakeApi, stored: ReminderPreferences) {
    api.on('GET /api/members/me/calendar-feed', () => ({ url: null, includeLiked: false }));
    api.on('GET /api/notifications/reminders', () => ({ ...stored }));
  }

  it('saves at once when ticked (disabled while saving), says Settings saved, and a fresh page shows it', async () => {
    const stored: ReminderPreferences = { liked: false };
    const api = fakeApi().session(MEMBER);
    const save = api.hold('PUT /api/notifications/reminders');
    api.on('PUT /api/notifications/reminders', ({ body }) => {
      stored.liked = (body as ReminderPreferences).liked;
      return { ...stored };
    });
    serveCalendar(api, stored);
    const { user, unmount } = openCalendar();

    const liked = await screen.findByRole('checkbox', { name: REMIND_LIKED });
    expect(screen.getByText(REMIND_LIKED)).toBeVisible();
    expect(liked).not.toBeChecked();
    await user.click(liked);
    await save.requested;
    expect(liked).toBeChecked();
    expect(liked).toBeDisabled();
    save.release();
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(liked).toBeEnabled();
    expect(api.requests('PUT /api/notifications/reminders').map((r) => r.body)).toEqual([{ liked: true }]);

    unmount();
    openCalendar();
    expect(await screen.findByRole('checkbox', { name: REMIND_LIKED })).toBeChecked();
  });

  it('shows the failure and puts the box back as the server has it', async () => {
    const api = fakeApi().session(MEMBER);
    api.on('PUT /api/notifications/reminders', () => apiError(500, 'INTERNAL', 'Something went wrong'));
    serveCalendar(api, { liked: false });
    const { user } = openCalendar();

    const liked = await screen.findByRole('checkbox', { name: REMIND_LIKED });
    await user.click(liked);
    expect(await screen.findByText('Failed to save reminder settings')).toBeInTheDocument();
    expect(liked).not.toBeChecked();
    expect(liked).toBeEnabled();
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
  });
});
