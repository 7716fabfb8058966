import { demoMember, signInThroughApi } from '../support/accounts';
import { expectAccessible, pageReady } from '../support/a11y';
import { DESKTOP, PHONE } from '../support/shell';
import { test } from '../support/test';

test.use({ reducedMotion: 'reduce' });

// One test per page and viewport: each is short, and a slow one names its page (issue #19).
for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`a signed-in member’s dashboard and settings pass the WCAG A/AA checks on ${label}`, () => {
    for (const path of ['/dashboard', '/settings/profile', '/settings/location', '/settings/password']) {
      test(path, async ({ page }) => {
        await signInThroughApi(page, demoMember.email, demoMember.password);
        await page.setViewportSize(viewport);
        await expectAccessible(page, path, pageReady());
      });
    }
  });
}
