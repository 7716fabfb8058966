import { Link } from 'react-router';
import { adminNav } from '../../app/navigation';
import { paths } from '../../app/paths';
import { Badge } from '../../components/ui/badge';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';

/**
 * What each manager's tile says, by its path, in the side menu's order; a manager without one has no tile
 * (admin-back-office.md §2). Only the hub shows them, so they load with it, not with the side menu on every
 * visitor's first page.
 */
const tileDescriptions: Partial<Record<string, string>> = {
  [paths.adminEvents()]: 'Add, edit and remove events.',
  [paths.adminProducts()]: 'Fete Marqet products and their shop links.',
  [paths.adminMarqetRegistrations()]: 'Approve, reject and extend Marqet vendor registrations.',
  [paths.adminProviders()]: 'Fete Faces make-up and beauty providers.',
  [paths.adminRestaurants()]: 'Fete Eats restaurants, menus and features.',
  [paths.adminBands()]: 'Fete Destinations carnival bands: dates, links and features.',
  [paths.adminHeroSlides()]: 'The home slider: order, pictures, text, links and when each shows.',
  [paths.adminAds()]: 'Banners under the home slider, with their start and end.',
  [paths.adminPartners()]: 'The partners strip: logos, links and order.',
  [paths.adminCarnivals()]: 'The carnivals of the season and the rules their dates follow.',
  [paths.adminFeatured()]: 'The order of the featured items in each home section.',
  [paths.adminPackages()]: 'Fete Packages cards and their request forms.',
  [paths.adminRides()]: 'Fete Rides cards and their request forms.',
  [paths.adminStaffPositions()]: 'Staff positions and the applications they receive.',
  [paths.adminForms()]: 'Custom request forms and their submissions.',
  [paths.adminReceipts()]: 'Members’ receipts and payment records.',
  [paths.adminChatReports()]: 'Fete Chat messages members reported.',
  [paths.adminUsers()]: 'Find members, manage roles, memberships and suspensions, with an audit log.',
  [paths.adminSitePages()]: 'The terms and privacy policy members agree to.',
  [paths.adminSettings()]: 'Site-wide settings.',
};

/** /admin: one tile per manager; Users and Site Settings are disabled (admin-back-office.md §2). */
export default function AdminDashboardPage() {
  return (
    <Container width="xl">
      <PageHeader
        eyebrow="Admin Control"
        title="Admin Dashboard"
        description="Manage Fete's content, members' records and applications."
      />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {adminNav
          .flatMap((item) => {
            const description = tileDescriptions[item.to];
            return description ? [{ ...item, description }] : [];
          })
          .map((item) => (
            <li key={item.to}>
              {item.comingSoon ? (
                <div
                  aria-disabled="true"
                  className="flex h-full flex-col gap-2 rounded-2xl border border-dashed border-gray-300 bg-gray-50 p-5 text-gray-600"
                >
                  <div className="flex items-center justify-between gap-2">
                    <h2 className="font-display text-lg font-bold text-gray-700">{item.label}</h2>
                    <Badge tone="neutral">Coming Soon</Badge>
                  </div>
                  <p className="text-sm">{item.description}</p>
                </div>
              ) : (
                <div className="flex h-full flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-900/10">
                  <h2 className="font-display text-lg font-bold text-night-900">{item.label}</h2>
                  <p className="flex-1 text-sm text-gray-700">{item.description}</p>
                  <Link
                    to={item.to}
                    className="mt-2 inline-flex w-fit items-center gap-1 rounded font-semibold text-carnival-700 hover:text-carnival-800 hover:underline"
                  >
                    Manage<span className="sr-only"> {item.label}</span>
                    <span aria-hidden="true">→</span>
                  </Link>
                </div>
              )}
            </li>
          ))}
      </ul>
    </Container>
  );
}
