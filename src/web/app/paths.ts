import type { FormType } from '../../shared/domains/forms';
import type { PackageKind } from '../../shared/domains/packages';
import { DETAIL_PREFIX, detailPath } from '../../shared/item-paths';

/**
 * Every in-app page path, declared once (issue #22): `patterns` are the paths the router declares
 * (src/web/app/routes.tsx), `paths` the builders links and navigations use (`paths.event(id, title)`,
 * `paths.dashboard({ tab: 'receipts' })`). A hand-written '/…' in a `to`, `href`, `backTo`, `redirectTo` or
 * `navigate()` fails the lint (eslint.config.js); paths.test.tsx checks that every builder's output is a page of
 * the router and that the router declares no other path.
 *
 * The detail pages' first segments stay in `src/shared/item-paths.ts` (`DETAIL_PREFIX`, `detailPath`): the
 * server writes the same addresses (heads, sitemap, redirects, calendar feed), so both sides read one table.
 * Likewise the notices' links (`shared/domains/notification-path.ts`, also in mails) and a package's form link
 * (`formLinkOf`, stored in its row). Besides item-paths this module imports only types: it is on every visitor's
 * first load.
 */

/** The tabs of the member's dashboard (features/members/dashboard-page.tsx), its `?tab=`. */
export type DashboardTab = 'likes' | 'events' | 'attending' | 'forms' | 'receipts' | 'marqet';
/** The settings sections (features/members/settings/settings-page.tsx), `/settings/:section`. */
export type SettingsSection = 'profile' | 'location' | 'password' | 'email' | 'community' | 'calendar';

export const patterns = {
  home: '/',
  feteGuide: '/fete-guide',
  feteTravel: '/fete-travel',
  season: '/season',
  carnival: '/season/:slug',
  event: `${DETAIL_PREFIX.event}/:id`,
  eventEdit: `${DETAIL_PREFIX.event}/:id/edit`,
  createEvent: '/create-event',
  feteDestinations: '/fete-destinations',
  bandCompare: '/fete-destinations/compare',
  band: `${DETAIL_PREFIX.band}/:id`,
  feteEats: '/fete-eats',
  restaurant: `${DETAIL_PREFIX.restaurant}/:id`,
  feteFaces: DETAIL_PREFIX.provider,
  provider: `${DETAIL_PREFIX.provider}/:id`,
  feteMarqet: DETAIL_PREFIX.product,
  product: `${DETAIL_PREFIX.product}/:id`,
  fetePackages: '/fete-packages',
  feteRides: '/fete-rides',
  feteNation: '/fete-nation',
  member: '/fete-nation/:id',
  feteIdVerify: '/fete-id/verify',
  signin: '/signin',
  signup: '/signup',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  /** A member's plan shared read-only (decision 0050): anyone with the link, no sign-in. */
  sharedPlan: '/my-carnival/shared/:token',

  dashboard: '/dashboard',
  settingsIndex: '/settings',
  settings: '/settings/:section',
  marqetRegistration: '/marqet-registration',
  staffApplication: '/staff-application',
  form: '/form/:type/:id',
  feteChat: '/fete-chat',
  notifications: '/notifications',
  restaurantAdmin: '/restaurant-admin',
  /** My Carnival: the member's plans, and one plan day by day (decision 0050). */
  myCarnival: '/my-carnival',
  plan: '/my-carnival/:planId',

  admin: '/admin',
  adminPackages: '/admin/packages',
  adminRides: '/admin/rides',
  adminForms: '/admin/forms',
  adminFormCreate: '/admin/forms/:type/:id/create',
  adminFormEdit: '/admin/forms/:type/:id/edit',
  adminFormSubmissions: '/admin/forms/:id/submissions',
  adminReceipts: '/admin/receipts',
  adminChatReports: '/admin/chat-reports',
  adminEvents: '/admin/events',
  adminProducts: '/admin/products',
  adminMarqetRegistrations: '/admin/marqet-registrations',
  adminProviders: '/admin/providers',
  adminRestaurants: '/admin/restaurants',
  adminStaffPositions: '/admin/staff-positions',
  adminStaffPositionCreate: '/admin/staff-positions/create',
  adminStaffPositionEdit: '/admin/staff-positions/:id/edit',
  adminStaffApplications: '/admin/staff-positions/:id/applications',
  adminBadges: '/admin/badges',
  adminBands: '/admin/bands',
  adminHeroSlides: '/admin/hero-slides',
  adminAds: '/admin/ads',
  adminPartners: '/admin/partners',
  adminCarnivals: '/admin/carnivals',
  adminFeatured: '/admin/featured',
  adminUsers: '/admin/users',
  adminUser: '/admin/users/:member',
  adminSettings: '/admin/settings',
  adminSitePages: '/admin/site-pages',
} as const;

/**
 * The spec's addresses of screens whose path follows the glossary now (admin-back-office.md §2): the router
 * answers each with a redirect to the new path, so bookmarks and the spec's links keep working.
 */
export const specRedirects = {
  '/admin/staff-forms': () => patterns.adminStaffPositions,
  '/admin/staff-forms/create': () => patterns.adminStaffPositionCreate,
  // The spec's "{id}/create" is the create form too (a page without a loaded position).
  '/admin/staff-forms/:id/create': () => patterns.adminStaffPositionCreate,
  '/admin/staff-forms/:id/edit': (p: Params) => paths.adminStaffPositionEdit(p.id ?? ''),
  '/admin/staff-forms/:id/submissions': (p: Params) => paths.adminStaffApplications(p.id ?? ''),
  '/admin/product-registrations': () => patterns.adminMarqetRegistrations,
} as const satisfies Record<string, (params: Params) => string>;

type Params = Readonly<Record<string, string | undefined>>;

/** The query strings pages read, by page; a page not listed takes none. */
interface Queries {
  feteGuide: { when?: 'past' };
  feteTravel: { when?: 'past' };
  season: { year?: string };
  carnival: { year?: string };
  feteMarqet: { q?: string };
  /** The bands compared, `id1,id2` (decision 0052). */
  bandCompare: { bands?: string };
  feteIdVerify: { token?: string };
  /** Where a sign-in or sign-up brings the member back to (a path of this site). */
  signin: { returnTo?: string };
  signup: { returnTo?: string };
  dashboard: { tab?: DashboardTab };
  /** `conversation` opens one, `with` starts or opens the chat with a member. */
  feteChat: { conversation?: string; with?: string };
  adminRestaurants: { q?: string };
}

/** What a path parameter holds, where it is narrower than any string. */
interface ParamTypes {
  section: SettingsSection;
  type: FormType;
}

/** The parameters of a pattern, in order: '/admin/users/:member' → [member: string]. */
type ParamsOf<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? [...ParamsOf<Head>, ...ParamsOf<Tail>]
  : P extends `:${infer Name}`
    ? [Name extends keyof ParamTypes ? ParamTypes[Name] : string]
    : [];

type Builder<K extends keyof typeof patterns> = (
  ...args: [...ParamsOf<(typeof patterns)[K]>, ...(K extends keyof Queries ? [query?: Queries[K]] : [])]
) => string;

/** `?a=1&b=x`, without the empty and absent values; '' when none is left. */
function query(params: Readonly<Record<string, string | undefined>>): string {
  const pairs = Object.entries(params)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${encodeURIComponent(value!)}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** The pattern with its parameters filled in order (each encoded), then the query string if one is given. */
function fill(pattern: string, args: unknown[]): string {
  let i = 0;
  const path = pattern.replace(/:\w+/g, () => encodeURIComponent(String(args[i++])));
  const rest = args[i] as Readonly<Record<string, string | undefined>> | undefined;
  return rest ? `${path}${query(rest)}` : path;
}

/**
 * One builder per pattern, typed from it (`paths.adminStaffApplications(id)`, `paths.dashboard({ tab })`), made
 * from the table at start rather than written out: this module is on every visitor's first load.
 */
const built = Object.fromEntries(
  Object.entries(patterns).map(([name, pattern]) => [name, (...args: unknown[]) => fill(pattern, args)]),
) as { [K in keyof typeof patterns]: Builder<K> };

export const paths = {
  ...built,
  /** `/events/{slug}-{id}` (decision 0033); the id alone without a title. */
  event: (id: string, title = '') => detailPath('event', id, title),
  band: (id: string, title = '') => detailPath('band', id, title),
  restaurant: (id: string, title = '') => detailPath('restaurant', id, title),
  provider: (id: string, title = '') => detailPath('provider', id, title),
  product: (id: string, title = '') => detailPath('product', id, title),
  /** The members' page of a kind of package: Fete Packages or Fete Rides. */
  packagesPage: (kind: PackageKind) => (kind === 'ride' ? patterns.feteRides : patterns.fetePackages),
  /** The back-office manager of a kind of package. */
  adminPackagesOf: (kind: PackageKind) => (kind === 'ride' ? patterns.adminRides : patterns.adminPackages),
  /** The form builder of a package's or ride's form: create it, or edit the one it has. */
  adminFormBuilder: (type: FormType, id: string, mode: 'create' | 'edit') =>
    (mode === 'edit' ? built.adminFormEdit : built.adminFormCreate)(type, id),
};

/** Whether a location is in the back office (the side navigation's Admin Control group opens there). */
export const isAdminPath = (pathname: string) =>
  pathname === patterns.admin || pathname.startsWith(`${patterns.admin}/`);
