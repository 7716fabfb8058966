import { demoMember, signInThroughApi } from '../support/accounts';
import { expectAccessible, pageReady } from '../support/a11y';
import { DESKTOP, PHONE } from '../support/shell';
import { test } from '../support/test';

test.use({ reducedMotion: 'reduce' });

test('a signed-in member’s dashboard and settings pass the WCAG A/AA checks on desktop and phone', async ({
  page,
}) => {
  await signInThroughApi(page, demoMember.email, demoMember.password);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    for (const path of ['/dashboard', '/settings/profile', '/settings/location', '/settings/password']) {
      await expectAccessible(page, path, pageReady());
    }
  }
});
