import { admin, originHeader, signInThroughApi } from '../support/accounts';
import { openFilters, showing } from '../support/catalogue';
import { expect, test } from '../support/test';

test('Fete Destinations and Fete Travel have the Fete Guide’s Upcoming / Past switch', async ({
  page,
  browser,
}) => {
  // A band that ended long ago, made for this journey (and removed at the end).
  const tag = `past${Date.now().toString(36)}`;
  await signInThroughApi(page, admin.email, admin.password);
  const made = await page.request.post('/api/admin/bands', {
    headers: originHeader(),
    data: { name: `Old Mas ${tag}`, country: 'Trinidad', startDate: '2020-02-24', endDate: '2020-02-25' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const band = (await made.json()) as { id: string };

  const context = await browser.newContext();
  const visitor = await context.newPage();
  const main = visitor.getByRole('main');
  try {
    // Upcoming by default: the past band is not there.
    await visitor.goto(`/fete-destinations?q=${tag}`);
    await expect(main.getByText('No bands found')).toBeVisible();
    await openFilters(visitor);
    const past = main.getByRole('button', { name: 'Past', exact: true });
    await expect(main.getByRole('button', { name: 'Upcoming', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await past.click();
    await expect(visitor).toHaveURL(/when=past/);
    await expect(past).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByRole('heading', { name: `Old Mas ${tag}` })).toBeVisible();
    await showing(visitor, 1, 'past band');
    await main.getByRole('button', { name: 'Upcoming', exact: true }).click();
    await expect(visitor).not.toHaveURL(/when=past/);
    await expect(main.getByText('No bands found')).toBeVisible();

    // Fete Travel: the same switch, answered by the server's when=past.
    const pastTrips = (await (await visitor.request.get('/api/destinations?when=past')).json()) as {
      total: number;
    };
    await visitor.goto('/fete-travel');
    await openFilters(visitor);
    await main.getByRole('button', { name: 'Past', exact: true }).click();
    await expect(visitor).toHaveURL(/when=past/);
    if (pastTrips.total > 0) await showing(visitor, pastTrips.total, 'past destination');
    else await expect(main.getByText('No destinations found')).toBeVisible();
  } finally {
    await context.close();
    await page.request.delete(`/api/admin/bands/${band.id}`, { headers: originHeader() });
  }
});
