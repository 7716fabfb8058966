/**
 * The `things` resource the ResourcePage test files declare their pages on (its endpoints, texts and items), the
 * fake server's list and the page's opening: for those files only.
 */
import { z } from 'zod';
import { endpoint } from '../../../shared/contract';
import { webEndpoint } from '../../lib/client';
import type { FakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { ResourcePage, type ResourceDeclaration, type ResourceEndpoints } from './resource-page';

const thingSchema = z.object({ id: z.string(), name: z.string(), active: z.boolean() });
export type Thing = z.infer<typeof thingSchema>;
const input = z.object({ name: z.string() });
const pageSchema = z.object({
  items: z.array(thingSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
/** A test endpoint of the `things` resource. */
const ep = <
  const M extends 'get' | 'post' | 'put' | 'delete',
  const P extends string,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(
  method: M,
  path: P,
  parts: { body?: B; response?: R } = {},
) => webEndpoint(endpoint({ method, path, summary: path, auth: 'admin', resource: 'things', ...parts }));
export const e = {
  list: ep('get', '/api/admin/things', { response: pageSchema }),
  whole: ep('get', '/api/admin/things', { response: z.object({ items: z.array(thingSchema) }) }),
  create: ep('post', '/api/admin/things', { body: input, response: thingSchema }),
  update: ep('put', '/api/admin/things/:id', { body: input, response: thingSchema }),
  setActive: ep('put', '/api/admin/things/:id/active', {
    body: z.object({ active: z.boolean() }),
    response: thingSchema,
  }),
  remove: ep('delete', '/api/admin/things/:id', { response: z.object({ deleted: z.boolean() }) }),
  move: ep('post', '/api/admin/things/:id/move', { body: z.object({ direction: z.enum(['up', 'down']) }) }),
};

export const texts = {
  title: 'Things',
  add: 'Add New Thing',
  addTitle: 'Add a thing',
  loading: 'Loading things...',
  loadFailed: 'Failed to load things. Please try again later.',
  empty: 'No things found',
  updateFailed: 'Failed to update thing',
  deleteFailed: 'Failed to delete thing',
  confirmDelete: 'Are you sure you want to delete this thing?',
  moveFailed: 'Failed to move thing',
};

export const thing = (name: string, active = true): Thing => ({ id: name.toLowerCase(), name, active });
export const A = thing('Alpha');
export const B = thing('Beta');
export const ADMIN = { id: 'a1', name: 'Ada Admin', role: 'admin' };

export function serve(api: FakeApi, rows: Thing[]) {
  return api.on('GET /api/admin/things', ({ query }) => {
    const q = (query.get('q') ?? '').toLowerCase();
    const items = rows.filter((row) => row.name.toLowerCase().includes(q));
    return { items, total: items.length, page: 1, pageSize: 12 };
  });
}

/** The page of `resource` at /admin/things, as the administrator's browser opens it. */
export const open = <E extends ResourceEndpoints>(resource: ResourceDeclaration<E>) =>
  renderPage('/admin/things', { path: '/admin/things', element: <ResourcePage resource={resource} /> });
