import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { attendanceMessages } from '../../../shared/domains/attendance-messages';
import { errorCatalogue } from '../../../shared/errors';
import { apiError, fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { AttendancePanel } from './attendance-panel';

const EVENT_ID = '4e5f6a7b-2222-4333-8444-955556666777';
const kaia = { id: 'a1', name: 'Kaia Baptiste', imageUrl: null, territory: 'Trinidad' };
const marlon = { id: 'm1', name: 'Marlon Joseph', imageUrl: null, territory: 'Tobago' };

const MARLON = { id: 'm1', name: 'Marlon Joseph', role: 'user' };
/** The attendance Marlon first sees: one attendee, not him, 9 of 10 places left. */
const NOT_ATTENDING = { count: 1, attending: false, capacity: 10, spotsLeft: 9 };

describe("an event's attendance panel", () => {
  it("attends at once, keeps the server's answer, and asks the attendees again", async () => {
    let attendees = [kaia];
    const api = fakeApi().session(MARLON);
    api.on('GET /api/events/:id/attendance', () => NOT_ATTENDING);
    api.on('GET /api/events/:id/attendees', () => ({
      items: attendees,
      total: attendees.length,
      page: 1,
      pageSize: 48,
    }));
    api.on('PUT /api/events/:id/attendance', () => {
      attendees = [kaia, marlon];
      // Someone else attended meanwhile: the answer, not the page's guess, is what shows.
      return { count: 3, attending: true, capacity: 10, spotsLeft: 7 };
    });
    const { user } = renderPage(`/events/${EVENT_ID}`, {
      path: '/events/:id',
      element: <AttendancePanel list="events" id={EVENT_ID} title="Soca Sunrise" />,
    });
    expect(await screen.findByText(attendanceMessages.count(1))).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: attendanceMessages.attendees });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    // Without a picture, the attendee's initials: first and last name, not the first letter alone.
    expect(within(list).getByRole('link', { name: 'Kaia Baptiste' })).toHaveTextContent(/^KBKaia Baptiste$/);

    // The state's own re-read is held: the count that shows comes from the write's answer.
    const reread = api.hold('GET /api/events/:id/attendance');
    await user.click(screen.getByRole('button', { name: 'Attend Soca Sunrise', pressed: false }));
    expect(await screen.findByText(attendanceMessages.count(3))).toBeInTheDocument();
    expect(screen.getByText(attendanceMessages.spotsLeft(7))).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Stop attending Soca Sunrise', pressed: true }),
    ).toBeInTheDocument();
    // The attendees were made stale by the write and asked again.
    expect(await within(list).findByText('Marlon Joseph')).toBeInTheDocument();
    expect(api.requests('GET /api/events/:id/attendees').length).toBeGreaterThanOrEqual(2);
    expect(api.requests('GET /api/events/:id/attendees')[0]!.query.get('pageSize')).toBe('48');
    reread.release();
  });

  it("tells a member whose address is not verified why, in the server's words, and undoes the attend", async () => {
    const api = fakeApi().session(MARLON);
    api.on('GET /api/events/:id/attendance', () => NOT_ATTENDING);
    api.on('GET /api/events/:id/attendees', () => ({ items: [kaia], total: 1, page: 1, pageSize: 48 }));
    const refusal = errorCatalogue.EMAIL_NOT_VERIFIED.message;
    api.on('PUT /api/events/:id/attendance', () => apiError(403, 'EMAIL_NOT_VERIFIED', refusal));
    const { user } = renderPage(`/events/${EVENT_ID}`, {
      path: '/events/:id',
      element: <AttendancePanel list="events" id={EVENT_ID} title="Soca Sunrise" />,
    });
    expect(await screen.findByText(attendanceMessages.count(1))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Attend Soca Sunrise', pressed: false }));
    const dialog = await screen.findByRole('dialog', { name: refusal });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Attend Soca Sunrise', pressed: false })).toBeInTheDocument();
    expect(screen.getByText(attendanceMessages.count(1))).toBeInTheDocument();
  });
});
