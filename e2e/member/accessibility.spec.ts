import { demoMember, signInThroughApi } from '../support/accounts';
import { expectAccessibleAt, pageReady } from '../support/a11y';
import { DESKTOP, PHONE } from '../support/shell';
import { test } from '../support/test';

// One test per page, at both widths: each is short, and a slow one names its page (issue #19).
test.describe('a signed-in member’s dashboard and settings pass the WCAG A/AA checks at 1280 and 390 px', () => {
  for (const path of ['/dashboard', '/settings/profile', '/settings/location', '/settings/password']) {
    test(path, async ({ page }) => {
      await signInThroughApi(page, demoMember.email, demoMember.password);
      await expectAccessibleAt(page, path, pageReady(), [DESKTOP, PHONE]);
    });
  }
});
