import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AnyEndpoint,
  EndpointAnswer,
  PathParamNames,
  PathParams,
  SchemaOf,
} from '../../shared/contract';
import { ApiError, apiRequest } from './api';

/**
 * The typed client: every call to the API goes through an endpoint declared in src/shared/contracts
 * (docs/contracts.md, "Endpoints"). The input is typed from the endpoint's schemas, the answer is parsed with
 * its response schema (a shape this page does not know is an error, not a cast), query keys come from the
 * endpoint, and a write says once, in its declaration, which cached reads it makes stale.
 *
 * The web calls the endpoints of src/web/lib/endpoints.ts (generated from the contracts): each holds what a call
 * needs at once and loads its declaration, with the zod schemas, when the answer is to be parsed, beside the
 * request. So a visitor's first page carries neither zod nor the schemas (scripts/check-build.mjs).
 */

/** An endpoint as the web holds it: method, path and reach now, the declaration (schemas) when needed. */
export interface WebEndpoint<E extends AnyEndpoint = AnyEndpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly resource: string;
  readonly touches?: readonly string[];
  load(): Promise<E>;
}

/** A contract's table of endpoints (nested by group, as packages' kinds), as the web holds it. */
export type WebEndpoints<T> = T extends AnyEndpoint
  ? WebEndpoint<T>
  : { readonly [K in keyof T]: WebEndpoints<T[K]> };

/** The declaration a web endpoint stands for (a union of endpoints gives the union of their declarations). */
export type EndpointOf<W> = W extends WebEndpoint<infer E> ? E : never;

/** A declaration the page has at hand already (tests, one-off endpoints), as a web endpoint. */
export const webEndpoint = <E extends AnyEndpoint>(endpoint: E): WebEndpoint<E> => ({
  method: endpoint.method,
  path: endpoint.path,
  resource: endpoint.resource,
  touches: endpoint.touches,
  load: () => Promise.resolve(endpoint),
});

/** Present when the endpoint declares that part, absent (undefined) when it does not. */
type Part<E extends AnyEndpoint, K extends 'query' | 'body', Optional extends boolean> = [
  SchemaOf<E, K>,
] extends [never]
  ? { [P in K]?: undefined }
  : Optional extends true
    ? { [P in K]?: z.input<SchemaOf<E, K>> }
    : { [P in K]: z.input<SchemaOf<E, K>> };

/** What a call of `E` takes: its path parameters, query and body as its schemas accept them. */
export type CallInput<E extends AnyEndpoint> = ([PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<E['path']> }) &
  Part<E, 'query', true> &
  Part<E, 'body', false> & {
    /** A multipart body (an upload); the browser sets its boundary. */
    form?: FormData;
    signal?: AbortSignal;
  };

/** Input that may be left out when the endpoint needs none. */
type CallArgs<E extends AnyEndpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The answer's shape was not the declared one: the page and the server disagree (an old page after a deploy). */
export const UNEXPECTED_ANSWER =
  'The server answered in a way this page does not understand. Please reload the page.';

/** The endpoint's path with its parameters filled in, each encoded as one path segment. */
export function pathOf(endpoint: { path: string }, params?: Record<string, string>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** Calls an endpoint and answers its parsed response. Failures are ApiErrors, as with `api`. */
export async function call<W extends WebEndpoint>(
  endpoint: W,
  ...[input]: CallArgs<EndpointOf<W>>
): Promise<EndpointAnswer<EndpointOf<W>>> {
  type E = EndpointOf<W>;
  const { params, query, body, form, signal } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string | number | boolean | null | undefined>;
    body?: unknown;
    form?: FormData;
    signal?: AbortSignal;
  };
  const method = endpoint.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  // The declaration (its schemas) loads beside the request; a failed load fails the call like a failed request.
  const declaration = endpoint.load();
  declaration.catch(() => {});
  const data = await apiRequest<unknown>(pathOf(endpoint, params), {
    method,
    query,
    form,
    signal,
    // A write without a body schema still sends `{}` (JSON), as the server's JSON routes expect.
    json: form ? undefined : body !== undefined ? body : method === 'GET' ? undefined : {},
  });
  const parsed = parseAnswer(await declaration, data);
  if (!parsed.success) throw new ApiError(0, 'UNEXPECTED_ANSWER', UNEXPECTED_ANSWER);
  return parsed.data as EndpointAnswer<E>;
}

/** An answer read through its endpoint's response schema; one outside it is logged and refused. */
function parseAnswer(endpoint: AnyEndpoint, data: unknown): { success: boolean; data?: unknown } {
  if (!endpoint.response) return { success: true, data };
  const parsed = (endpoint.response as z.ZodType).safeParse(data);
  if (!parsed.success) {
    console.error(
      `${endpoint.method.toUpperCase()} ${endpoint.path} answered outside its schema`,
      parsed.error,
    );
  }
  return parsed;
}

/**
 * Whether an answer the page got another way (the document's preloaded first calls, lib/first-load-cache.ts)
 * fits its endpoint's response schema, checked once the declaration has loaded.
 */
export async function answerFits(endpoint: WebEndpoint, data: unknown): Promise<boolean> {
  return parseAnswer(await endpoint.load(), data).success;
}

/** What a read's query key and fetch take: its path parameters and query (not its signal: the query's own). */
export type ReadInput<E extends AnyEndpoint> = Omit<CallInput<E>, 'signal' | 'form' | 'body'>;

/**
 * The query key of a read: its resource, the endpoint, then what it was asked with: the viewer (a member's id or
 * 'visitor', for answers that differ per person: signing in or out never shows another person's cached answer),
 * the path parameters and the query. Every cached read of a resource starts with its name, so a write can make
 * them all stale at once.
 */
export function endpointKey<W extends WebEndpoint>(
  endpoint: W,
  input?: ReadInput<EndpointOf<W>>,
  viewer?: string,
) {
  const asked: Record<string, unknown> = {};
  if (viewer !== undefined) asked.viewer = viewer;
  if (input?.params) asked.params = input.params;
  if (input?.query) asked.query = input.query;
  return [endpoint.resource, `${endpoint.method} ${endpoint.path}`, asked] as const;
}

/** Query options for a GET endpoint (useQuery, prefetchQuery, ensureQueryData). */
export function endpointQuery<W extends WebEndpoint>(
  endpoint: W,
  input: ReadInput<EndpointOf<W>>,
  viewer?: string,
) {
  type E = EndpointOf<W>;
  return queryOptions({
    queryKey: endpointKey(endpoint, input, viewer),
    queryFn: ({ signal }) => call(endpoint, ...([{ ...input, signal }] as CallArgs<E>)),
    // The endpoint itself, for a first-load answer to be checked against its schema (lib/first-load-cache.ts).
    meta: { endpoint },
  });
}

/** The same for a paged list: the previous page stays on screen while the next one loads. */
export function endpointListQuery<W extends WebEndpoint>(
  endpoint: W,
  input: ReadInput<EndpointOf<W>>,
  viewer?: string,
) {
  return queryOptions({ ...endpointQuery(endpoint, input, viewer), placeholderData: keepPreviousData });
}

/** The resources a write makes stale: its own and those it declares it touches. */
export const staleAfter = (endpoint: { resource: string; touches?: readonly string[] }): string[] => [
  ...new Set([endpoint.resource, ...(endpoint.touches ?? [])]),
];

/**
 * Calls a write and, once it answered, marks every cached read of the resources it touches stale (on screen
 * ones refetch). The one place the web invalidates after a write through the client.
 */
export async function write<W extends WebEndpoint>(
  queryClient: QueryClient,
  endpoint: W,
  ...args: CallArgs<EndpointOf<W>>
): Promise<EndpointAnswer<EndpointOf<W>>> {
  const answer = await call(endpoint, ...args);
  for (const resource of staleAfter(endpoint)) void queryClient.invalidateQueries({ queryKey: [resource] });
  return answer;
}
