import type { ComponentType } from 'react';
import { Navigate, useLocation, useParams, type RouteObject } from 'react-router';
import { RequireMember } from './guards';
import { paths, patterns, specRedirects } from './paths';
import { AppLoading, RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { ShellLayout } from './shell/shell-layout';

/** Every page is its own chunk, loaded when its route is first visited. */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/home/home-page')) },
  { path: patterns.feteGuide, lazy: page(() => import('../features/events/fete-guide-page')) },
  { path: patterns.feteTravel, lazy: page(() => import('../features/events/fete-travel-page')) },
  { path: patterns.season, lazy: page(() => import('../features/carnivals/season-page')) },
  { path: patterns.carnival, lazy: page(() => import('../features/carnivals/carnival-page')) },
  { path: patterns.event, lazy: page(() => import('../features/events/event-detail-page')) },
  // Visitors see "You must be logged in to create an event" there (member-areas.md §5), not a redirect.
  { path: patterns.createEvent, lazy: page(() => import('../features/events/create-event-page')) },
  { path: patterns.feteDestinations, lazy: page(() => import('../features/bands/fete-destinations-page')) },
  { path: patterns.bandCompare, lazy: page(() => import('../features/bands/compare/band-compare-page')) },
  { path: patterns.band, lazy: page(() => import('../features/bands/band-detail-page')) },
  { path: patterns.feteEats, lazy: page(() => import('../features/restaurants/fete-eats-page')) },
  { path: patterns.restaurant, lazy: page(() => import('../features/restaurants/restaurant-detail-page')) },
  { path: patterns.feteFaces, lazy: page(() => import('../features/faces/fete-faces-page')) },
  { path: patterns.provider, lazy: page(() => import('../features/faces/provider-detail-page')) },
  { path: patterns.feteMarqet, lazy: page(() => import('../features/marqet/fete-marqet-page')) },
  // A product's shared address (decision 0033): the server writes its head; the shop shows it among the others.
  { path: patterns.product, lazy: page(() => import('../features/marqet/fete-marqet-page')) },
  // Packages and rides show 'Members Only' to visitors themselves rather than redirecting.
  { path: patterns.fetePackages, lazy: page(() => import('../features/packages/fete-packages-page')) },
  { path: patterns.feteRides, lazy: page(() => import('../features/packages/fete-rides-page')) },
  { path: patterns.feteNation, lazy: page(() => import('../features/members/fete-nation-page')) },
  { path: patterns.member, lazy: page(() => import('../features/members/member-detail-page')) },
  // Door staff scan a member's pass: no account needed (decision 0023).
  { path: patterns.feteIdVerify, lazy: page(() => import('../features/members/fete-id-verify-page')) },
  { path: patterns.signin, lazy: page(() => import('../features/accounts/signin-page')) },
  { path: patterns.signup, lazy: page(() => import('../features/accounts/signup-page')) },
  { path: patterns.resetPassword, lazy: page(() => import('../features/accounts/reset-password-page')) },
  { path: patterns.verifyEmail, lazy: page(() => import('../features/accounts/verify-email-page')) },
  { path: patterns.contact, lazy: page(() => import('../features/site/contact-page')) },
  // The stored pages (decision 0045): one screen, which reads its page from the address.
  { path: patterns.terms, lazy: page(() => import('../features/site/site-page')) },
  { path: patterns.privacy, lazy: page(() => import('../features/site/site-page')) },
  { path: patterns.sharedPlan, lazy: page(() => import('../features/plans/shared-plan-page')) },
];

const memberRoutes: RouteObject[] = [
  { path: patterns.dashboard, lazy: page(() => import('../features/members/dashboard-page')) },
  { path: patterns.eventEdit, lazy: page(() => import('../features/events/edit-event-page')) },
  { path: patterns.settingsIndex, element: <Navigate to={paths.settings('profile')} replace /> },
  { path: patterns.settings, lazy: page(() => import('../features/members/settings/settings-page')) },
  {
    path: patterns.marqetRegistration,
    lazy: page(() => import('../features/marqet/marqet-registration-page')),
  },
  { path: patterns.staffApplication, lazy: page(() => import('../features/staff/staff-application-page')) },
  { path: patterns.form, lazy: page(() => import('../features/forms/form-page')) },
  { path: patterns.feteChat, lazy: page(() => import('../features/chat/fete-chat-page')) },
  { path: patterns.notifications, lazy: page(() => import('../features/notifications/notifications-page')) },
  { path: patterns.myCarnival, lazy: page(() => import('../features/plans/my-carnival-page')) },
  { path: patterns.plan, lazy: page(() => import('../features/plans/plan-page')) },
  {
    path: patterns.restaurantAdmin,
    lazy: page(() => import('../features/restaurants/restaurant-admin-page')),
  },
];

/** The spec's addresses of the staff and Marqet registration screens (glossary): the same screens, redirected. */
export const specRedirectRoutes: RouteObject[] = Object.entries(specRedirects).map(([path, to]) => ({
  path,
  element: <SpecRedirect to={to} />,
}));

/** The back office: its own chunks, never part of what a visitor downloads up front. */
const adminRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/admin/admin-dashboard-page')) },
  {
    path: patterns.adminPackages,
    lazy: page(() => import('../features/packages/admin/packages-manager-page')),
  },
  { path: patterns.adminRides, lazy: page(() => import('../features/packages/admin/rides-manager-page')) },
  { path: patterns.adminForms, lazy: page(() => import('../features/forms/admin/forms-list-page')) },
  { path: patterns.adminFormCreate, lazy: page(() => import('../features/forms/admin/form-builder-page')) },
  { path: patterns.adminFormEdit, lazy: page(() => import('../features/forms/admin/form-builder-page')) },
  {
    path: patterns.adminFormSubmissions,
    lazy: page(() => import('../features/forms/admin/form-submissions-page')),
  },
  {
    path: patterns.adminReceipts,
    lazy: page(() => import('../features/receipts/admin/receipts-manager-page')),
  },
  { path: patterns.adminChatReports, lazy: page(() => import('../features/chat/admin/chat-reports-page')) },
  { path: patterns.adminEvents, lazy: page(() => import('../features/events/admin/events-manager-page')) },
  {
    path: patterns.adminProducts,
    lazy: page(() => import('../features/marqet/admin/products-manager-page')),
  },
  {
    path: patterns.adminMarqetRegistrations,
    lazy: page(() => import('../features/marqet/admin/registrations-page')),
  },
  {
    path: patterns.adminProviders,
    lazy: page(() => import('../features/faces/admin/providers-manager-page')),
  },
  {
    path: patterns.adminRestaurants,
    lazy: page(() => import('../features/restaurants/admin/restaurants-manager-page')),
  },
  { path: patterns.adminStaffPositions, lazy: page(() => import('../features/staff/admin/positions-page')) },
  {
    path: patterns.adminStaffPositionCreate,
    lazy: page(() => import('../features/staff/admin/position-editor-page')),
  },
  {
    path: patterns.adminStaffPositionEdit,
    lazy: page(() => import('../features/staff/admin/position-editor-page')),
  },
  {
    path: patterns.adminStaffApplications,
    lazy: page(() => import('../features/staff/admin/applications-page')),
  },
  { path: patterns.adminBadges, lazy: page(() => import('../features/badges/admin/badges-page')) },
  { path: patterns.adminBands, lazy: page(() => import('../features/bands/admin/bands-manager-page')) },
  { path: patterns.adminHeroSlides, lazy: page(() => import('../features/home/admin/hero-slides-page')) },
  { path: patterns.adminAds, lazy: page(() => import('../features/home/admin/ads-page')) },
  { path: patterns.adminPartners, lazy: page(() => import('../features/home/admin/partners-page')) },
  { path: patterns.adminCarnivals, lazy: page(() => import('../features/carnivals/admin/carnivals-page')) },
  { path: patterns.adminFeatured, lazy: page(() => import('../features/home/admin/featured-page')) },
  { path: patterns.adminUsers, lazy: page(() => import('../features/members/admin/users-page')) },
  { path: patterns.adminUser, lazy: page(() => import('../features/members/admin/user-detail-page')) },
  { path: patterns.adminSitePages, lazy: page(() => import('../features/site/admin/site-pages-page')) },
  { path: patterns.adminSettings, lazy: page(() => import('../features/admin/site-settings-page')) },
  ...specRedirectRoutes,
];

/** Replaces the address with the screen's path, keeping the query string. */
function SpecRedirect({ to }: { to: (params: Readonly<Record<string, string | undefined>>) => string }) {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={`${to(params)}${search}`} replace />;
}

/**
 * The app's routes, apart from the browser's router (router.tsx) so the server can render the public pages with
 * the same tree (entry-server.tsx, decision 0057).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: AppLoading,
    children: [
      {
        element: <ShellLayout />,
        children: [
          {
            // Inside the shell, so a failing page keeps the navigation around it.
            errorElement: <RouteError />,
            children: [
              ...publicRoutes,
              { element: <RequireMember />, children: memberRoutes },
              {
                path: patterns.admin,
                lazy: page(() => import('../features/admin/admin-layout')),
                children: adminRoutes,
              },
              { path: '*', lazy: page(() => import('../features/site/not-found-page')) },
            ],
          },
        ],
      },
    ],
  },
];
