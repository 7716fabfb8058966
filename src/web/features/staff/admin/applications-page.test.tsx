import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applicationPageSchema, staffMessages, type ApplicationPage } from '../../../../shared/domains/staff';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import AdminApplicationsPage from './applications-page';

const ADMIN = { id: 'a1', name: 'Ada Admin', role: 'admin' };
const POSITION = '5a1e0000-0000-4000-8000-000000000001';
const APPLICATION = '5a1e0000-0000-4000-8000-000000000002';

/** One pending application for a Crew Lead position, as the back office reads it (checked against the contract). */
const onePending = (): ApplicationPage =>
  applicationPageSchema.parse({
    items: [
      {
        id: APPLICATION,
        positionId: POSITION,
        userId: 'm1',
        fullName: 'Kaia Baptiste',
        email: 'kaia@fete.test',
        phone: '555 0100',
        experience: '',
        skills: '',
        availability: '',
        coverLetter: '',
        status: 'pending',
        resumeUrl: null,
        createdAt: '2026-01-10T14:00:00.000Z',
      },
    ],
    total: 1,
    page: 1,
    pageSize: 24,
    position: {
      id: POSITION,
      title: 'Crew Lead',
      description: 'Lead the road crew.',
      requirements: ['Stamina'],
      salaryRange: '$20/hr',
      active: true,
      applicationCount: 1,
      createdAt: '2026-01-01T14:00:00.000Z',
      updatedAt: '2026-01-01T14:00:00.000Z',
    },
  });

async function stageAndSave(answer: () => unknown) {
  const api = fakeApi().session(ADMIN);
  api.on('GET /api/admin/staff-positions/:positionId/applications', onePending);
  api.on('PATCH /api/admin/staff-applications/:id', answer);
  const path = `/admin/staff-positions/${POSITION}/applications`;
  const { user } = renderPage(path, {
    path: '/admin/staff-positions/:id/applications',
    element: <AdminApplicationsPage />,
  });
  await user.click(await screen.findByRole('button', { name: /Kaia Baptiste/ }));
  const details = screen.getByRole('region', { name: 'Application details' });
  await user.click(within(details).getByRole('button', { name: 'Reviewing' }));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  return screen.findByRole('alert');
}

describe('the application review’s refusals (admin-back-office.md §8)', () => {
  it('words a refusal as "Failed to update application: {message}"', async () => {
    const alert = await stageAndSave(() => apiError(404, 'NOT_FOUND', staffMessages.applicationNotFound));
    expect(alert).toHaveTextContent(`Failed to update application: ${staffMessages.applicationNotFound}`);
  });

  it('says "Failed to save status changes. Please try again." when the server fails', async () => {
    const alert = await stageAndSave(() => apiError(500, 'INTERNAL', 'Something went wrong'));
    expect(alert).toHaveTextContent(staffMessages.statusSaveFailed);
  });
});
