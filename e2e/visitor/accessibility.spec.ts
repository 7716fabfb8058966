import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessibleAt, pageReady } from '../support/a11y';
import { bands, listAll, providers, restaurants } from '../support/catalogue';
import { DESKTOP, PHONE } from '../support/shell';
import { expect, test } from '../support/test';
import type { EventItem } from '../../src/shared/schemas/public';

/** A demo item of each kind with a page of its own. */
async function demoItems(request: APIRequestContext) {
  const [event] = (await listAll<EventItem>(request, '/api/events')).items;
  const [band] = (await bands(request)).items;
  const [restaurant] = (await restaurants(request)).items;
  const [provider] = (await providers(request)).items;
  if (!event || !band || !restaurant || !provider) throw new Error('the demo data has one of each');
  return { event, band, restaurant, provider };
}

type Items = Awaited<ReturnType<typeof demoItems>>;

/** Each public page: its address and what says it has loaded. One test each, so the two workers share them. */
const PAGES: Array<[string, (items: Items) => string, (items: Items) => (page: Page) => Promise<void>]> = [
  [
    'home',
    () => '/',
    () => async (p) => expect(p.getByRole('heading', { name: 'Top Carnival Bands' })).toBeVisible(),
  ],
  ['Fete Guide', () => '/fete-guide', () => pageReady('Fete Guide')],
  ['Fete Travel', () => '/fete-travel', () => pageReady()],
  ['Fete Destinations', () => '/fete-destinations', () => pageReady()],
  ['Fete Eats', () => '/fete-eats', () => pageReady('Fete Eats')],
  ['Fete Faces', () => '/fete-faces', () => pageReady('Fete Faces')],
  ['Fete Marqet', () => '/fete-marqet', () => pageReady('Fete Marqet')],
  ['an event', (i) => `/events/${i.event.id}`, (i) => pageReady(i.event.title)],
  ['a band', (i) => `/bands/${i.band.id}`, (i) => pageReady(i.band.name)],
  ['a restaurant', (i) => `/restaurants/${i.restaurant.id}`, (i) => pageReady(i.restaurant.name)],
  [
    'a provider',
    (i) => `/fete-faces/${i.provider.id}`,
    (i) => pageReady(`${i.provider.firstName} ${i.provider.lastName}`),
  ],
  ['sign in', () => '/signin', () => pageReady()],
  ['sign up', () => '/signup', () => pageReady()],
  ['page not found', () => '/no-such-page', () => pageReady()],
];

test.describe('the public pages pass the WCAG A/AA checks at 1280 and 390 px', () => {
  for (const [name, path, ready] of PAGES) {
    test(name, async ({ page, request }) => {
      const items = await demoItems(request);
      await expectAccessibleAt(page, path(items), ready(items), [DESKTOP, PHONE]);
    });
  }
});
