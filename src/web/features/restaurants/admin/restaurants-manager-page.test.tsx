import '../../../test/dialog-polyfill';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RestaurantManaged } from '../../../../shared/domains/restaurant-manage';
import { HTTP_URL_MESSAGE } from '../../../../shared/schemas/common';
import { apiError, fakeApi, type FakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { manageMessages as t } from '../manage/manage-messages';
import { fakeManagedRestaurant, fakeRestaurantManage } from '../restaurant-testing';
import AdminRestaurantsPage from './restaurants-manager-page';

const CRAB = fakeManagedRestaurant('Crab and Dumpling');
const page = (items: RestaurantManaged[]) => ({ items, total: items.length, page: 1, pageSize: 24 });
const ADMIN = { id: 'a1', name: 'Ada Admin', role: 'admin' };

/** The manager's list, searched by name as the server does. */
function serveList(api: FakeApi, rows: RestaurantManaged[] = [CRAB]) {
  return api.on('GET /api/admin/restaurants', ({ query }) => {
    const q = (query.get('q') ?? '').toLowerCase();
    return page(rows.filter((r) => r.name.toLowerCase().includes(q)));
  });
}

const openManager = () =>
  renderPage('/admin/restaurants', { path: '/admin/restaurants', element: <AdminRestaurantsPage /> });

/** The manager as an administrator, its list served, once CRAB's card shows. */
async function openWithList() {
  const api = fakeApi().session(ADMIN);
  serveList(api);
  const view = openManager();
  const card = await screen.findByRole('article', { name: CRAB.name });
  return { api, ...view, card };
}

/** The server keeps `route`'s answer until released, then refuses with a fault that brings no words for people. */
function holdThenFail(api: FakeApi, route: string) {
  const held = api.hold(route);
  api.on(route, () => apiError(500, 'INTERNAL', 'Something went wrong.'));
  return held;
}

async function openAddForm(user: ReturnType<typeof openManager>['user']) {
  await user.click(screen.getByRole('button', { name: /Add New Restaurant/ }));
  return screen.getByRole('form', { name: 'Add a restaurant' });
}

describe('the restaurants manager (the manager kit on a real page)', () => {
  it('says Loading restaurants... until the list answers, then shows a card per restaurant', async () => {
    const api = fakeApi().session(ADMIN);
    const answer = api.hold('GET /api/admin/restaurants');
    serveList(api);
    openManager();
    await answer.requested;
    expect(screen.getByRole('status')).toHaveTextContent('Loading restaurants...');
    answer.release();
    const card = await screen.findByRole('article', { name: CRAB.name });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByText('Loading restaurants...')).not.toBeInTheDocument();
  });

  it('says No restaurants found when the search matches nothing', async () => {
    const { api, user } = await openWithList();
    await user.type(screen.getByRole('searchbox', { name: 'Search restaurants' }), 'zzz{Enter}');
    expect(await screen.findByText('No restaurants found')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(api.requests('GET /api/admin/restaurants').at(-1)!.query.get('q')).toBe('zzz');
  });

  it('shows a failed load in the error box titled Error; Try Again asks again, with the spinner meanwhile', async () => {
    const api = fakeApi().session(ADMIN);
    let failing = true;
    api.on('GET /api/admin/restaurants', () =>
      failing ? apiError(503, 'UNAVAILABLE', 'Service unavailable') : page([CRAB]),
    );
    const { user } = openManager();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent(t.loadFailed);

    failing = false;
    const retry = api.hold('GET /api/admin/restaurants');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await retry.requested;
    expect(screen.getByRole('status')).toHaveTextContent('Loading restaurants...');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    retry.release();
    expect(await screen.findByRole('article', { name: CRAB.name })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the add form in the browser first: the spec’s required message, then a safe order-now link', async () => {
    const { api, user } = await openWithList();
    const add = await openAddForm(user);

    await user.click(within(add).getByRole('button', { name: 'Add Restaurant' }));
    expect(within(add).getByRole('alert')).toHaveTextContent(t.nameAndLocation);
    for (const label of ['Name', 'Location']) {
      expect(within(add).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(within(add).getByLabelText('Name')).toHaveFocus();

    await user.type(within(add).getByLabelText('Name'), 'Crab Shack');
    await user.type(within(add).getByLabelText('Location'), 'Pigeon Point');
    await user.type(within(add).getByLabelText('Order now link'), 'javascript:alert(1)');
    await user.click(within(add).getByRole('button', { name: 'Add Restaurant' }));
    expect(within(add).getByRole('alert')).toHaveTextContent(HTTP_URL_MESSAGE);
    expect(within(add).getByLabelText('Order now link')).toHaveAttribute('aria-invalid', 'true');
    expect(within(add).getByLabelText('Order now link')).toHaveFocus();
    // Nothing was sent while the form had a problem.
    expect(api.requests('POST /api/admin/restaurants')).toEqual([]);
  });

  it('shows Saving... while the restaurant is added, then closes the panel and lists it', async () => {
    const api = fakeApi().session(ADMIN);
    const added = fakeManagedRestaurant('Crab Shack', { location: 'Pigeon Point' });
    let rows = [CRAB];
    api.on('GET /api/admin/restaurants', () => page(rows));
    const saving = api.hold('POST /api/admin/restaurants');
    api.on('POST /api/admin/restaurants', () => {
      rows = [CRAB, added];
      return fakeRestaurantManage(added);
    });
    const { user } = openManager();
    await screen.findByRole('article', { name: CRAB.name });
    const add = await openAddForm(user);
    await user.type(within(add).getByLabelText('Name'), 'Crab Shack');
    await user.type(within(add).getByLabelText('Location'), 'Pigeon Point');
    await user.click(within(add).getByRole('button', { name: 'Add Restaurant' }));

    await saving.requested;
    const busy = within(add).getByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(api.requests('POST /api/admin/restaurants')[0]!.body).toMatchObject({
      name: 'Crab Shack',
      location: 'Pigeon Point',
      country: 'Trinidad',
      eatNowUrl: null,
    });
    saving.release();

    expect(await screen.findByRole('article', { name: 'Crab Shack' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a restaurant' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add New Restaurant/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('puts the server’s 422 on its input, and a server fault in the form’s alert, keeping what was typed', async () => {
    const { api, user } = await openWithList();
    const answers = [
      apiError(422, 'VALIDATION', 'Please check the highlighted fields', { imageUrl: t.imageType }),
      apiError(500, 'INTERNAL', 'Something went wrong. Please try again.'),
    ];
    api.on('POST /api/admin/restaurants', () => answers.shift());
    const add = await openAddForm(user);
    await user.type(within(add).getByLabelText('Name'), 'Crab Shack');
    await user.type(within(add).getByLabelText('Location'), 'Pigeon Point');

    await user.click(within(add).getByRole('button', { name: 'Add Restaurant' }));
    const image = within(add).getByLabelText('Restaurant image');
    await waitFor(() => expect(image).toHaveAttribute('aria-invalid', 'true'));
    expect(image).toHaveAccessibleDescription(t.imageType);
    expect(within(add).getByRole('alert')).toHaveTextContent('Please check the highlighted fields');

    await user.click(within(add).getByRole('button', { name: 'Add Restaurant' }));
    await waitFor(() => expect(within(add).getByRole('alert')).toHaveTextContent(t.addFailed));
    expect(within(add).getByLabelText('Name')).toHaveValue('Crab Shack');
    expect(screen.getByRole('form', { name: 'Add a restaurant' })).toBeInTheDocument();
  });

  it('shows Deactivate busy while it saves, and the spec’s failure beside it when the server refuses', async () => {
    const { api, user, card } = await openWithList();
    const saving = holdThenFail(api, 'PUT /api/admin/restaurants/:id/active');

    await user.click(within(card).getByRole('button', { name: `Deactivate ${CRAB.name}` }));
    await saving.requested;
    const busy = within(card).getByRole('button', { name: `Deactivate ${CRAB.name}` });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(api.requests('PUT /api/admin/restaurants/:id/active')[0]!.body).toEqual({ active: false });
    saving.release();

    expect(await within(card).findByRole('alert')).toHaveTextContent(t.updateFailed);
    expect(within(card).getByRole('button', { name: `Deactivate ${CRAB.name}` })).toBeEnabled();
    expect(within(card).getByText('Active')).toBeInTheDocument();
  });

  it('shows a deactivation’s answer at once on the page asked, while the list asks again', async () => {
    const api = fakeApi().session(ADMIN);
    let crab = CRAB;
    serveList(api, [CRAB, fakeManagedRestaurant('Roti Shop')]);
    api.on('PUT /api/admin/restaurants/:id/active', ({ body }) => {
      crab = { ...CRAB, active: (body as { active: boolean }).active };
      return fakeRestaurantManage(crab);
    });
    const { user } = openManager();
    const card = await screen.findByRole('article', { name: CRAB.name });
    // The list's re-read after the write is held: only the write's answer can turn the card inactive.
    const reread = api.hold('GET /api/admin/restaurants');

    await user.click(within(card).getByRole('button', { name: `Deactivate ${CRAB.name}` }));
    expect(await within(card).findByRole('button', { name: `Activate ${CRAB.name}` })).toBeEnabled();
    expect(within(card).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Roti Shop' })).toBeInTheDocument();
    await reread.requested;
    reread.release();
  });

  it('asks before deleting, shows Deleting... meanwhile, and keeps the dialog open with the failure', async () => {
    const { api, user, card } = await openWithList();
    const deleting = holdThenFail(api, 'DELETE /api/admin/restaurants/:id');

    await user.click(within(card).getByRole('button', { name: `Delete ${CRAB.name}` }));
    const dialog = screen.getByRole('dialog', { name: `Delete ${CRAB.name}?` });
    expect(dialog).toHaveAccessibleDescription(t.confirmDelete);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await deleting.requested;
    const busy = within(dialog).getByRole('button', { name: 'Deleting...' });
    expect(busy).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(api.requests('DELETE /api/admin/restaurants/:id')[0]!.params.id).toBe(CRAB.id);
    deleting.release();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.deleteFailed);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Delete ${CRAB.name}` })).toHaveFocus();
    expect(screen.getByRole('article', { name: CRAB.name })).toBeInTheDocument();
  });
});
