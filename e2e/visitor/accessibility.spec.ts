import type { Page } from '@playwright/test';
import { expectAccessible, pageReady } from '../support/a11y';
import { bands, listAll, providers, restaurants } from '../support/catalogue';
import { DESKTOP, PHONE } from '../support/shell';
import { expect, test } from '../support/test';
import type { EventItem } from '../../src/shared/schemas/public';

test.use({ reducedMotion: 'reduce' });

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`the public lists, detail and account pages pass the WCAG A/AA checks on ${label}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const [event] = (await listAll<EventItem>(request, '/api/events')).items;
    const [band] = (await bands(request)).items;
    const [restaurant] = (await restaurants(request)).items;
    const [provider] = (await providers(request)).items;
    if (!event || !band || !restaurant || !provider) throw new Error('the demo data has one of each');

    const pages: Array<[string, (page: Page) => Promise<void>]> = [
      ['/', async (p) => expect(p.getByRole('heading', { name: 'Top Carnival Bands' })).toBeVisible()],
      ['/fete-guide', pageReady('Fete Guide')],
      ['/fete-travel', pageReady()],
      ['/fete-destinations', pageReady()],
      ['/fete-eats', pageReady('Fete Eats')],
      ['/fete-faces', pageReady('Fete Faces')],
      ['/fete-marqet', pageReady('Fete Marqet')],
      [`/events/${event.id}`, pageReady(event.title)],
      [`/bands/${band.id}`, pageReady(band.name)],
      [`/restaurants/${restaurant.id}`, pageReady(restaurant.name)],
      [`/fete-faces/${provider.id}`, pageReady(`${provider.firstName} ${provider.lastName}`)],
      ['/signin', pageReady()],
      ['/signup', pageReady()],
      ['/no-such-page', pageReady()],
    ];
    for (const [path, ready] of pages) await expectAccessible(page, path, ready);
  });
}
