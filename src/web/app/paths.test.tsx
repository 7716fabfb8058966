import { render, screen } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import {
  createMemoryRouter,
  matchPath,
  matchRoutes,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { FIRST_LOADS } from '../../shared/first-load';
import { paths, patterns, specRedirects } from './paths';
import { routes, specRedirectRoutes } from './router';

const ID = '3f2b9c1e-8a4d-4e5f-9b6a-1c2d3e4f5a6b';

/** Every builder, called as the links call it (with and without its optional parts). */
const built: Record<keyof typeof paths, string[]> = {
  home: [paths.home()],
  feteGuide: [paths.feteGuide()],
  feteTravel: [paths.feteTravel()],
  season: [paths.season(), paths.season({ year: '2027' })],
  carnival: [paths.carnival('crop-over'), paths.carnival('crop-over', { year: '2027' })],
  event: [paths.event(ID), paths.event(ID, 'Soca Brunch')],
  eventEdit: [paths.eventEdit(ID)],
  createEvent: [paths.createEvent()],
  feteDestinations: [paths.feteDestinations()],
  bandCompare: [paths.bandCompare(), paths.bandCompare({ bands: `${ID},${ID}` })],
  band: [paths.band(ID, 'Tribe & Co')],
  feteEats: [paths.feteEats()],
  restaurant: [paths.restaurant(ID, 'Chaud')],
  feteFaces: [paths.feteFaces()],
  provider: [paths.provider(ID, 'Glam Studio')],
  feteMarqet: [paths.feteMarqet(), paths.feteMarqet({ q: 'Mas costume & feathers' })],
  product: [paths.product(ID, 'Feathered Headpiece')],
  fetePackages: [paths.fetePackages()],
  feteRides: [paths.feteRides()],
  packagesPage: [paths.packagesPage('package'), paths.packagesPage('ride')],
  feteNation: [paths.feteNation()],
  member: [paths.member('Xy7_member')],
  feteIdVerify: [paths.feteIdVerify({ token: 'abc' })],
  signin: [paths.signin(), paths.signin({ returnTo: '/fete-chat?with=a b' })],
  signup: [paths.signup({ returnTo: '/dashboard' })],
  resetPassword: [paths.resetPassword()],
  verifyEmail: [paths.verifyEmail()],
  contact: [paths.contact()],
  terms: [paths.terms()],
  privacy: [paths.privacy()],
  sharedPlan: [paths.sharedPlan('AbC_-1234567890123456789012345678901234567')],
  dashboard: [paths.dashboard(), paths.dashboard({ tab: 'receipts' })],
  settingsIndex: [paths.settingsIndex()],
  settings: [paths.settings('profile'), paths.settings('calendar')],
  marqetRegistration: [paths.marqetRegistration()],
  staffApplication: [paths.staffApplication()],
  form: [paths.form('ride', ID)],
  feteChat: [paths.feteChat(), paths.feteChat({ conversation: ID }), paths.feteChat({ with: 'm1' })],
  notifications: [paths.notifications()],
  restaurantAdmin: [paths.restaurantAdmin()],
  myCarnival: [paths.myCarnival()],
  plan: [paths.plan(ID)],
  admin: [paths.admin()],
  adminPackages: [paths.adminPackages()],
  adminRides: [paths.adminRides()],
  adminPackagesOf: [paths.adminPackagesOf('package'), paths.adminPackagesOf('ride')],
  adminForms: [paths.adminForms()],
  adminFormCreate: [paths.adminFormCreate('ride', ID)],
  adminFormEdit: [paths.adminFormEdit('package', ID)],
  adminFormBuilder: [
    paths.adminFormBuilder('package', ID, 'create'),
    paths.adminFormBuilder('ride', ID, 'edit'),
  ],
  adminFormSubmissions: [paths.adminFormSubmissions(ID)],
  adminReceipts: [paths.adminReceipts()],
  adminChatReports: [paths.adminChatReports()],
  adminEvents: [paths.adminEvents()],
  adminProducts: [paths.adminProducts()],
  adminMarqetRegistrations: [paths.adminMarqetRegistrations()],
  adminProviders: [paths.adminProviders()],
  adminRestaurants: [paths.adminRestaurants(), paths.adminRestaurants({ q: 'Chaud' })],
  adminStaffPositions: [paths.adminStaffPositions()],
  adminStaffPositionCreate: [paths.adminStaffPositionCreate()],
  adminStaffPositionEdit: [paths.adminStaffPositionEdit(ID)],
  adminStaffApplications: [paths.adminStaffApplications(ID)],
  adminBadges: [paths.adminBadges()],
  adminBands: [paths.adminBands()],
  adminHeroSlides: [paths.adminHeroSlides()],
  adminAds: [paths.adminAds()],
  adminPartners: [paths.adminPartners()],
  adminCarnivals: [paths.adminCarnivals()],
  adminFeatured: [paths.adminFeatured()],
  adminUsers: [paths.adminUsers()],
  adminUser: [paths.adminUser('Xy7_member')],
  adminSettings: [paths.adminSettings()],
  adminSitePages: [paths.adminSitePages()],
};

/** The full path of every route of the router that shows a page (index routes: their parent's path). */
function routerPatterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own =
      route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const here = route.index || (route.path !== undefined && !route.children) ? [own || '/'] : [];
    return [...here, ...routerPatterns(route.children ?? [], own)];
  });
}

/** The route the router shows for a built address: its full pattern, or null for the not-found page. */
function routeOf(href: string): string | null {
  const { pathname } = new URL(href, 'http://fete.test');
  const matched = matchRoutes(routes, pathname);
  const last = matched?.at(-1);
  if (!matched || !last || last.route.path === '*') return null;
  const full = matched.reduce(
    (sum, m) =>
      m.route.path === undefined
        ? sum
        : m.route.path.startsWith('/')
          ? m.route.path
          : `${sum}/${m.route.path}`,
    '',
  );
  return full || '/';
}

describe('the web paths module', () => {
  it('builds only addresses the router shows a page at, each with the pattern it declares', () => {
    const redirects = new Set<string>(Object.keys(specRedirects));
    for (const [name, hrefs] of Object.entries(built)) {
      for (const href of hrefs) {
        expect(href, name).toMatch(/^\/(?!\/)/);
        const pattern = routeOf(href);
        expect(pattern, `${name}: ${href}`).not.toBeNull();
        expect(redirects.has(pattern!), `${name}: ${href} is a redirect`).toBe(false);
        const own = (patterns as Record<string, string>)[name];
        if (own)
          expect(
            matchPath(own, new URL(href, 'http://fete.test').pathname),
            `${name}: ${href}`,
          ).not.toBeNull();
      }
    }
  });

  it('declares every page pattern the router uses, and the router uses each', () => {
    const declared = new Set<string>([...Object.values(patterns), ...Object.keys(specRedirects)]);
    const used = routerPatterns(routes).filter((p) => p !== '/*');
    expect(used.filter((p) => !declared.has(p))).toEqual([]);
    expect([...declared].filter((p) => !used.includes(p))).toEqual([]);
  });

  it('puts query strings in encoded, without empty values', () => {
    expect(paths.dashboard({ tab: 'receipts' })).toBe('/dashboard?tab=receipts');
    expect(paths.signin({ returnTo: '/fete-chat?with=a b' })).toBe(
      '/signin?returnTo=%2Ffete-chat%3Fwith%3Da%20b',
    );
    expect(paths.signin({ returnTo: undefined })).toBe('/signin');
    expect(paths.feteMarqet({ q: '' })).toBe('/fete-marqet');
    expect(paths.event(ID, 'Soca Brunch')).toBe(`/events/soca-brunch-${ID}`);
    expect(paths.adminUser('a/b c')).toBe('/admin/users/a%2Fb%20c');
    expect(paths.adminFormBuilder('ride', ID, 'edit')).toBe(`/admin/forms/ride/${ID}/edit`);
  });
});

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

describe("the spec's addresses of the staff and Marqet registration screens", () => {
  it.each([
    ['/admin/staff-forms', '/admin/staff-positions'],
    ['/admin/staff-forms/create', '/admin/staff-positions/create'],
    [`/admin/staff-forms/${ID}/create`, '/admin/staff-positions/create'],
    [`/admin/staff-forms/${ID}/edit`, `/admin/staff-positions/${ID}/edit`],
    [`/admin/staff-forms/${ID}/submissions?page=2`, `/admin/staff-positions/${ID}/applications?page=2`],
    ['/admin/product-registrations?status=pending', '/admin/marqet-registrations?status=pending'],
  ])('%s redirects to %s', async (from, to) => {
    const router = createMemoryRouter([...specRedirectRoutes, { path: '*', element: <Where /> }], {
      initialEntries: [from],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText(to)).toBeInTheDocument();
    // Replaced, not pushed: Back leaves the screen instead of bouncing to the old address.
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('the pages the server preloads (src/shared/first-load.ts)', () => {
  it('are exactly the public routes of the web app, each with the module the router loads', () => {
    const source = fs.readFileSync(path.resolve('src/web/app/routes.tsx'), 'utf8');
    const start = source.indexOf('const publicRoutes');
    const block = source.slice(start, source.indexOf('];', start));
    const routesByPath = new Map<string, string>();
    for (const m of block.matchAll(
      /\{\s*(?:index: true|path: patterns\.(\w+)),\s*lazy: page\(\(\) => import\('\.\.\/([^']+)'\)\)/g,
    )) {
      const pattern = m[1] ? (patterns as Record<string, string>)[m[1]] : '/';
      routesByPath.set(pattern ?? `unknown pattern ${m[1]}`, `${m[2]}.tsx`);
    }
    expect(routesByPath.size).toBeGreaterThan(10);
    expect(new Map(FIRST_LOADS.map((l) => [l.path, l.module]))).toEqual(routesByPath);
  });
});
