import type { z } from 'zod';
import { endpoint, type AuthLevel, type Endpoint, type Method } from '../contract';
import { activeSchema, moveSchema } from '../domains/content-admin';
import { deletedSchema } from '../schemas/common';

type Schema = z.ZodType | undefined;

/** What one endpoint declares besides its method, its path and what every endpoint of its resource shares. */
type Parts<Q extends Schema, B extends Schema, R extends Schema> = Omit<
  Endpoint<Method, string, Q, B, R>,
  'method' | 'path' | 'auth' | 'resource'
>;

/** What every endpoint of a resource shares; its `touches` are its writes' (a read, GET, touches nothing). */
type Common<A extends AuthLevel> = Pick<
  Endpoint<Method, string, never, never, never, A>,
  'auth' | 'tags' | 'resource' | 'touches'
>;

/**
 * The endpoints of one resource under `base` (/api/admin/bands), declared by what they do: the usual back-office
 * operations (list, get, create, update, setActive, move, remove) have their method, path, status and the body
 * or answer every manager shares (the active switch, a move, `{ id, deleted: true }`); `at` declares any other
 * (a method and the path after `base`). Each is an `endpoint` as the contract (src/shared/contract.ts) has it.
 */
export function resourceEndpoints<const Base extends string, A extends AuthLevel>(
  base: Base,
  common: Common<A>,
) {
  const { touches, ...read } = common;
  const at = <
    const M extends Method,
    const S extends string,
    Q extends Schema = undefined,
    B extends Schema = undefined,
    R extends Schema = undefined,
  >(
    method: M,
    suffix: S,
    parts: Parts<Q, B, R>,
  ): Endpoint<M, `${Base}${S}`, Q, B, R, A> =>
    endpoint({
      ...(method === 'get' || !touches ? read : { ...read, touches }),
      method,
      path: `${base}${suffix}` as `${Base}${S}`,
      ...parts,
    });
  type Active = typeof activeSchema;
  type Move = typeof moveSchema;
  type Deleted = typeof deletedSchema;
  return {
    at,
    list: <Q extends Schema = undefined, R extends Schema = undefined>(parts: Parts<Q, undefined, R>) =>
      at('get', '', parts),
    get: <R extends Schema = undefined>(parts: Parts<undefined, undefined, R>) => at('get', '/:id', parts),
    /** 201. */
    create: <B extends Schema = undefined, R extends Schema = undefined>(parts: Parts<undefined, B, R>) =>
      at('post', '', { status: 201, ...parts }),
    update: <B extends Schema = undefined, R extends Schema = undefined>(parts: Parts<undefined, B, R>) =>
      at('put', '/:id', parts),
    /** PUT …/:id/active with `{ active }` (activeSchema unless the resource has its own). */
    setActive: <R extends Schema = undefined, B extends Schema = Active>(parts: Parts<undefined, B, R>) =>
      at('put', '/:id/active', { body: activeSchema as never, ...parts }),
    /** POST …/:id/move with `{ direction }`. */
    move: <R extends Schema = undefined, B extends Schema = Move>(parts: Parts<undefined, B, R>) =>
      at('post', '/:id/move', { body: moveSchema as never, ...parts }),
    /** DELETE …/:id, answering `{ id, deleted: true }`. */
    remove: <Q extends Schema = undefined, R extends Schema = Deleted>(parts: Parts<Q, undefined, R>) =>
      at('delete', '/:id', { response: deletedSchema as never, ...parts }),
  };
}
