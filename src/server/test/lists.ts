import { createTagged, type Executor } from '../db/factories';
import type { TestServer } from './harness';

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

/** The names of a list answer's items, in order. */
export const names = (res: { data: { items: { name: string }[] } }) =>
  res.data.items.map((item) => item.name);

/** The titles of a list answer's items (events, hero slides), in order. */
export const titles = (res: { data: { items: { title: string }[] } }) =>
  res.data.items.map((item) => item.title);
