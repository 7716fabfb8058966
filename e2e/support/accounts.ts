import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { e2eAdmin, e2eDataDir } from '../../playwright.config';
import { verificationLink, waitForNewMail } from './mail';

/**
 * The demo member seeded with the demo data (src/server/seed/accounts.ts). Its password is made for each
 * database and handed over in DATA_DIR/demo-accounts.json, read when a journey first needs it.
 */
export const demoMember = {
  email: 'demo@fete.example',
  get password(): string {
    const file = path.join(e2eDataDir, 'demo-accounts.json');
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { member: { password: string } }).member.password;
  },
  firstName: 'Kaia',
  lastName: 'Baptiste',
} as const;

/** The administrator Playwright's server creates from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const admin = e2eAdmin;

/** The message the server gives for a wrong e-mail or password (shown as is on the sign-in page). */
export const WRONG_CREDENTIALS = 'Invalid email or password';

export interface NewMember {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  territory: string;
  locality: string;
}

/** A member no other journey uses: the e-mail is unique to this run and this test. */
export function newMember(label: string, overrides: Partial<NewMember> = {}): NewMember {
  const id = randomUUID().slice(0, 8);
  return {
    firstName: 'Aaliyah',
    lastName: `Tester ${id}`,
    email: `${label}-${id}@fete.test`,
    password: `pw-${randomUUID()}`,
    territory: 'Trinidad and Tobago',
    locality: 'San Fernando',
    ...overrides,
  };
}

/** The Origin header of a page of the site (the origin guard wants it on writes); `base`: another server's. */
export function originHeader(base?: string) {
  const baseURL = base ?? test.info().project.use.baseURL;
  if (!baseURL) throw new Error('The Playwright project has no baseURL');
  return { origin: new URL(baseURL).origin };
}

/** POST to a better-auth endpoint as the app would (from the site's own origin). */
function authPost(request: APIRequestContext, endpoint: string, data: unknown, origin?: string) {
  return request.post(`/api/auth${endpoint}`, { data, headers: originHeader(origin) });
}

/**
 * Creates a member, for journeys where the account only needs to exist: signs up in one request, then opens the
 * verification link the server mailed (attending, rating, chatting and uploading wait for it); `verified: false`
 * leaves the address unverified. With `page.request` the page is signed in as the new member (the cookie lands
 * in its context); with the `request` fixture it stays a visitor. `origin` and `dataDir`: the request context's
 * own server and its DATA_DIR when it is not the project's (a journey that runs a server of its own).
 */
export async function createMember(
  request: APIRequestContext,
  member: NewMember,
  options: { origin?: string; dataDir?: string; verified?: boolean } = {},
): Promise<NewMember & { id: string }> {
  const response = await authPost(request, '/sign-up/email', member, options.origin);
  expect(response.status(), await response.text()).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  if (options.verified !== false) {
    const token = new URL(
      verificationLink(await waitForNewMail(member.email, 0, options.dataDir)),
    ).searchParams.get('token');
    const verified = await request.post('/api/members/verify-email', {
      data: { token },
      headers: originHeader(options.origin),
    });
    expect(verified.status(), await verified.text()).toBe(200);
  }
  return { ...member, id: user.id };
}

/** Signs the page in without the form, for journeys about what comes after signing in. */
export async function signInThroughApi(page: Page, email: string, password: string) {
  const response = await authPost(page.request, '/sign-in/email', { email, password });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fills and sends the sign-in form of the page already open (/signin); the caller checks the outcome. */
export async function submitSignIn(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
}
