import type { z } from 'zod';
import type { ErrorCode } from './errors';

/**
 * An endpoint, declared once (docs/contracts.md, "Endpoints"): the server implements it (`routes.implement`:
 * method, path, auth, schemas and the OpenAPI description come from here) and the web calls it through the typed
 * client (`src/web/lib/client.ts`: the input is typed from the schemas, the answer parsed with `response`, the
 * query key derived from `resource`, and a write's `touches` says which cached reads it makes stale).
 */
export type AuthLevel = 'public' | 'user' | 'admin';
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The `:name` parameters of a path, as a union of names ('/api/a/:type/:id' → 'type' | 'id'). */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type PathParams<P extends string> = string extends P
  ? Record<string, string>
  : { [K in PathParamNames<P>]: string };

export interface Endpoint<
  M extends Method = Method,
  P extends string = string,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
  A extends AuthLevel = AuthLevel,
> {
  method: M;
  path: P;
  summary: string;
  auth: A;
  /** What a visitor gets on an endpoint that needs a session (a 401 code of the catalogue); UNAUTHENTICATED by default. */
  unauthenticated?: ErrorCode;
  query?: Q;
  body?: B;
  /** The success body: the server's answers are checked against it in tests, the web parses every answer with it. */
  response?: R;
  /** The success status when it is not 200 (201 for a creation). */
  status?: 200 | 201;
  /** OpenAPI tags; the path's second segment by default. */
  tags?: string[];
  /**
   * What the endpoint reads or writes, as the first part of its query keys on the web ('badges'). A write makes
   * the cached reads of its `resource` stale, and those of every name in `touches` too.
   */
  resource: string;
  touches?: readonly string[];
}

/** Any endpoint, whatever its schemas (for functions that take one). */
export type AnyEndpoint = Endpoint<Method, string, any, any, any, AuthLevel>;

/** Declares an endpoint, keeping its literal method, path and schemas in the type. */
export function endpoint<
  const M extends Method,
  const P extends string,
  A extends AuthLevel,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(definition: Endpoint<M, P, Q, B, R, A>): Endpoint<M, P, Q, B, R, A> {
  return definition;
}

/** An endpoint's schema of one part ('query', 'body', 'response'), or never when it declares none. */
export type SchemaOf<E extends AnyEndpoint, Part extends 'query' | 'body' | 'response'> =
  NonNullable<E[Part]> extends z.ZodType ? NonNullable<E[Part]> : never;

/** What a client receives for an endpoint: its response schema's data. */
export type EndpointAnswer<E extends AnyEndpoint> = [SchemaOf<E, 'response'>] extends [never]
  ? unknown
  : z.output<SchemaOf<E, 'response'>>;
