import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { LikeButton } from './like-button';
import { clientWithSession, MEMBER, renderWithSession } from './listing-testing';

const EVENT_ID = '9d8c7b6a-1111-4222-8333-944445555666';

/** A cached read under `key` (never fetched: the test only looks at whether a like made it stale). */
function cached(queryClient: QueryClient, key: readonly unknown[]) {
  queryClient.setQueryData(key, { cached: true });
  return () => queryClient.getQueryState(key)?.isInvalidated;
}

describe('LikeButton', () => {
  it("likes and unlikes at once, keeps the server's answer, and makes the views that show the heart stale", async () => {
    const api = fakeApi()
      .on('PUT /api/likes/events/:id', () => ({ liked: true }))
      .on('DELETE /api/likes/events/:id', () => ({ liked: false }));
    const queryClient = clientWithSession(MEMBER);
    const events = cached(queryClient, ['events', 'get /api/events', { viewer: 'm1' }]);
    const home = cached(queryClient, ['home', 'section', 'events', 'm1']);
    const likes = cached(queryClient, ['likes', 'get /api/likes', { viewer: 'm1' }]);
    const bands = cached(queryClient, ['bands', 'get /api/bands', { viewer: 'm1' }]);
    const { user } = renderWithSession(
      <LikeButton kind="event" id={EVENT_ID} liked={false} label="Soca Sunrise" />,
      queryClient,
    );

    await user.click(screen.getByRole('button', { name: 'Like Soca Sunrise', pressed: false }));
    expect(
      await screen.findByRole('button', { name: 'Unlike Soca Sunrise', pressed: true }),
    ).toBeInTheDocument();
    await waitFor(() => expect(events()).toBe(true));
    expect(home()).toBe(true);
    expect(likes()).toBe(true);
    // Another kind's reads do not show this heart.
    expect(bands()).toBe(false);
    expect(api.requests('PUT /api/likes/events/:id').map((r) => r.params.id)).toEqual([EVENT_ID]);

    await user.click(screen.getByRole('button', { name: 'Unlike Soca Sunrise' }));
    expect(
      await screen.findByRole('button', { name: 'Like Soca Sunrise', pressed: false }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.requests('DELETE /api/likes/events/:id')).toHaveLength(1));
  });

  it('keeps a second click made while the first is still being saved, and sends it once the first has answered', async () => {
    const api = fakeApi();
    const liking = api.hold('PUT /api/likes/events/:id');
    api
      .on('PUT /api/likes/events/:id', () => ({ liked: true }))
      .on('DELETE /api/likes/events/:id', () => ({ liked: false }));
    const { user } = renderWithSession(
      <LikeButton kind="event" id={EVENT_ID} liked={false} label="Soca Sunrise" />,
    );

    await user.click(screen.getByRole('button', { name: 'Like Soca Sunrise', pressed: false }));
    await liking.requested;
    // Changed their mind before the like was saved: the heart follows the click at once.
    await user.click(screen.getByRole('button', { name: 'Unlike Soca Sunrise', pressed: true }));
    expect(screen.getByRole('button', { name: 'Like Soca Sunrise', pressed: false })).toBeInTheDocument();
    expect(api.requests('DELETE /api/likes/events/:id')).toHaveLength(0);

    liking.release();
    // Once the like has answered, the unlike is sent, and the heart ends as the member left it.
    await waitFor(() => expect(api.requests('DELETE /api/likes/events/:id')).toHaveLength(1));
    expect(
      await screen.findByRole('button', { name: 'Like Soca Sunrise', pressed: false }),
    ).toBeInTheDocument();
    expect(api.requests('PUT /api/likes/events/:id')).toHaveLength(1);
  });
});
