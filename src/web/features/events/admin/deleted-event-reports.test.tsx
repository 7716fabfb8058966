import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeletedEventReport } from '../../../../shared/domains/event-admin';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { DeletedEventReports } from './deleted-event-reports';

const report = (over: Partial<DeletedEventReport>): DeletedEventReport => ({
  id: '11111111-1111-4111-8111-111111111111',
  reason: 'Takes money, no such party.',
  status: 'open',
  reporter: { id: 'r', name: 'Kaia Baptiste' },
  eventTitle: 'Bogus Fete',
  organizer: { id: 'o', name: 'Marlon Joseph' },
  createdAt: '2027-02-08T20:00:00.000Z',
  resolvedAt: null,
  ...over,
});

describe('reports about deleted events in the events manager', () => {
  it('lists the open ones with the title and organiser the event had; Dismiss takes one off', async () => {
    const open = report({});
    const handled = report({
      id: '22222222-2222-4222-8222-222222222222',
      status: 'dismissed',
      eventTitle: 'Old',
    });
    const api = fakeApi()
      .on('GET /api/admin/deleted-event-reports', () => ({ items: [open, handled] }))
      .on('POST /api/admin/deleted-event-reports/:id/dismiss', () => ({
        items: [{ ...open, status: 'dismissed' }, handled],
      }));
    const { user } = renderPage('/admin/events', { path: '/admin/events', element: <DeletedEventReports /> });
    const section = await screen.findByRole('region', { name: 'Reports about deleted events' });
    expect(section).toHaveTextContent('Bogus Fete');
    expect(section).toHaveTextContent('Organiser: Marlon Joseph');
    expect(section).toHaveTextContent('Takes money, no such party.');
    expect(section).not.toHaveTextContent('Old');
    await user.click(
      screen.getByRole('button', { name: 'Dismiss report from Kaia Baptiste about Bogus Fete' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Reports about deleted events' })).toBeNull(),
    );
    expect(api.requests('POST /api/admin/deleted-event-reports/:id/dismiss')[0]!.params.id).toBe(open.id);
  });
});
