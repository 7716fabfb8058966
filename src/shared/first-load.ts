import { idFromSlugId } from './item-paths';

/**
 * What a visitor's first request of a public page needs before the page can show (decision 0025): the page's
 * own code (its route module, as `src/web/app/routes.tsx` lazy-loads it) and the API calls the page makes first,
 * exactly as the web app asks them. The server that hands out `index.html` writes preload links
 * for both into the page's head, so the browser fetches them beside the entry script instead of one after another.
 *
 * Only public pages here: a visitor must not download member or back-office code. A signed-in member's pages are
 * preloaded only once the server has found the session (`SIGNED_IN_LOADS` below, decision 0076).
 * API calls are preloaded only for a page address without a query string (filters, search, a later page): the
 * web app builds those URLs from the address, and a preload that does not match byte for byte is fetched twice.
 * `src/web/app/paths.test.tsx` checks the paths and modules against the router; `e2e/visitor/first-load.spec.ts`
 * checks that the browser uses every preload once and fetches nothing twice.
 */

/** Every page asks who is signed in first (`sessionQuery`, src/web/lib/auth.ts). */
export const SESSION_CALL = '/api/auth/get-session';
/** Every page's footer shows the site's contact details (`siteContactQuery`, src/web/features/site/api.ts). */
export const SITE_CONTACT_CALL = '/api/site/contact';
/**
 * The footer of the public pages shows the partners (`partnersQuery`, src/web/features/home/api.ts): a page drawn
 * on the server draws them too, from this answer, so the app asks nothing after taking the page over.
 */
export const PARTNERS_CALL = '/api/partners';

export interface FirstLoad {
  /** A route path as the router writes it: `/fete-guide`, `/events/:id`. */
  path: string;
  /** The route module, relative to src/web (the key of Vite's manifest). */
  module: string;
  /** The page's first API calls (besides the session) for an address without a query string. */
  calls?: (params: Record<string, string>) => string[];
  /**
   * Drawn on the server for a visitor (decision 0057, server/platform/server-render.ts): the page's HTML arrives
   * with the document, drawn from its calls' answers, which the document carries for the app to hydrate it with.
   * Only pages whose first screen is the same in every browser (no viewer's clock, zone or storage in it).
   */
  rendered?: true;
}

// Detail addresses carry `{slug}-{id}` (item-paths.ts); the page asks the API by the id alone.
const id = (params: Record<string, string>) => encodeURIComponent(idFromSlugId(params.id ?? ''));

// The home page's calls: the hero banners, the next carnival (seasonQuery()) and the featured lists, in the order
// of HOME_SECTIONS (shared/schemas/public.ts, not imported: it would bring zod into a visitor's first scripts).
const HOME_CALLS = [
  '/api/ads?position=hero',
  '/api/carnivals',
  ...['bands', 'events', 'destinations', 'marqet', 'eats', 'faces'].map((section) => `/api/home/${section}`),
];

// The shop's default range: from $0, no maximum (price-range.tsx).
const MARQET_FIRST_PAGE = '/api/products?page=1&minPrice=0';

export const FIRST_LOADS: readonly FirstLoad[] = [
  // The featured lists wait for the hero banners (home-page.tsx), then ask the next carnival and their six lists:
  // all preloaded, so the page's first render has them all. The hero's slides wait 1 s by design (§9).
  { path: '/', module: 'features/home/home-page.tsx', calls: () => HOME_CALLS, rendered: true },
  {
    path: '/fete-guide',
    module: 'features/events/fete-guide-page.tsx',
    calls: () => ['/api/events?page=1'],
    rendered: true,
  },
  { path: '/fete-travel', module: 'features/events/fete-travel-page.tsx' },
  { path: '/season', module: 'features/carnivals/season-page.tsx', calls: () => ['/api/carnivals'] },
  {
    path: '/season/:slug',
    module: 'features/carnivals/carnival-page.tsx',
    calls: (p) => [`/api/carnivals/${encodeURIComponent(p.slug ?? '')}`],
  },
  {
    path: '/events/:id',
    module: 'features/events/event-detail-page.tsx',
    calls: (p) => [`/api/events/${id(p)}`, `/api/events/${id(p)}/attendance`],
    rendered: true,
  },
  { path: '/create-event', module: 'features/events/create-event-page.tsx' },
  { path: '/fete-destinations', module: 'features/bands/fete-destinations-page.tsx' },
  { path: '/fete-destinations/compare', module: 'features/bands/compare/band-compare-page.tsx' },
  { path: '/bands/:id', module: 'features/bands/band-detail-page.tsx' },
  { path: '/fete-eats', module: 'features/restaurants/fete-eats-page.tsx' },
  { path: '/restaurants/:id', module: 'features/restaurants/restaurant-detail-page.tsx' },
  { path: '/fete-faces', module: 'features/faces/fete-faces-page.tsx' },
  { path: '/fete-faces/:id', module: 'features/faces/provider-detail-page.tsx' },
  {
    path: '/fete-marqet',
    module: 'features/marqet/fete-marqet-page.tsx',
    calls: () => [MARQET_FIRST_PAGE],
    rendered: true,
  },
  // A product's shared address: that product (shown first) and the shop's first page below it.
  {
    path: '/fete-marqet/:id',
    module: 'features/marqet/fete-marqet-page.tsx',
    calls: (p) => [`/api/products/${id(p)}`, MARQET_FIRST_PAGE],
  },
  { path: '/fete-packages', module: 'features/packages/fete-packages-page.tsx' },
  { path: '/fete-rides', module: 'features/packages/fete-rides-page.tsx' },
  { path: '/fete-nation', module: 'features/members/fete-nation-page.tsx' },
  { path: '/fete-nation/:id', module: 'features/members/member-detail-page.tsx' },
  { path: '/fete-id/verify', module: 'features/members/fete-id-verify-page.tsx' },
  { path: '/contact', module: 'features/site/contact-page.tsx' },
  { path: '/terms', module: 'features/site/site-page.tsx', calls: () => ['/api/site/pages/terms'] },
  { path: '/privacy', module: 'features/site/site-page.tsx', calls: () => ['/api/site/pages/privacy'] },
  // A plan shared read-only (decision 0050): anyone with the link.
  {
    path: '/my-carnival/shared/:token',
    module: 'features/plans/shared-plan-page.tsx',
    calls: (p) => [`/api/shared-plans/${p.token}`],
  },
  { path: '/signin', module: 'features/accounts/signin-page.tsx' },
  { path: '/signup', module: 'features/accounts/signup-page.tsx' },
  { path: '/reset-password', module: 'features/accounts/reset-password-page.tsx' },
  { path: '/verify-email', module: 'features/accounts/verify-email-page.tsx' },
];

/** A path parameter worth preloading with: ids and slugs, nothing that needs more than URL-safe characters. */
const SAFE_PARAM = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The page's first load for a request path, with its parameters; null for any path that is not a public page
 * (member and back-office pages, unknown paths) or whose parameters are not plain ids.
 */
export function matchFirstLoad(pathname: string): { load: FirstLoad; params: Record<string, string> } | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  for (const load of FIRST_LOADS) {
    const pattern = load.path === '/' ? [] : load.path.split('/').slice(1);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, i) => {
      const part = parts[i]!;
      if (!segment.startsWith(':')) return segment === part;
      if (!SAFE_PARAM.test(part)) return false;
      params[segment.slice(1)] = part;
      return true;
    });
    if (matches) return { load, params };
  }
  return null;
}

/**
 * What a signed-in member's first request of a member or back-office page needs (decision 0076): the page's
 * code and its first calls, preloaded by the document when the server has found the request's session, so
 * the browser fetches them beside the entry script instead of after it has run, the session has answered and
 * the page's code has come. Only for a viewer the page is for (`admin`: an administrator; otherwise any member);
 * anyone else's document for the address preloads none of it. The document names no private value: the same
 * links for every member (or every administrator), and the calls answer with the member's own data, as the app's.
 */
export interface SignedInLoad {
  path: string;
  /** The route modules, the back office's layout first (relative to src/web: the keys of Vite's manifest). */
  modules: readonly string[];
  /** The back office: for an administrator only. */
  admin?: true;
  /** The page's first calls, besides the shell's (`signedInShellCalls`), for an address without a query string. */
  calls: readonly string[];
}

/** A signed-in viewer, as the document's preloads need to know them. */
export type SignedInRole = 'member' | 'admin';

const ADMIN_LAYOUT = 'features/admin/admin-layout.tsx';

export const SIGNED_IN_LOADS: readonly SignedInLoad[] = [
  // The badges and the tabs' counts. Asked by the page itself: the Fete ID pass (issued afresh each time the card
  // mounts, it takes no answer from before: preloaded, it was asked twice) and the likes (a list asked page by page).
  {
    path: '/dashboard',
    modules: ['features/members/dashboard-page.tsx'],
    calls: [
      '/api/me/badges',
      '/api/me/form-submissions',
      '/api/me/staff-applications',
      '/api/me/receipts/status',
    ],
  },
  {
    path: '/admin/events',
    modules: [ADMIN_LAYOUT, 'features/events/admin/events-manager-page.tsx'],
    admin: true,
    calls: ['/api/admin/events?page=1', '/api/admin/deleted-event-reports'],
  },
];

/**
 * What the shell asks for a signed-in viewer on every page: the chat's unread count, the notifications, the
 * footer's partners, and, for a member who is not an administrator, the restaurants they own (the avatar menu).
 */
export const signedInShellCalls = (role: SignedInRole): string[] => [
  '/api/chat/unread',
  '/api/notifications',
  PARTNERS_CALL,
  ...(role === 'admin' ? [] : ['/api/me/restaurants']),
];

/** The signed-in page of `pathname` for a viewer of `role`; null when there is none, or it is not for them. */
export function matchSignedInLoad(pathname: string, role: SignedInRole | null): SignedInLoad | null {
  if (!role) return null;
  const path = pathname.replace(/\/+$/, '') || '/';
  return SIGNED_IN_LOADS.find((l) => l.path === path && (!l.admin || role === 'admin')) ?? null;
}
