import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminNav } from '../../app/navigation';
import AdminDashboardPage from './admin-dashboard-page';

describe('the Admin Dashboard (admin-back-office.md §2)', () => {
  it('shows a tile per manager with its description and Manage link, Site Settings disabled', () => {
    render(
      <MemoryRouter>
        <AdminDashboardPage />
      </MemoryRouter>,
    );
    const tiles = screen.getAllByRole('listitem');
    expect(
      tiles.map((tile) => [
        within(tile).getByRole('heading', { level: 2 }).textContent,
        within(tile).getByRole('paragraph').textContent,
      ]),
    ).toEqual([
      ['Events', 'Add, edit and remove events.'],
      ['Products', 'Fete Marqet products and their shop links.'],
      ['Product Registrations', 'Approve, reject and extend Marqet vendor registrations.'],
      ['Providers', 'Fete Faces make-up and beauty providers.'],
      ['Restaurants', 'Fete Eats restaurants, menus and features.'],
      ['Bands', 'Fete Destinations carnival bands: dates, links and features.'],
      ['Hero Slides', 'The home slider: order, pictures, text, links and when each shows.'],
      ['Hero Ads', 'Banners under the home slider, with their start and end.'],
      ['Partners', 'The partners strip: logos, links and order.'],
      ['Carnivals', 'The carnivals of the season and the rules their dates follow.'],
      ['Featured Order', 'The order of the featured items in each home section.'],
      ['Packages', 'Fete Packages cards and their request forms.'],
      ['Ride Packages', 'Fete Rides cards and their request forms.'],
      ['Staff Forms', 'Staff positions and the applications they receive.'],
      ['Forms', 'Custom request forms and their submissions.'],
      ['Receipts', 'Members’ receipts and payment records.'],
      ['Chat Reports', 'Fete Chat messages members reported.'],
      ['Users', 'Find members, manage roles, memberships and suspensions, with an audit log.'],
      ['Terms & Privacy', 'The terms and privacy policy members agree to.'],
      ['Site Settings', 'Site-wide settings.'],
    ]);
    // Each live tile links to its manager, the side menu's entry of the same name; Site Settings is disabled.
    for (const tile of tiles.slice(0, -1)) {
      const label = within(tile).getByRole('heading').textContent;
      const entry = adminNav.find((item) => item.label === label)!;
      expect(within(tile).getByRole('link', { name: `Manage ${label}` })).toHaveAttribute('href', entry.to);
    }
    const settings = tiles.at(-1)!;
    expect(within(settings).getByText('Coming Soon')).toBeVisible();
    expect(within(settings).queryByRole('link')).toBeNull();
  });
});
