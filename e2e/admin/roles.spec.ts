import { admin, createMember, newMember, submitSignIn } from '../support/accounts';
import { screenshot } from '../support/shell';
import { expect, test } from '../support/test';

test('only the administrator reaches the back office and the Admin Control menu', async ({ page }) => {
  const sideNav = page.getByRole('navigation', { name: 'Main' });
  const adminControl = sideNav.getByRole('button', { name: 'Admin Control' });

  // The server decides: a visitor is asked to sign in…
  expect((await page.request.get('/api/admin/users')).status()).toBe(401);

  // …a member is refused, and the pages send the member home.
  await createMember(page.request, newMember('roles'));
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  for (const path of ['/admin', '/admin/events']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
  }
  await expect(sideNav.getByRole('link', { name: 'Fete Guide' })).toBeVisible();
  await expect(sideNav.getByText('Admin Control')).toHaveCount(0);

  // The administrator signs in (the member signed out first).
  await page.context().clearCookies();
  await page.goto('/signin?returnTo=%2Ffete-guide');
  await submitSignIn(page, admin.email, admin.password);
  await expect(page).toHaveURL('/fete-guide');
  expect((await page.request.get('/api/admin/users')).status()).toBe(200);

  // Away from /admin the group is closed; it opens by itself on an admin page.
  await expect(adminControl).toHaveAttribute('aria-expanded', 'false');
  await expect(sideNav.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.goto('/admin/events');
  await expect(page).toHaveURL('/admin/events');
  await expect(adminControl).toHaveAttribute('aria-expanded', 'true');
  await sideNav.getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(sideNav.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(adminControl).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Admin Dashboard' }),
  ).toBeVisible();
  await screenshot(page, 'final-admin-dashboard');
});
