import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventAdminMessages as texts } from '../../../shared/domains/event-admin';
import { addDays, todayIn } from '../../../shared/time';
import { fakeApi } from '../../test/fake-api';

/** The Carnival select's choices: none here. */
const NO_CARNIVALS = { year: null, today: '2026-11-27', items: [] };
import { renderPage } from '../../test/render-page';
import CreateEventPage from './create-event-page';
import { fakeEventDetail } from './event-testing';

const EVENT_ID = '5b1c2d3e-4444-4555-8666-977778888000';
const MEMBER = { id: 'member-1', name: 'Destra Garcia', role: 'user' };

const openCreate = () => renderPage('/create-event', { path: '/create-event', element: <CreateEventPage /> });

describe('Create Event', () => {
  it('starts with the times and the place blank: the member chooses them, and is told which are missing', async () => {
    const api = fakeApi()
      .session(MEMBER)
      .on('GET /api/carnivals', () => NO_CARNIVALS);
    const { user } = openCreate();
    const form = await screen.findByRole('form', { name: 'Create Event' });
    expect(within(form).getByLabelText(/^Start Time/)).toHaveValue('');
    expect(within(form).getByLabelText(/^End Time/)).toHaveValue('');
    expect(within(form).getByLabelText(/^State \/ Region/)).toHaveValue('');
    const country = within(form).getByLabelText(/^Country/);
    expect(country).toHaveValue('');
    expect(within(country).getByRole('option', { name: 'Select a country' })).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Create Event' }));
    for (const message of [
      texts.startTimeRequired,
      texts.endTimeRequired,
      texts.country,
      texts.stateRequired,
    ]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(api.requests('POST /api/events')).toHaveLength(0);
  });

  it.each([
    ['Carnival', 0, '/fete-travel'],
    ['Party', 0, '/fete-guide'],
    ['Cruise', -3, '/fete-travel?when=past'],
  ])('a new %s event (day %i) goes where it is listed: %s', async (category, day, where) => {
    const date = addDays(todayIn(), day);
    const api = fakeApi()
      .session(MEMBER)
      .on('GET /api/carnivals', () => NO_CARNIVALS);
    api.on('POST /api/events', ({ body }) => ({
      ...fakeEventDetail({ id: EVENT_ID, ...(body as object), date, category }).event,
    }));
    const { user } = openCreate();
    const form = await screen.findByRole('form', { name: 'Create Event' });
    await user.type(within(form).getByLabelText(/^Title/), 'Jouvert Morning');
    await user.type(within(form).getByLabelText(/^Description/), 'Mud, paint and a sunrise.');
    await user.selectOptions(within(form).getByLabelText(/^Category/), category);
    await user.type(within(form).getByLabelText(/^Date/), date);
    await user.type(within(form).getByLabelText(/^Start Time/), '04:00');
    await user.type(within(form).getByLabelText(/^End Time/), '09:00');
    await user.type(within(form).getByLabelText(/^Venue Location/), 'Downtown');
    await user.selectOptions(within(form).getByLabelText(/^Country/), 'Trinidad');
    await user.type(within(form).getByLabelText(/^State \/ Region/), 'Port of Spain');
    await user.click(within(form).getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText(`Left for ${where}`)).toBeInTheDocument();
    await waitFor(() => expect(api.requests('POST /api/events')).toHaveLength(1));
    expect(api.requests('POST /api/events')[0]!.body).toMatchObject({
      startTime: '04:00',
      endTime: '09:00',
      country: 'Trinidad',
      state: 'Port of Spain',
    });
  });
});
