import { expectNoViolations } from './a11y';
import { expect, test } from './test';

/**
 * The accessibility checks' own journey (a11y.ts): a page gets axe-core once, and a later check of the same
 * document still judges the page as it is then, not as the first check saw it. No server: the page is set here.
 */
test('an accessibility check gives the page axe once, and the next check sees what changed since', async ({
  page,
}) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1><p>A page.</p></main></body></html>',
  );
  await expectNoViolations(page, 'the page');
  // A mark on the page's axe: a check that evaluated axe's script again would replace it.
  await page.evaluate(() =>
    Object.assign((window as unknown as { axe: object }).axe, { markedByTheTest: true }),
  );

  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.querySelector('main')!.append(image);
  });
  const failure = await expectNoViolations(page, 'the page with an image').then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt');
  expect(
    await page.evaluate(
      () => (window as unknown as { axe: { markedByTheTest?: boolean } }).axe.markedByTheTest,
    ),
  ).toBe(true);
});
