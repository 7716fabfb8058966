import { test as base, type Request } from '@playwright/test';
import { authEndpoint, recordAuthRequest, waitForRoom } from './rate-limits';

/** Session checks one journey may make (each page load, sign-in, profile change asks again), with room to spare. */
const SESSION_CHECKS_PER_JOURNEY = 30;

/**
 * The journeys' `test`: every request the browser makes to /api/auth/* is counted in the rate-limit ledger,
 * and a journey starts only when the server has room for its session checks.
 */
export const test = base.extend<{ authLedger: void }>({
  authLedger: [
    async ({ context }, use) => {
      await waitForRoom('/get-session', SESSION_CHECKS_PER_JOURNEY);
      const sentAt = new WeakMap<Request, number>();
      context.on('request', (request) => {
        if (authEndpoint(request.url())) sentAt.set(request, Date.now());
      });
      const settle = (request: Request, status: number | null) => {
        const endpoint = authEndpoint(request.url());
        // A refused request (429) is not counted by the server either.
        if (endpoint && status !== 429) recordAuthRequest(endpoint, sentAt.get(request) ?? Date.now());
      };
      context.on('response', (response) => settle(response.request(), response.status()));
      // It may have reached the server before the page went away: count it.
      context.on('requestfailed', (request) => settle(request, null));
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
