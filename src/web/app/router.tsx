import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { watchNavigations } from '../lib/pending-navigation';
import { RequireMember } from './guards';
import { AppLoading, RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { ShellLayout } from './shell/shell-layout';

/** Every page is its own chunk, loaded when its route is first visited. */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/home/home-page')) },
  { path: 'fete-guide', lazy: page(() => import('../features/events/fete-guide-page')) },
  { path: 'fete-travel', lazy: page(() => import('../features/events/fete-travel-page')) },
  { path: 'events/:id', lazy: page(() => import('../features/events/event-detail-page')) },
  // Visitors see "You must be logged in to create an event" there (member-areas.md §5), not a redirect.
  { path: 'create-event', lazy: page(() => import('../features/events/create-event-page')) },
  { path: 'fete-destinations', lazy: page(() => import('../features/bands/fete-destinations-page')) },
  { path: 'bands/:id', lazy: page(() => import('../features/bands/band-detail-page')) },
  { path: 'fete-eats', lazy: page(() => import('../features/restaurants/fete-eats-page')) },
  { path: 'restaurants/:id', lazy: page(() => import('../features/restaurants/restaurant-detail-page')) },
  { path: 'fete-faces', lazy: page(() => import('../features/faces/fete-faces-page')) },
  { path: 'fete-faces/:id', lazy: page(() => import('../features/faces/provider-detail-page')) },
  { path: 'fete-marqet', lazy: page(() => import('../features/marqet/fete-marqet-page')) },
  // A product's shared address (decision 0033): the server writes its head; the shop shows it among the others.
  { path: 'fete-marqet/:id', lazy: page(() => import('../features/marqet/fete-marqet-page')) },
  // Packages and rides show 'Members Only' to visitors themselves rather than redirecting.
  { path: 'fete-packages', lazy: page(() => import('../features/packages/fete-packages-page')) },
  { path: 'fete-rides', lazy: page(() => import('../features/packages/fete-rides-page')) },
  { path: 'fete-nation', lazy: page(() => import('../features/members/fete-nation-page')) },
  { path: 'fete-nation/:id', lazy: page(() => import('../features/members/member-detail-page')) },
  // Door staff scan a member's pass: no account needed (decision 0023).
  { path: 'fete-id/verify', lazy: page(() => import('../features/members/fete-id-verify-page')) },
  { path: 'signin', lazy: page(() => import('../features/accounts/signin-page')) },
  { path: 'signup', lazy: page(() => import('../features/accounts/signup-page')) },
  { path: 'reset-password', lazy: page(() => import('../features/accounts/reset-password-page')) },
  { path: 'verify-email', lazy: page(() => import('../features/accounts/verify-email-page')) },
];

const memberRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: page(() => import('../features/members/dashboard-page')) },
  { path: 'events/:id/edit', lazy: page(() => import('../features/events/edit-event-page')) },
  { path: 'settings', element: <Navigate to="/settings/profile" replace /> },
  { path: 'settings/:section', lazy: page(() => import('../features/members/settings/settings-page')) },
  { path: 'marqet-registration', lazy: page(() => import('../features/marqet/marqet-registration-page')) },
  { path: 'staff-application', lazy: page(() => import('../features/staff/staff-application-page')) },
  { path: 'form/:type/:id', lazy: page(() => import('../features/forms/form-page')) },
  { path: 'fete-chat', lazy: page(() => import('../features/chat/fete-chat-page')) },
  { path: 'notifications', lazy: page(() => import('../features/notifications/notifications-page')) },
  { path: 'restaurant-admin', lazy: page(() => import('../features/restaurants/restaurant-admin-page')) },
];

/** The back office: its own chunks, never part of what a visitor downloads up front. */
const adminRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/admin/admin-dashboard-page')) },
  { path: 'packages', lazy: page(() => import('../features/packages/admin/packages-manager-page')) },
  { path: 'rides', lazy: page(() => import('../features/packages/admin/rides-manager-page')) },
  { path: 'forms', lazy: page(() => import('../features/forms/admin/forms-list-page')) },
  { path: 'forms/:type/:id/create', lazy: page(() => import('../features/forms/admin/form-builder-page')) },
  { path: 'forms/:type/:id/edit', lazy: page(() => import('../features/forms/admin/form-builder-page')) },
  {
    path: 'forms/:id/submissions',
    lazy: page(() => import('../features/forms/admin/form-submissions-page')),
  },
  { path: 'receipts', lazy: page(() => import('../features/receipts/admin/receipts-manager-page')) },
  { path: 'chat-reports', lazy: page(() => import('../features/chat/admin/chat-reports-page')) },
  { path: 'events', lazy: page(() => import('../features/events/admin/events-manager-page')) },
  { path: 'products', lazy: page(() => import('../features/marqet/admin/products-manager-page')) },
  {
    path: 'product-registrations',
    lazy: page(() => import('../features/marqet/admin/registrations-page')),
  },
  { path: 'providers', lazy: page(() => import('../features/faces/admin/providers-manager-page')) },
  {
    path: 'restaurants',
    lazy: page(() => import('../features/restaurants/admin/restaurants-manager-page')),
  },
  { path: 'staff-forms', lazy: page(() => import('../features/staff/admin/positions-page')) },
  { path: 'staff-forms/create', lazy: page(() => import('../features/staff/admin/position-editor-page')) },
  {
    path: 'staff-forms/:id/create',
    lazy: page(() => import('../features/staff/admin/position-editor-page')),
  },
  { path: 'staff-forms/:id/edit', lazy: page(() => import('../features/staff/admin/position-editor-page')) },
  {
    path: 'staff-forms/:id/submissions',
    lazy: page(() => import('../features/staff/admin/applications-page')),
  },
  { path: 'badges', lazy: page(() => import('../features/badges/admin/badges-page')) },
  { path: 'bands', lazy: page(() => import('../features/bands/admin/bands-manager-page')) },
  { path: 'hero-slides', lazy: page(() => import('../features/home/admin/hero-slides-page')) },
  { path: 'ads', lazy: page(() => import('../features/home/admin/ads-page')) },
  { path: 'partners', lazy: page(() => import('../features/home/admin/partners-page')) },
  { path: 'featured', lazy: page(() => import('../features/home/admin/featured-page')) },
  { path: 'users', lazy: page(() => import('../features/members/admin/users-page')) },
  { path: 'users/:member', lazy: page(() => import('../features/members/admin/user-detail-page')) },
  { path: 'settings', lazy: page(() => import('../features/admin/site-settings-page')) },
];

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
                path: 'admin',
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

export const router = createBrowserRouter(routes);
watchNavigations(router);
