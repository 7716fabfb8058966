import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  adminSubmissionSchema,
  submissionPageSchema,
  type AdminSubmission,
  type SubmissionStatus,
} from '../../../shared/domains/forms';
import AdminFormSubmissionsPage from '../../features/forms/admin/form-submissions-page';
import { formMessages } from '../../features/forms/messages';
import { leaveTexts } from '../ui/unsaved-changes';
import { apiError, fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';

const ADMIN = { id: 'a1', name: 'Ada Admin', role: 'admin' };
const FORM_ID = '5b7f6c1e-0000-4000-8000-000000000001';
const KAIA = '5b7f6c1e-0000-4000-8000-0000000000a1';
const MARC = '5b7f6c1e-0000-4000-8000-0000000000a2';

/** The server's rows: what a PATCH saved is what the next read answers (checked against the contract). */
function submissionsServer() {
  const rows: AdminSubmission[] = [
    [KAIA, 'Kaia Baptiste'],
    [MARC, 'Marc Joseph'],
  ].map(([id, userName]) =>
    adminSubmissionSchema.parse({
      id,
      formId: FORM_ID,
      userId: `u-${userName}`,
      userName,
      status: 'pending',
      createdAt: '2026-01-10T14:00:00.000Z',
      answers: [],
    }),
  );
  const page = () =>
    submissionPageSchema.parse({
      items: rows,
      total: rows.length,
      page: 1,
      pageSize: 20,
      form: {
        id: FORM_ID,
        title: 'Costume package',
        description: '',
        fields: [],
        submitButtonText: 'Submit',
        formType: 'package',
        targetId: '5b7f6c1e-0000-4000-8000-0000000000f1',
        active: true,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    });
  const save = (id: string, status: SubmissionStatus) => {
    const row = rows.find((r) => r.id === id)!;
    row.status = status;
    return row;
  };
  return { page, save };
}

/** The kit on a real page: the submissions of one form, each status staged in its row's select. */
const render = () =>
  renderPage(`/admin/forms/${FORM_ID}/submissions`, {
    path: '/admin/forms/:id/submissions',
    element: <AdminFormSubmissionsPage />,
  });
const select = (name: string) => screen.getByRole('combobox', { name: `Status of ${name}'s submission` });

/** The fake server on the fake API: an administrator's session, the page and the status saves. */
function serving() {
  const api = fakeApi().session(ADMIN);
  const server = submissionsServer();
  api.on('GET /api/admin/forms/:formId/submissions', () => server.page());
  api.on('PATCH /api/admin/form-submissions/:id', (r) =>
    server.save(r.params.id!, (r.body as { status: SubmissionStatus }).status),
  );
  return { api, server };
}

describe('the staged-status table', () => {
  it('stages changes on screen, then saves them one at a time; Save Changes is busy meanwhile', async () => {
    const { api } = serving();
    const { user } = render();
    await screen.findByRole('combobox', { name: "Status of Kaia Baptiste's submission" });

    await user.selectOptions(select('Kaia Baptiste'), 'processed');
    await user.selectOptions(select('Marc Joseph'), 'completed');
    const bar = screen.getByRole('region', { name: 'Unsaved changes' });
    expect(bar).toHaveTextContent('You have 2 unsaved status changes.');
    expect(screen.getAllByText('Unsaved')).toHaveLength(2);
    // Choosing the saved status again is no change.
    await user.selectOptions(select('Marc Joseph'), 'pending');
    expect(bar).toHaveTextContent('You have 1 unsaved status change.');
    expect(api.requests('PATCH /api/admin/form-submissions/:id')).toHaveLength(0);

    const held = api.hold('PATCH /api/admin/form-submissions/:id');
    await user.click(within(bar).getByRole('button', { name: 'Save Changes' }));
    await held.requested;
    expect(within(bar).getByRole('button', { name: /Save Changes/ })).toHaveAttribute('aria-busy', 'true');
    expect(within(bar).getByRole('button', { name: 'Discard' })).toBeDisabled();
    held.release();

    expect(await screen.findByText(formMessages.statusesSaved)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved')).not.toBeInTheDocument();
    // The confirmed status: the re-read list answers what the server saved.
    await waitFor(() => expect(select('Kaia Baptiste')).toHaveValue('processed'));
    expect(api.requests('PATCH /api/admin/form-submissions/:id').map((r) => [r.params.id, r.body])).toEqual([
      [KAIA, { status: 'processed' }],
    ]);
  });

  it('shows a refusal as the spec’s "Status update failed: {error}" and keeps what was not saved staged', async () => {
    const api = fakeApi().session(ADMIN);
    const server = submissionsServer();
    api.on('GET /api/admin/forms/:formId/submissions', () => server.page());
    api.on('PATCH /api/admin/form-submissions/:id', (r) =>
      r.params.id === MARC
        ? apiError(409, 'CONFLICT', 'This submission was deleted')
        : server.save(r.params.id!, (r.body as { status: SubmissionStatus }).status),
    );
    const { user } = render();
    await screen.findByRole('combobox', { name: "Status of Kaia Baptiste's submission" });

    await user.selectOptions(select('Kaia Baptiste'), 'processed');
    await user.selectOptions(select('Marc Joseph'), 'completed');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Status update failed: This submission was deleted',
    );
    expect(screen.queryByText(formMessages.statusesSaved)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Unsaved changes' })).toHaveTextContent(
      'You have 1 unsaved status change.',
    );
    expect(select('Marc Joseph')).toHaveValue('completed');
    await waitFor(() => expect(select('Kaia Baptiste')).toHaveValue('processed'));

    // Discard drops what is left: the row shows its saved status again.
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(select('Marc Joseph')).toHaveValue('pending');
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it('the details panel shows the saved status after Save Changes', async () => {
    serving();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: "View Kaia Baptiste's submission" }));
    const panel = screen.getByRole('region', { name: 'Submission details' });
    expect(panel).toHaveTextContent('Pending');

    await user.selectOptions(select('Kaia Baptiste'), 'completed');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(formMessages.statusesSaved)).toBeInTheDocument();
    await waitFor(() => expect(panel).toHaveTextContent('Completed'));
    expect(panel).not.toHaveTextContent('Pending');
  });

  it('asks before leaving the page with staged changes (and warns on reload); Discard lets it go', async () => {
    const api = fakeApi().session(ADMIN);
    api.on('GET /api/admin/forms/:formId/submissions', () => submissionsServer().page());
    const { user } = render();
    await screen.findByRole('combobox', { name: "Status of Kaia Baptiste's submission" });
    await user.selectOptions(select('Kaia Baptiste'), 'processed');
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: /Back to Forms/ }));
    const dialog = await screen.findByRole('dialog', { name: leaveTexts.title });
    expect(dialog).toHaveTextContent('You have 1 unsaved status change. Leave this page without saving it?');
    await user.click(within(dialog).getByRole('button', { name: leaveTexts.stay }));
    expect(select('Kaia Baptiste')).toHaveValue('processed');

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.click(screen.getByRole('link', { name: /Back to Forms/ }));
    expect(await screen.findByText('Left for /admin/forms')).toBeInTheDocument();
  });

  it('shows the screen’s own words when the server gives none', async () => {
    const api = fakeApi().session(ADMIN);
    const server = submissionsServer();
    api.on('GET /api/admin/forms/:formId/submissions', () => server.page());
    api.on('PATCH /api/admin/form-submissions/:id', () => apiError(500, 'INTERNAL', ''));
    const { user } = render();
    await screen.findByRole('combobox', { name: "Status of Kaia Baptiste's submission" });

    await user.selectOptions(select('Kaia Baptiste'), 'processed');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(formMessages.statusSaveFailed);
  });
});
