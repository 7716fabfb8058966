import { createMember, newMember } from '../support/accounts';
import { accountButton, openAccountMenu } from '../support/shell';
import { expect, test } from '../support/test';

/**
 * Markup typed into free-text fields comes back as text: nothing in it runs, loads or becomes an element.
 * The corpus covers the usual breakouts (tags, attributes, URLs, template and entity tricks).
 */
const CORPUS = [
  `<img src=x onerror="window.__xss=1">`,
  `"><script>window.__xss=1</script>`,
  `<svg onload=window.__xss=1>`,
  `javascript:window.__xss=1`,
  `{{constructor.constructor('window.__xss=1')()}}`,
  `&lt;b&gt;bold&lt;/b&gt; <b>bold</b>`,
  `<a href="javascript:window.__xss=1">link</a>`,
];

test('markup in a member’s name, location and searches shows as text and never runs', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const [first, last, locality] = [CORPUS[0]!, CORPUS[1]!, CORPUS[2]!];
  await createMember(page.request, newMember('xss', { firstName: first, lastName: last, locality }));
  const main = page.getByRole('main');

  await page.goto('/dashboard');
  await expect(main.getByText(`Welcome back, ${first}.`, { exact: true })).toBeVisible();
  await expect(accountButton(page)).toHaveAccessibleName(`Account for ${first} ${last}`);
  await openAccountMenu(page);
  await expect(page.getByRole('banner').getByText(`${first} ${last}`).first()).toBeVisible();

  await page.goto('/settings/location');
  await expect(main.getByLabel('Locality')).toHaveValue(locality);

  // Searches are echoed into the address, the search box and the result text.
  for (const payload of CORPUS.slice(3)) {
    await page.goto(`/fete-guide?q=${encodeURIComponent(payload)}`);
    await expect(main.getByRole('searchbox').first()).toHaveValue(payload);
  }

  // Nothing ran, and no element came from the payloads.
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await page.goto('/dashboard');
  expect(await page.locator('main img[src="x"], main svg[onload], main script').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
