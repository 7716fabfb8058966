/** What the test files of the detail pages share: live updates faked, attendance nobody has marked yet. */
import { beforeEach, vi } from 'vitest';
import type { FakeApi } from '../../test/fake-api';
import { FakeEventSource } from '../../test/fake-event-source';

/** Call at the top of a test file: each test starts with no live connection and a fake EventSource. */
export function fakeLiveUpdates() {
  beforeEach(() => {
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
}

/** GET /api/{events|bands}/:id/attendance: nobody attends, no capacity. */
export const serveNoAttendance = (api: FakeApi, list: 'events' | 'bands') =>
  api.on(`GET /api/${list}/:id/attendance`, () => ({
    count: 0,
    attending: false,
    capacity: null,
    spotsLeft: null,
  }));
