import type { Endpoint, Method } from '../../../shared/contract';
import type { z } from 'zod';
import type { Actor } from '../../app-env';
import type { Db } from '../../db/client';
import type { Routes } from '../http';
import type { SharedPages } from '../shared-pages';
import type { DeleteQuery } from './definition';
import type { ResourceService } from './service';

type AdminEndpoint = Endpoint<Method, string, any, any, any, 'admin'>;

/**
 * A resource's endpoints in its contract (src/shared/contracts): `move` only for an ordered list,
 * `setActive` only where the active switch is a route of its own (elsewhere a PATCH sends `active`), `update`
 * left out when the item's edit is served elsewhere (a restaurant's record is its owner's page's).
 */
export interface ResourceEndpoints {
  list: AdminEndpoint;
  create: AdminEndpoint;
  update?: AdminEndpoint;
  setActive?: AdminEndpoint;
  move?: AdminEndpoint;
  remove: AdminEndpoint;
}

type ResourceServing<Input, Answer> = Omit<ResourceService<Input, Answer>, 'list'> & {
  list: (deps: never, actor: never, query: never) => Promise<unknown>;
};

/**
 * Serve a resource's endpoints with its service (resourceService, or one whose `list` is the resource's
 * own, as the bands' paged search): each answers 404 with the resource's text for an id that cannot exist,
 * and the list keeps each administrator's answer until the next write. A domain's contract whose manager's
 * endpoints are its `adminList`, `create`, `update`, `setActive` and `remove` (bands, providers) is passed
 * whole, with its `adminList` as the `list`: its other endpoints are the domain's own.
 */
export function implementResource<Input, Answer>(
  routes: Routes,
  endpoints: ResourceEndpoints,
  service: ResourceServing<Input, Answer>,
  notFound: string,
): void {
  const server = { notFound };
  const deps = (c: { get(key: 'deps'): unknown }) => c.get('deps') as never;
  routes.implement(endpoints.list, { ...server, keep: 'per-admin' }, ({ c, actor, query }) =>
    service.list(deps(c), actor as never, query as never),
  );
  routes.implement(endpoints.create, server, ({ c, actor, body }) => service.create(deps(c), actor, body));
  for (const op of ['update', 'setActive', 'move'] as const) {
    const endpoint = endpoints[op];
    if (!endpoint) continue;
    routes.implement(endpoint, server, ({ c, actor, params, body }) =>
      service[op](deps(c), actor, params.id!, body as never),
    );
  }
  routes.implement(endpoints.remove, server, ({ c, actor, params, query }) =>
    service.remove(deps(c), actor, params.id!, query as DeleteQuery | undefined),
  );
}

type PublicEndpoint<P extends string, Q extends z.ZodType | undefined, R extends z.ZodType> = Endpoint<
  'get',
  P,
  Q,
  undefined,
  R,
  'public'
>;

/**
 * A listing's public reads (bands, providers, restaurants, products): its list and one item by its `:id`,
 * both answered through the shared pages (platform/shared-pages.ts); an unknown item is a 404 with `notFound`.
 */
export function implementListing<
  ListPath extends string,
  DetailPath extends `${string}/:id`,
  Query extends z.ZodType,
  List extends z.ZodType,
  Detail extends z.ZodType,
>(
  routes: Routes,
  endpoints: {
    list: PublicEndpoint<ListPath, Query, List>;
    detail: PublicEndpoint<DetailPath, undefined, Detail>;
  },
  read: {
    list: (db: Db, actor: Actor | null, query: z.infer<Query>, pages: SharedPages) => Promise<z.input<List>>;
    detail: (db: Db, actor: Actor | null, id: string, pages: SharedPages) => Promise<z.input<Detail>>;
  },
  notFound: string,
): void {
  routes.implement(
    endpoints.list,
    {},
    ({ c, actor, query }) =>
      // The answers' types are checked at the call (`read`); Routes' own answer type does not resolve generically.
      read.list(c.get('deps').db, actor, query as z.infer<Query>, c.get('pages')) as Promise<never>,
  );
  routes.implement(
    endpoints.detail,
    { notFound },
    ({ c, actor, params }) =>
      read.detail(c.get('deps').db, actor, (params as { id: string }).id, c.get('pages')) as Promise<never>,
  );
}
