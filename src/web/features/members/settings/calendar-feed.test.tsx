import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calendarMessages, type CalendarFeed } from '../../../../shared/domains/calendar';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { CalendarSection } from './calendar-section';

const MEMBER = { id: 'member-2', firstName: 'Kaia', role: 'user' };
const FIRST = 'http://localhost/api/calendar/first-secret.ics';
const SECOND = 'http://localhost/api/calendar/second-secret.ics';

describe('Settings › Calendar & Reminders: the calendar feed', () => {
  it("makes the feed, a new link and includes liked events, each showing the server's answer at once", async () => {
    const stored: CalendarFeed = { url: null, includeLiked: false };
    const api = fakeApi().session(MEMBER);
    api.on('GET /api/members/me/calendar-feed', () => ({ ...stored }));
    api.on('POST /api/members/me/calendar-feed', () => {
      stored.url = stored.url ? SECOND : FIRST;
      return { ...stored };
    });
    api.on('PUT /api/members/me/calendar-feed', ({ body }) => {
      stored.includeLiked = (body as { includeLiked: boolean }).includeLiked;
      stored.url ??= FIRST;
      return { ...stored };
    });
    api.on('GET /api/notifications/reminders', () => ({ liked: false }));
    const { user } = renderPage('/settings?section=calendar', {
      path: '/settings',
      element: <CalendarSection />,
    });

    await user.click(await screen.findByRole('button', { name: 'Make my calendar feed' }));
    // The feed's re-read is held from here on: what shows comes from each write's own answer.
    const reread = api.hold('GET /api/members/me/calendar-feed');
    expect(await screen.findByText(calendarMessages.feedSaved)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your calendar feed link' })).toHaveValue(FIRST);

    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    expect(await screen.findByText(calendarMessages.feedRegenerated)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your calendar feed link' })).toHaveValue(SECOND);

    await user.click(screen.getByRole('checkbox', { name: 'Include events I like' }));
    expect(await screen.findByRole('checkbox', { name: 'Include events I like' })).toBeChecked();
    expect(api.requests('PUT /api/members/me/calendar-feed').map((r) => r.body)).toEqual([
      { includeLiked: true },
    ]);
    reread.release();
  });
});
