import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventDetailSchema } from '../../../shared/domains/events';
import { fakeApi } from '../../test/fake-api';
import { FakeEventSource } from '../../test/fake-event-source';
import { renderPage } from '../../test/render-page';
import EventDetailPage from './event-detail-page';
import { eventMessages } from './messages';

const EVENT_ID = '3c9d1f2e-4444-4555-8666-977778888999';

const detail = (likes: number) =>
  eventDetailSchema.parse({
    event: {
      id: EVENT_ID,
      title: 'Jouvert Warm-Up',
      description: 'Mud and music.',
      imageUrl: null,
      date: '2031-02-10',
      endDate: null,
      startTime: '04:00:00',
      endTime: '08:00:00',
      timeZone: 'America/Port_of_Spain',
      location: 'Woodbrook',
      country: 'Trinidad',
      state: 'Port of Spain',
      category: 'Fete',
      priceCents: 0,
      feteRideUrl: null,
      ticketUrl: null,
      feteIdTicketUrl: null,
      hasFeteIdTicket: false,
      instagramUrl: null,
      capacity: null,
      active: true,
      liked: false,
      attending: false,
      featured: false,
    },
    likes,
    discounts: [],
    can: { like: false, feature: false, edit: false, delete: false, report: false },
  });

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

describe("an event's page, live", () => {
  it("shows anyone's like at once (into the cached detail the page reads), and asks again after a reset", async () => {
    let likes = 3;
    const api = fakeApi().session(null);
    api.on('GET /api/events/:id', () => detail(likes));
    api.on('GET /api/events/:id/attendance', () => ({
      count: 0,
      attending: false,
      capacity: null,
      spotsLeft: null,
    }));
    renderPage(`/events/${EVENT_ID}`, { path: '/events/:id', element: <EventDetailPage /> });
    expect(await screen.findByText(eventMessages.likeCount(3))).toBeInTheDocument();

    const source = FakeEventSource.all.find((s) => s.url.includes('topics='))!;
    source.emit('ready', { cursor: 1 }, '1');
    source.emit('message', { topic: `event:${EVENT_ID}`, type: 'event.likes', likes: 4 }, '2');
    expect(await screen.findByText(eventMessages.likeCount(4))).toBeInTheDocument();
    // The live copy replaced the cached answer: no second request was needed for it.
    expect(api.requests('GET /api/events/:id')).toHaveLength(1);

    likes = 7;
    source.emit('reset', {}, '9');
    expect(await screen.findByText(eventMessages.likeCount(7))).toBeInTheDocument();
    expect(api.requests('GET /api/events/:id')).toHaveLength(2);
  });
});
