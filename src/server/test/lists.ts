import { signedInForFile } from '../auth/testing';
import { createTagged, type Executor } from '../db/factories';
import { testServerForFile, type TestServer } from './harness';

/** Helpers of the public lists' test files; only test files import this. */

/**
 * A maker of a test's rows through the factory `create`, each with the test's tag added to its description
 * (`text` when the row gives none): the list asked with `q=tag` sees that test's rows only.
 */
export function taggedRows<Input extends { description?: unknown }, Created>(
  t: TestServer,
  create: (db: Executor, overrides: Partial<Input>) => Promise<Created>,
  text: string,
) {
  return (tag: string, rows: Partial<Input>[]) =>
    createTagged(create, t.db, { tag, field: 'description' as keyof Input & string, text }, rows);
}

/**
 * The setup of a public list's test file: its server, the administrator and one member (signed in before its
 * first test), `tagged` (that list's rows through `create`, as `taggedRows`) and `get` (a GET as a visitor, or
 * with a session cookie).
 */
export function listTestFile<Input extends { description?: unknown }, Created>(
  create: (db: Executor, overrides: Partial<Input>) => Promise<Created>,
  text: string,
) {
  const t = testServerForFile();
  const { member, admin } = signedInForFile(t);
  const get = (path: string, cookie?: string) => t.request(path, { cookie });
  return { t, member, admin, tagged: taggedRows(t, create, text), get };
}

/** The names of a list answer's items, in order. */
export const names = (res: { data: { items: { name: string }[] } }) =>
  res.data.items.map((item) => item.name);

/** The titles of a list answer's items (events, hero slides), in order. */
export const titles = (res: { data: { items: { title: string }[] } }) =>
  res.data.items.map((item) => item.title);
