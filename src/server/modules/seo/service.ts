import type { Thing } from 'schema-dts';
import { isDestinationCategory } from '../../../shared/event-rules';
import { detailPath, idFromSlugId, type DetailKind } from '../../../shared/item-paths';
import { AppError } from '../../../shared/errors';
import type { Deps } from '../../app-env';
import type { SharedPages } from '../../platform/shared-pages';
import { getBand } from '../bands/service';
import { getEvent } from '../events/service';
import { getProvider } from '../faces/service';
import { getPublicProduct } from '../marqet/service';
import { getRestaurant } from '../restaurants/service';
import { getSitePage } from '../site/service';
import { carnivalHead } from '../carnivals/service';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, summarize, type PageHead } from './head';
import { ogImageUrl, SITE_IMAGE_PATH } from './og-images';
import {
  bandData,
  breadcrumbs,
  eventData,
  organization,
  productData,
  providerData,
  restaurantData,
  SITE_NAME,
  webSite,
} from './structured-data';

/** What the server answers for a page address: its head, or a permanent redirect to the canonical address. */
export type PageAnswer = { head: PageHead; status: 200 | 404 } | { redirect: string };

interface ListPage {
  title: string;
  description: string;
  /** Visitors see "Members Only" there: no item of it in results. */
  noindex?: boolean;
}

/** The public list pages, in the order the sitemap names them; `/` is the home page. */
export const LIST_PAGES: Record<string, ListPage> = {
  '/': { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION },
  '/fete-guide': {
    title: 'Fete Guide',
    description:
      'Fetes, parties and concerts across the Caribbean: find one by country, date and time of day.',
  },
  '/fete-travel': {
    title: 'Fete Travel',
    description: 'Festival, carnival and cruise destinations across the Caribbean and beyond.',
  },
  '/fete-destinations': {
    title: 'Fete Destinations',
    description: 'Carnival bands: where they play, when, and how to register.',
  },
  '/fete-eats': {
    title: 'Fete Eats',
    description: 'Restaurants in Trinidad and Tobago, by cuisine and price.',
  },
  '/fete-faces': {
    title: 'Fete Faces',
    description: 'Makeup and beauty artists for carnival, rated by members.',
  },
  '/fete-marqet': {
    title: 'Fete Marqet',
    description: 'Carnival costumes, accessories and more from local sellers.',
  },
  '/fete-nation': { title: 'Fete Nation', description: 'The Fete member directory.' },
  '/season': {
    title: 'Carnival season',
    description:
      'The carnival year across the islands and the diaspora: every carnival’s main days, from Trinidad and Tobago to Junkanoo.',
  },
  '/contact': { title: 'Contact', description: 'How to reach the Fete team: e-mail and social accounts.' },
  '/fete-packages': { title: 'Fete Packages', description: 'Carnival packages for members.', noindex: true },
  '/fete-rides': { title: 'Fete Rides', description: 'Rides to the fete for members.', noindex: true },
  '/create-event': { title: 'Create an event', description: DEFAULT_DESCRIPTION, noindex: true },
  '/signin': { title: 'Sign in', description: DEFAULT_DESCRIPTION, noindex: true },
  '/signup': { title: 'Sign up', description: DEFAULT_DESCRIPTION, noindex: true },
  '/reset-password': { title: 'Reset password', description: DEFAULT_DESCRIPTION, noindex: true },
  '/fete-id/verify': { title: 'Fete ID', description: DEFAULT_DESCRIPTION, noindex: true },
};

const DETAIL_ROUTES: { prefix: string; kind: DetailKind }[] = [
  { prefix: 'events', kind: 'event' },
  { prefix: 'bands', kind: 'band' },
  { prefix: 'restaurants', kind: 'restaurant' },
  { prefix: 'fete-faces', kind: 'provider' },
  { prefix: 'fete-marqet', kind: 'product' },
];

/** The stored pages (decision 0045): their head is their title and the start of their text, as last edited. */
const SITE_PAGES: Record<string, 'terms' | 'privacy'> = { '/terms': 'terms', '/privacy': 'privacy' };

const titled = (name: string) => `${name} · ${SITE_NAME}`;

export function createPageHeads(deps: Deps, origin: string) {
  const siteImage = `${origin}${SITE_IMAGE_PATH}`;
  const imageFor = (imageUrl: string | null) => ogImageUrl(deps.storage, origin, imageUrl) ?? siteImage;

  /** Members-only, back-office and unknown pages: the site's own head, `noindex`, nothing of any item. */
  const privatePage = (status: 200 | 404 = 200): PageAnswer => ({
    head: {
      title: DEFAULT_TITLE,
      description: DEFAULT_DESCRIPTION,
      image: siteImage,
      type: 'website',
      noindex: true,
    },
    status,
  });

  async function detail(kind: DetailKind, segment: string, pages: SharedPages): Promise<PageAnswer> {
    const id = idFromSlugId(segment);
    const found = await loadDetail(kind, id, pages);
    if (!found) return privatePage(404);
    const path = detailPath(kind, id, found.name);
    if (segment !== path.slice(path.lastIndexOf('/') + 1)) return { redirect: path };
    const url = `${origin}${path}`;
    const image = imageFor(found.imageUrl);
    return {
      head: {
        title: titled(found.name),
        description: summarize(found.description) || DEFAULT_DESCRIPTION,
        path,
        image,
        type: found.type,
        jsonLd: [
          found.data(url, image),
          breadcrumbs(origin, [
            { name: SITE_NAME, path: '/' },
            { name: LIST_PAGES[found.list]!.title, path: found.list },
            { name: found.name, path },
          ]),
        ],
      },
      status: 200,
    };
  }

  async function loadDetail(kind: DetailKind, id: string, pages: SharedPages) {
    const { db } = deps;
    try {
      switch (kind) {
        case 'event': {
          const { event: e } = await getEvent(db, null, id, pages);
          const destination = isDestinationCategory(e.category);
          return {
            name: e.title,
            description: e.description,
            imageUrl: e.imageUrl,
            type: 'article' as const,
            list: destination ? '/fete-travel' : '/fete-guide',
            data: (url: string, image: string): Thing => eventData(origin, e, url, image),
          };
        }
        case 'band': {
          const { band: b } = await getBand(db, null, id, pages);
          return {
            name: b.name,
            description: b.description,
            imageUrl: b.imageUrl,
            type: 'article' as const,
            list: '/fete-destinations',
            data: (url: string, image: string): Thing => bandData(b, url, image),
          };
        }
        case 'restaurant': {
          const { restaurant: r } = await getRestaurant(db, null, id, pages);
          return {
            name: r.name,
            description: r.description,
            imageUrl: r.imageUrl,
            type: 'article' as const,
            list: '/fete-eats',
            data: (url: string, image: string): Thing => restaurantData(r, url, image),
          };
        }
        case 'provider': {
          const { provider: p } = await getProvider(db, null, id, pages);
          return {
            name: `${p.firstName} ${p.lastName}`,
            description: p.bio || `${p.services.join(', ')} · ${p.location}`,
            imageUrl: p.avatarUrl,
            type: 'profile' as const,
            list: '/fete-faces',
            data: (url: string, image: string): Thing => providerData(p, url, image),
          };
        }
        case 'product': {
          const p = await getPublicProduct(db, id, pages);
          if (!p) return null;
          return {
            name: p.name,
            description: p.description,
            imageUrl: p.imageUrl,
            type: 'product' as const,
            list: '/fete-marqet',
            data: (url: string, image: string): Thing => productData(p, url, image),
          };
        }
      }
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return null;
      throw err;
    }
  }

  async function sitePage(path: string): Promise<ListPage | undefined> {
    const slug = SITE_PAGES[path];
    if (!slug) return undefined;
    const page = await getSitePage(deps.db, slug);
    return { title: page.title, description: summarize(page.body) || DEFAULT_DESCRIPTION };
  }

  /** A carnival's page: its name, its next main days and its picture; an unknown one is the site's 404 head. */
  async function carnivalPageHead(slug: string): Promise<PageAnswer> {
    const found = await carnivalHead(deps.db, slug);
    if (!found) return privatePage(404);
    const path = `/season/${found.slug}`;
    const days = found.occurrence.days.map((d) => `${d.name} ${d.date}`).join(', ');
    return {
      head: {
        title: titled(found.name),
        description: summarize(`${found.territory}: ${days}. ${found.description}`),
        path,
        image: imageFor(found.imageUrl),
        type: 'website',
        jsonLd: [
          breadcrumbs(origin, [
            { name: SITE_NAME, path: '/' },
            { name: LIST_PAGES['/season']!.title, path: '/season' },
            { name: found.name, path },
          ]),
        ],
      },
      status: 200,
    };
  }

  /** The head (or redirect) for a page address, as a visitor sees it: the same for everyone who asks. */
  return async function resolve(pathname: string, pages: SharedPages): Promise<PageAnswer> {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const list = LIST_PAGES[path] ?? (await sitePage(path));
    if (list) {
      const image = siteImage;
      const jsonLd: Thing[] =
        path === '/'
          ? [organization(origin), webSite(origin)]
          : [
              breadcrumbs(origin, [
                { name: SITE_NAME, path: '/' },
                { name: list.title, path },
              ]),
            ];
      return {
        head: {
          title: path === '/' ? list.title : titled(list.title),
          description: list.description,
          path: list.noindex ? undefined : path,
          image,
          type: 'website',
          noindex: list.noindex,
          jsonLd: list.noindex ? undefined : jsonLd,
        },
        status: 200,
      };
    }
    const parts = path.split('/').slice(1);
    if (parts.length === 2 && parts[0] === 'season') return carnivalPageHead(decodeSegment(parts[1]!));
    if (parts.length === 2) {
      const route = DETAIL_ROUTES.find((r) => r.prefix === parts[0]);
      if (route) return detail(route.kind, decodeSegment(parts[1]!), pages);
    }
    return privatePage();
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
