import type {
  BreadcrumbList,
  Event,
  Graph,
  Organization,
  Person,
  Product,
  Restaurant,
  Thing,
  WebSite,
} from 'schema-dts';
import type { BandItem } from '../../../shared/domains/bands';
import type { EventItem } from '../../../shared/domains/events';
import type { ProviderItem } from '../../../shared/domains/faces';
import type { ProductItem } from '../../../shared/domains/marqet';
import type { RestaurantPlace } from '../../../shared/domains/restaurants';
import { addDays, wallClockInstant } from '../../../shared/time';

/**
 * schema.org descriptions of the public pages (JSON-LD), built from schema-dts's types so a misspelt property
 * or a wrong value type fails the type check; seo.test.ts checks each type's required properties. Only what a
 * visitor sees on the page goes in: never the organiser's member account, never members-only links.
 */

export const SITE_NAME = 'Fete';

export function organization(origin: string): Organization {
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/og/fete.png`,
  };
}

export function webSite(origin: string): WebSite {
  return {
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${origin}/`,
    publisher: { '@id': `${origin}/#organization` },
  };
}

export function breadcrumbs(origin: string, trail: { name: string; path: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: `${origin}${step.path}`,
    })),
  };
}

/** `YYYY-MM-DDTHH:MM:SS±HH:MM`: the wall-clock time in the event's zone with that zone's offset on that day. */
export function isoWithOffset(date: string, time: string, timeZone: string): string {
  const hms = time.length === 5 ? `${time}:00` : time;
  // The zone's offset on that day: how far the wall clock is from the instant it shows (shared/time.ts).
  const offset = Math.round(
    (Date.parse(`${date}T${hms}Z`) - wallClockInstant(date, hms, timeZone).getTime()) / 60_000,
  );
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${date}T${hms}${sign}${hh}:${mm}`;
}

/** Where an event, band or restaurant is: the place's name and its address as the site records it. */
function place(item: { location: string; state: string; country: string }) {
  return {
    '@type': 'Place' as const,
    name: item.location,
    address: {
      '@type': 'PostalAddress' as const,
      streetAddress: item.location,
      addressRegion: item.state || undefined,
      addressCountry: item.country,
    },
  };
}

const price = (cents: number) => (cents / 100).toFixed(2);

export function eventData(origin: string, e: EventItem, url: string, image: string): Event {
  // An end time before the start time without an end date means the fete runs past midnight.
  const endDate = e.endDate ?? (e.endTime < e.startTime ? addDays(e.date, 1) : e.date);
  return {
    '@type': 'Event',
    name: e.title,
    description: e.description || undefined,
    startDate: isoWithOffset(e.date, e.startTime, e.timeZone),
    endDate: isoWithOffset(endDate, e.endTime, e.timeZone),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place(e),
    image: [image],
    url,
    offers: {
      '@type': 'Offer',
      price: price(e.priceCents),
      priceCurrency: 'USD',
      url: e.ticketUrl ?? url,
      availability: 'https://schema.org/InStock',
      validFrom: isoWithOffset(e.date, '00:00', e.timeZone).slice(0, 10),
    },
    organizer: {
      '@id': `${origin}/#organization`,
      '@type': 'Organization',
      name: SITE_NAME,
      url: `${origin}/`,
    },
  };
}

export function bandData(b: BandItem, url: string, image: string): Event {
  return {
    '@type': 'Event',
    name: b.name,
    description: b.description || undefined,
    startDate: b.startDate,
    endDate: b.endDate ?? b.startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    location: place(b),
    image: [image],
    url,
    ...(b.totalRatings > 0 && b.rating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: b.rating,
            ratingCount: b.totalRatings,
            bestRating: 5,
          },
        }
      : {}),
  };
}

export function restaurantData(r: RestaurantPlace, url: string, image: string): Restaurant {
  return {
    '@type': 'Restaurant',
    name: r.name,
    description: r.description || undefined,
    address: place(r).address,
    // Its coordinates when recorded (the same the page's "Open in Maps" searches).
    geo:
      r.latitude !== null && r.longitude !== null
        ? { '@type': 'GeoCoordinates', latitude: r.latitude, longitude: r.longitude }
        : undefined,
    servesCuisine: r.cuisine,
    priceRange: r.priceRange,
    openingHours: `Mo-Su ${r.openingTime.slice(0, 5)}-${r.closingTime.slice(0, 5)}`,
    image: [image],
    url,
  };
}

export function providerData(p: ProviderItem, url: string, image: string): Person {
  return {
    '@type': 'Person',
    name: `${p.firstName} ${p.lastName}`,
    description: p.bio || undefined,
    jobTitle: p.services.join(', ') || undefined,
    homeLocation: place(p),
    image,
    url,
  };
}

export function productData(p: ProductItem, url: string, image: string): Product {
  return {
    '@type': 'Product',
    name: p.name,
    description: p.description || undefined,
    brand: p.brand ? { '@type': 'Brand', name: p.brand } : undefined,
    category: p.category,
    image: [image],
    url,
    offers: {
      '@type': 'Offer',
      price: price(p.priceCents),
      priceCurrency: 'USD',
      availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: p.externalUrl ?? url,
    },
  };
}

/** One `<script type="application/ld+json">` body for the page's things. */
export function graph(things: Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': things as Graph['@graph'] };
}

/**
 * JSON for inside a `<script>` element: `<` (so `</script>` and `<!--` cannot end or change it), `>`, `&` and
 * the two line separators JavaScript once refused are written as \u escapes, which JSON reads back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
