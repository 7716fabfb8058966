import { randomUUID } from 'node:crypto';
import { addDays, currentOrNext } from '../../shared/carnival-dates';
import { bandInput } from '../db/factories/bands';
import { eventDiscountInput, eventInput } from '../db/factories/events';
import { providerInput, testimonialInput } from '../db/factories/faces';
import { productInput } from '../db/factories/marqet';
import {
  menuItemInput,
  restaurantDiscountInput,
  restaurantInput,
  restaurantPhotoInput,
} from '../db/factories/restaurants';
import { cents, dateFromToday, daysFromNow, slug } from '../db/factories/util';
import type {
  NewBandRating,
  NewCarnival,
  NewCarnivalBand,
  NewEvent,
  NewEventDiscount,
  NewMarketProduct,
  NewProvider,
  NewProviderRating,
  NewRestaurant,
  NewRestaurantDiscount,
  NewRestaurantMenuItem,
  NewRestaurantPhoto,
  NewTestimonialImage,
} from '../db/schema';
import type { DemoAccounts } from './accounts';
import { DEMO_BANDS } from './content/bands';
import { DEMO_CARNIVALS, demoCarnivalOf } from './content/carnivals';
import { DEMO_EVENTS } from './content/events';
import { DEMO_CLIENT_NAMES, DEMO_PROVIDERS, DEMO_TESTIMONIAL_CAPTIONS } from './content/faces';
import { DEMO_PRODUCTS } from './content/marqet';
import { DEMO_MENUS, DEMO_RESTAURANTS } from './content/restaurants';
import type { DemoImages } from './images';

/** The public catalogue: events, bands, restaurants, providers and products, with their children. */
export interface Listings {
  carnivals: NewCarnival[];
  events: NewEvent[];
  eventDiscounts: NewEventDiscount[];
  bands: NewCarnivalBand[];
  bandRatings: NewBandRating[];
  restaurants: NewRestaurant[];
  menuItems: NewRestaurantMenuItem[];
  restaurantPhotos: NewRestaurantPhoto[];
  restaurantDiscounts: NewRestaurantDiscount[];
  providers: NewProvider[];
  testimonials: NewTestimonialImage[];
  providerRatings: NewProviderRating[];
  products: NewMarketProduct[];
  /** Ids of the items the home page features, per featured item type. */
  featured: { event: string[]; band: string[]; restaurant: string[]; face: string[]; marqet: string[] };
}

const handle = (name: string) => slug(name).replace(/-/g, '');

export function buildListings(images: DemoImages, accounts: DemoAccounts, today: Date): Listings {
  const featured: Listings['featured'] = { event: [], band: [], restaurant: [], face: [], marqet: [] };
  // Members who created an event themselves; the rest were added by the administrator.
  const memberEvents = new Set(['White Linen Rooftop Lime', 'Calypso Tent Revival']);

  const carnivals = DEMO_CARNIVALS.map((c, order): NewCarnival => ({
    id: randomUUID(),
    slug: c.slug,
    name: c.name,
    territory: c.territory,
    description: c.description,
    imageUrl: images.url(`carnival-${c.name}`, 'card', c.name),
    rule: c.rule,
    sortOrder: order,
  }));
  const carnivalOf = (place: { country: string; state: string }) => {
    const slug = demoCarnivalOf(place);
    return carnivals.find((c) => c.slug === slug)?.id ?? null;
  };

  // A carnival weekend's fetes follow the carnival's dates; the others are days from the seeding day.
  const dateOf = (e: (typeof DEMO_EVENTS)[number]) => {
    const rule = DEMO_CARNIVALS.find((c) => c.slug === demoCarnivalOf(e))?.rule;
    if (e.carnivalDay === undefined || !rule) return dateFromToday(e.day, today);
    return addDays(currentOrNext(rule, dateFromToday(0, today)).start, e.carnivalDay);
  };
  const eventDiscounts: NewEventDiscount[] = [];
  const events = DEMO_EVENTS.map((e) => {
    const id = randomUUID();
    if (e.featured) featured.event.push(id);
    if (e.discount) {
      eventDiscounts.push(
        eventDiscountInput(id, {
          ...e.discount,
          validFrom: daysFromNow(-7, today),
          validUntil: daysFromNow(Math.max(e.day, 1), today),
        }),
      );
    }
    const ticketed = e.price > 0;
    return eventInput({
      id,
      title: e.title,
      description: e.description,
      category: e.category,
      location: e.location,
      state: e.state,
      country: e.country,
      date: dateOf(e),
      endDate: e.span ? addDays(dateOf(e), e.span) : null,
      startTime: e.start,
      endTime: e.end,
      priceCents: cents(e.price),
      capacity: e.capacity ?? null,
      imageUrl: images.url(`event-${e.title}`, 'card', e.title),
      ticketUrl: ticketed ? `https://tickets.fete.example/${slug(e.title)}` : null,
      feteIdTicketUrl: ticketed ? `https://tickets.fete.example/${slug(e.title)}?pay=fete-id` : null,
      instagramUrl: `https://www.instagram.com/${handle(e.title)}`,
      feteRideUrl: e.ride ? '/fete-rides' : null,
      organizerId: memberEvents.has(e.title) ? accounts.member : accounts.admin,
      carnivalId: carnivalOf(e),
    });
  });

  const bandRatings: NewBandRating[] = [];
  const bands = DEMO_BANDS.map((b, i) => {
    const id = randomUUID();
    if (b.featured) featured.band.push(id);
    const raters = accounts.community.slice(0, 2 + (i % 5));
    const ratings = raters.map((userId, j) => ({ bandId: id, userId, rating: 3 + ((i + j) % 3) }));
    bandRatings.push(...ratings);
    const site = `https://${slug(b.name)}.example`;
    const startDate = dateFromToday(b.day, today);
    return bandInput({
      id,
      name: b.name,
      description: b.description,
      location: b.location,
      state: b.state,
      country: b.country,
      year: Number(startDate.slice(0, 4)),
      startDate,
      endDate: dateFromToday(b.day + b.span, today),
      imageUrl: images.url(`band-${b.name}`, 'card', b.name),
      websiteUrl: site,
      instagramUrl: `https://www.instagram.com/${handle(b.name)}`,
      registrationUrl: b.notOpen ? null : `${site}/register`,
      feteIdRegistrationUrl: b.feteId && !b.notOpen ? `${site}/register?via=fete-id` : null,
      priceFromCents: b.price ? cents(b.price[0]) : null,
      priceToCents: b.price ? cents(b.price[1]) : null,
      carnivalId: carnivalOf(b),
      ratingTotal: ratings.reduce((sum, r) => sum + r.rating, 0),
      ratingCount: ratings.length,
    });
  });

  const menuItems: NewRestaurantMenuItem[] = [];
  const restaurantPhotos: NewRestaurantPhoto[] = [];
  const restaurantDiscounts: NewRestaurantDiscount[] = [];
  const restaurants = DEMO_RESTAURANTS.map((r, i) => {
    const id = randomUUID();
    if (r.featured) featured.restaurant.push(id);
    DEMO_MENUS[r.cuisine].forEach((dish, order) =>
      menuItems.push(
        menuItemInput(id, {
          name: dish.name,
          description: dish.description,
          category: dish.category,
          priceCents: cents(dish.price),
          sortOrder: order,
        }),
      ),
    );
    ['The dining room', 'From the kitchen'].forEach((caption, order) =>
      restaurantPhotos.push(
        restaurantPhotoInput(id, {
          imageUrl: images.url(`restaurant-${r.name}-photo-${order + 1}`, 'card', `${r.name} ${caption}`),
          caption,
          sortOrder: order,
        }),
      ),
    );
    if (r.discount) {
      restaurantDiscounts.push(
        restaurantDiscountInput(id, {
          percentage: r.discount.percentage,
          description: r.discount.description,
          validFrom: daysFromNow(r.discount.expired ? -60 : -7, today),
          validUntil: daysFromNow(r.discount.expired ? -2 : 45 + i, today),
        }),
      );
    }
    return restaurantInput({
      id,
      name: r.name,
      description: r.description,
      location: r.location,
      state: r.state,
      country: r.country,
      cuisine: r.cuisine,
      priceRange: r.priceRange,
      latitude: r.latitude,
      longitude: r.longitude,
      openingTime: r.opens,
      closingTime: r.closes,
      imageUrl: images.url(`restaurant-${r.name}`, 'card', r.name),
      websiteUrl: `https://${slug(r.name)}.example`,
      instagramUrl: `https://www.instagram.com/${handle(r.name)}`,
      eatNowUrl: `https://order.fete.example/${handle(r.name)}`,
      // The demo member runs the first restaurant, so the owner's page has something to manage.
      ownerId: i === 0 ? accounts.member : null,
    });
  });

  const testimonials: NewTestimonialImage[] = [];
  const providerRatings: NewProviderRating[] = [];
  const providers = DEMO_PROVIDERS.map((p, i) => {
    const id = randomUUID();
    const name = `${p.firstName} ${p.lastName}`;
    if (p.featured) featured.face.push(id);
    const ratings = p.ratings.map((rating, j) => ({
      providerId: id,
      userId: accounts.community[j % accounts.community.length]!,
      rating,
      comment: rating >= 5 ? 'My makeup lasted the whole day on the road!' : 'Lovely work, arrived on time.',
    }));
    providerRatings.push(...ratings);
    for (let order = 0; order < 2; order++) {
      const caption = DEMO_TESTIMONIAL_CAPTIONS[(i + order) % DEMO_TESTIMONIAL_CAPTIONS.length]!;
      testimonials.push(
        testimonialInput(id, {
          imageUrl: images.url(`testimonial-${name}-${order + 1}`, 'square', `${name} ${caption}`),
          caption,
          clientName: DEMO_CLIENT_NAMES[(i * 2 + order) % DEMO_CLIENT_NAMES.length]!,
          service: p.services[order % p.services.length]!,
          sortOrder: order,
        }),
      );
    }
    return providerInput({
      id,
      firstName: p.firstName,
      lastName: p.lastName,
      bio: p.bio,
      services: p.services,
      servicePrices: Object.fromEntries(p.services.map((s, j) => [s, cents(p.prices[j] ?? 0)])),
      location: p.location,
      state: p.state,
      country: p.country,
      avatarUrl: images.url(`provider-${name}`, 'avatar', name),
      instagramUrl: `https://www.instagram.com/${handle(`${name} beauty`)}`,
      bookingUrl: p.noBooking ? null : `https://book.fete.example/${handle(name)}`,
      ratingTotal: ratings.reduce((sum, r) => sum + r.rating, 0),
      ratingCount: ratings.length,
    });
  });

  const products = DEMO_PRODUCTS.map((p, i) => {
    const id = randomUUID();
    if (p.featured) featured.marqet.push(id);
    return productInput({
      id,
      name: p.name,
      description: p.description,
      brand: p.brand,
      category: p.category,
      priceCents: cents(p.price),
      sizes: p.sizes ?? [],
      colors: p.colors ?? [],
      inStock: !p.outOfStock,
      externalUrl: `https://${slug(p.brand)}.example/products/${slug(p.name)}`,
      imageUrl: images.url(`product-${p.name}`, 'square', p.name),
      // Newest first in the shop: spread the creation times over the last month.
      createdAt: daysFromNow(-i, today),
      updatedAt: daysFromNow(-i, today),
    });
  });

  return {
    carnivals,
    events,
    eventDiscounts,
    bands,
    bandRatings,
    restaurants,
    menuItems,
    restaurantPhotos,
    restaurantDiscounts,
    providers,
    testimonials,
    providerRatings,
    products,
    featured,
  };
}
