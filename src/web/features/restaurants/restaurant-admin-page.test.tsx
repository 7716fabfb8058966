import '../../test/dialog-polyfill';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { restaurantEndpoints } from '../../endpoints/restaurants';
import type { RestaurantManage } from '../../../shared/domains/restaurant-manage';
import { endpointKey } from '../../lib/client';
import { fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import RestaurantAdminPage from './restaurant-admin-page';
import { fakeManagedRestaurant, fakeRestaurantManage } from './restaurant-testing';

const OWNER = { id: 'm1', name: 'Olive Owner', role: 'user' };
const RESTAURANT_ID = crypto.randomUUID();
const DOUBLES_ID = crypto.randomUUID();

/** GET /api/restaurants/:id/manage as the server answers it to the owner (checked against the contract). */
const manageAnswer = (doublesActive: boolean, withDoubles = true): RestaurantManage =>
  fakeRestaurantManage(
    fakeManagedRestaurant('Crab and Dumpling', {
      id: RESTAURANT_ID,
      owner: { id: OWNER.id, firstName: 'Olive', lastName: 'Owner', email: 'olive@fete.test' },
    }),
    {
      as: 'owner',
      menu: (withDoubles ? [DOUBLES_ID] : []).map((id) => ({
        id,
        name: 'Doubles',
        priceCents: 300,
        category: 'Street food',
        description: '',
        imageUrl: null,
        active: doublesActive,
      })),
    },
  );

/** The owner's page, signed in as OWNER, whose one restaurant's manage view is whatever `served()` is now. */
function openOwnerPage(served: () => RestaurantManage) {
  const api = fakeApi().session(OWNER);
  api.on('GET /api/me/restaurants', () => ({
    items: [{ id: RESTAURANT_ID, name: 'Crab and Dumpling', active: true }],
  }));
  api.on('GET /api/restaurants/:id/manage', served);
  return {
    api,
    ...renderPage('/restaurant-admin', { path: '/restaurant-admin', element: <RestaurantAdminPage /> }),
  };
}

describe('the owner’s restaurant page (/restaurant-admin)', () => {
  it('shows a write’s answer at once, under the key the page reads, while the restaurants ask again', async () => {
    let served = manageAnswer(true);
    const { api, user, queryClient } = openOwnerPage(() => served);
    api.on('PUT /api/restaurants/:id/menu-items/:itemId', () => {
      served = manageAnswer(false);
      return served;
    });

    const menu = await screen.findByRole('region', { name: /Menu/ });
    expect(within(menu).getByText('Active')).toBeInTheDocument();
    // The write makes the manage view stale: its re-read is held, so only the write's own answer can show.
    const reread = api.hold('GET /api/restaurants/:id/manage');
    await user.click(within(menu).getByRole('button', { name: 'Deactivate Doubles' }));

    expect(await within(menu).findByRole('button', { name: 'Activate Doubles' })).toBeInTheDocument();
    expect(within(menu).getByText('Inactive')).toBeInTheDocument();
    const key = endpointKey(restaurantEndpoints.manage, { params: { id: RESTAURANT_ID } }, OWNER.id);
    expect(queryClient.getQueryData<RestaurantManage>(key)?.menu[0]?.active).toBe(false);
    expect(api.requests('PUT /api/restaurants/:id/menu-items/:itemId')[0]!.body).toMatchObject({
      name: 'Doubles',
      active: false,
    });
    // …and the write made the restaurants' reads stale itself: the manage view asks again.
    await reread.requested;
    reread.release();
    await expect.poll(() => queryClient.isFetching({ queryKey: ['restaurants'] })).toBe(0);
    expect(within(menu).getByRole('button', { name: 'Activate Doubles' })).toBeInTheDocument();
  });

  it('takes a deleted menu item off the page at once from the answer { id, deleted: true }, then asks again', async () => {
    let served = manageAnswer(true);
    const { api, user, queryClient } = openOwnerPage(() => served);
    api.on('DELETE /api/restaurants/:id/menu-items/:itemId', () => {
      served = manageAnswer(true, false);
      return { id: DOUBLES_ID, deleted: true };
    });

    const menu = await screen.findByRole('region', { name: /Menu/ });
    const reread = api.hold('GET /api/restaurants/:id/manage');
    await user.click(within(menu).getByRole('button', { name: 'Delete Doubles' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Doubles?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this menu item?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    // Gone before the manage view has answered again, with the section's count and empty text.
    expect(await within(menu).findByText('No menu items yet')).toBeInTheDocument();
    expect(within(menu).queryByText('Doubles')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Menu (0)' })).toBeInTheDocument();
    expect(api.requests('DELETE /api/restaurants/:id/menu-items/:itemId')).toHaveLength(1);
    await reread.requested;
    reread.release();
    await expect.poll(() => queryClient.isFetching({ queryKey: ['restaurants'] })).toBe(0);
    expect(within(menu).getByText('No menu items yet')).toBeInTheDocument();
  });

  it('lets the owner put the restaurant on the map: latitude and longitude as a pair (issue #23)', async () => {
    let served = manageAnswer(true);
    const { api, user } = openOwnerPage(() => served);
    api.on('PUT /api/restaurants/:id', ({ body }) => {
      served = fakeRestaurantManage({ ...served.restaurant, ...(body as object) }, { as: 'owner' });
      return served;
    });
    const form = await screen.findByRole('form', { name: /Crab and Dumpling|Restaurant details/ });
    await user.type(within(form).getByLabelText('Latitude'), '10.6549');
    await user.click(within(form).getByRole('button', { name: /Save/ }));
    expect(
      await within(form).findByText('Please enter both latitude and longitude, or neither'),
    ).toBeVisible();
    expect(api.requests('PUT /api/restaurants/:id')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Longitude'), '-61.5019');
    await user.click(within(form).getByRole('button', { name: /Save/ }));
    await expect.poll(() => api.requests('PUT /api/restaurants/:id')).toHaveLength(1);
    expect(api.requests('PUT /api/restaurants/:id')[0]!.body).toMatchObject({
      latitude: 10.6549,
      longitude: -61.5019,
    });
  });
});
