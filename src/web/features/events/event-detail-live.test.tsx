import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeLiveUpdates, serveNoAttendance } from '../../components/detail/detail-testing';
import { fakeApi } from '../../test/fake-api';
import { FakeEventSource } from '../../test/fake-event-source';
import { renderPage } from '../../test/render-page';
import EventDetailPage from './event-detail-page';
import { fakeEventDetail } from './event-testing';
import { eventMessages } from './messages';

const EVENT_ID = '3c9d1f2e-4444-4555-8666-977778888999';

fakeLiveUpdates();

describe("an event's page, live", () => {
  it("shows anyone's like at once (into the cached detail the page reads), and asks again after a reset", async () => {
    let likes = 3;
    const api = fakeApi().session(null);
    api.on('GET /api/events/:id', () => fakeEventDetail({ id: EVENT_ID }, likes));
    serveNoAttendance(api, 'events');
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
