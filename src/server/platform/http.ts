import type { Context, Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { AppError, type ErrorCode } from '../../shared/errors';
import { isAdmin, type AppEnv, type Actor } from '../app-env';
import { findControlCharacter } from './control-characters';
import { keptKey, parse, queryKeys, validationError } from './http-input';
import { readJsonBody } from './json-body';
import { jsonAnswer, keptJson } from './json-answers';
import { isUuid } from './lists';

import type { AuthLevel, Endpoint, Method, PathParams } from '../../shared/contract';

export type { AuthLevel, PathParamNames, PathParams } from '../../shared/contract';
export { validationError };

export interface RouteOptions<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  R extends z.ZodType | undefined = undefined,
> {
  summary: string;
  auth: AuthLevel;
  /** What a visitor gets on a route that needs a session (a 401 code of the catalogue); UNAUTHENTICATED by default. */
  unauthenticated?: ErrorCode;
  body?: B;
  query?: Q;
  /** The success body; it documents the route and API tests check every answer against it. */
  response?: R;
  /** The success status when it is not 200 (201 for a creation). */
  status?: 200 | 201;
  /** The 404 text for an id that cannot exist ('Band not found'); the catalogue's by default. */
  notFound?: string | ((params: Record<string, string>) => string | undefined);
  /** Runs after the auth check and before the handler: body limits, multipart parsing, rate limits. */
  middleware?: MiddlewareHandler<AppEnv>[];
  /** Free-form request description for bodies that are not JSON (multipart uploads). */
  bodyDescription?: { contentType: string; schema: Record<string, unknown> };
  tags?: string[];
  /**
   * `'per-admin'` (back-office GET lists and details, JSON only): the administrator's answer is kept until the
   * next write (SharedPages.perMember, keyed by the administrator, the route, its path parameters and its
   * parsed query), so a repeated read costs no statement. Every write through the app clears it once it
   * has answered (write-watch.ts; other processes through NOTIFY), an answer built across a write is not
   * kept, and none is older than the shared pages' age (5 s): what no write announces (the clock, a
   * command-line tool) shows within that. The handler must answer from its actor, params and query alone (not
   * from other parts of the request, nor setting headers). Decision 0011, "Administrators".
   * `'per-member'`: the same for a signed-in member's own GET (`auth: 'user'`), keyed by the member: only for a
   * read that writes nothing, or only a mark already made when the answer was built (the chat's presence, the
   * day's Fete ID pass), so skipping it on a kept answer changes nothing.
   */
  keep?: Keep;
}

export interface RouteRecord {
  method: Method;
  path: string;
  summary: string;
  auth: AuthLevel;
  body?: z.ZodType;
  query?: z.ZodType;
  response?: z.ZodType;
  status?: number;
  bodyDescription?: RouteOptions<undefined, undefined>['bodyDescription'];
  tags: string[];
  keep?: Keep;
}

/** Who a kept answer belongs to (`RouteOptions.keep`), and the auth level its route must have. */
export type Keep = 'per-admin' | 'per-member';
const keptFor: Record<Keep, AuthLevel> = { 'per-admin': 'admin', 'per-member': 'user' };

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
/** A handler answers a Response, or the data of the route's response schema (sent as JSON). */
type Answer<R> = R extends z.ZodType ? z.input<R> | Response : Response;

export interface HandlerInput<B, Q, A extends AuthLevel, P extends string = string> {
  c: Context<AppEnv>;
  actor: A extends 'public' ? Actor | null : Actor;
  body: B;
  query: Q;
  params: PathParams<P>;
}

type Handler<B, Q, A extends AuthLevel, P extends string, R> = (
  input: HandlerInput<B, Q, A, P>,
) => Promise<Answer<R>> | Answer<R>;

/** Path parameters that name a row: `id` and `…Id`. Anything but a UUID cannot exist, so it is a 404. */
const isIdParam = (name: string) => name === 'id' || name.endsWith('Id');

/** Every API route goes through here: one place for auth, validation and the OpenAPI description. */
export class Routes {
  readonly records: RouteRecord[] = [];
  /**
   * When set (API tests), every JSON answer of a route with a response schema is parsed with it, and a
   * mismatch fails the request: the schemas cannot drift from what the services answer.
   */
  constructor(
    private readonly app: Hono<AppEnv>,
    private readonly checkResponses = false,
  ) {}

  /**
   * The query parameters the GET route of `pathname` reads (the keys of its query schema; none without one),
   * for the response cache's key: parameters no route reads change nothing in the answer. Undefined when no
   * GET route has that path, or its schema is not a plain object (then every parameter counts).
   */
  queryKeysOf(pathname: string): ReadonlySet<string> | undefined {
    if (this.getPaths?.count !== this.records.length) {
      const paths = this.records
        .filter((r) => r.method === 'get' && r.path.startsWith('/api/'))
        .map((r) => ({
          pattern: new RegExp(
            `^${r.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`,
          ),
          keys: queryKeys(r.query),
        }));
      this.getPaths = { count: this.records.length, paths, found: new Map() };
    }
    // Asked on every cacheable request: remembered by the path's shape (ids as `{id}`), not matched each time.
    const shape = pathname.replace(UUID_SEGMENT, '/{id}');
    const { paths, found } = this.getPaths;
    if (found.has(shape)) return found.get(shape);
    const keys = paths.find((p) => p.pattern.test(pathname))?.keys;
    if (found.size >= 1_000) found.clear();
    found.set(shape, keys);
    return keys;
  }
  private getPaths:
    | {
        count: number;
        paths: { pattern: RegExp; keys: ReadonlySet<string> | undefined }[];
        found: Map<string, ReadonlySet<string> | undefined>;
      }
    | undefined;

  /**
   * Serve an endpoint declared in src/shared/contracts (method, path, auth, schemas, status and tags come from
   * it; what only the server knows comes here: its 404 text, middleware, kept answers, a multipart body's
   * description). The web calls the same declaration through its typed client.
   */
  implement<
    M extends Method,
    P extends string,
    Q extends z.ZodType | undefined,
    B extends z.ZodType | undefined,
    R extends z.ZodType | undefined,
    A extends AuthLevel,
  >(
    endpoint: Endpoint<M, P, Q, B, R, A>,
    server: Pick<RouteOptions<B, Q, R>, 'notFound' | 'middleware' | 'keep' | 'bodyDescription'>,
    handler: Handler<Infer<B>, Infer<Q>, A, P, R>,
  ) {
    const { method, path, resource: _resource, touches: _touches, ...options } = endpoint;
    this.add(method, path, { ...options, ...server }, handler as never);
  }

  /** Describe a route served by something else (better-auth) so the API description stays complete. */
  describe(
    method: Method,
    path: string,
    options: RouteOptions<z.ZodType | undefined, undefined, z.ZodType | undefined>,
  ) {
    this.records.push({ method, path, ...options, tags: options.tags ?? ['auth'] });
  }

  private add(
    method: Method,
    path: string,
    options: RouteOptions<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined>,
    handler: (input: HandlerInput<unknown, unknown, AuthLevel>) => Promise<unknown> | unknown,
  ) {
    this.records.push({
      method,
      path,
      summary: options.summary,
      auth: options.auth,
      body: options.body,
      query: options.query,
      response: options.response,
      status: options.status,
      bodyDescription: options.bodyDescription,
      tags: options.tags ?? [path.split('/')[2] ?? 'api'],
      keep: options.keep,
    });
    if (options.keep && (method !== 'get' || options.auth !== keptFor[options.keep] || !options.response))
      throw new Error(
        `${path}: only an administrators' (per-admin) or members' (per-member) GET route with a response schema keeps answers`,
      );
    const pathParams = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
    const idParams = pathParams.filter(isIdParam);
    const gate: MiddlewareHandler<AppEnv> = async (c, next) => {
      const actor = c.get('actor');
      if (options.auth !== 'public' && !actor)
        throw new AppError(options.unauthenticated ?? 'UNAUTHENTICATED');
      if (options.auth === 'admin' && !isAdmin(actor)) throw new AppError('FORBIDDEN');
      // An id that is not a UUID, or any path part with a control character, names nothing that can exist.
      const malformed =
        idParams.some((name) => !isUuid(c.req.param(name))) ||
        findControlCharacter(pathParams.map((name) => c.req.param(name))) !== undefined;
      if (malformed) {
        const { notFound } = options;
        throw new AppError('NOT_FOUND', typeof notFound === 'function' ? notFound(c.req.param()) : notFound);
      }
      await next();
    };
    this.app.on(method.toUpperCase(), path, gate, ...(options.middleware ?? []), async (c) => {
      c.set('reachedHandler', true);
      const query = options.query ? parse(options.query, c.req.queries(), true) : undefined;
      let body: unknown;
      if (options.body) {
        const raw = await readJsonBody(c).catch((err: unknown) => {
          if (err instanceof AppError) throw err;
          throw new AppError('VALIDATION', 'The request body must be JSON');
        });
        body = parse(options.body, raw, false);
      }
      const input = {
        c,
        actor: c.get('actor') ?? null,
        body,
        query,
        params: c.req.param() as Record<string, string>,
      };
      // A kept answer keeps its JSON text too: the next askers' answers are not serialized again.
      const kept = options.keep
        ? await c.get('pages').perMember(keptKey(input.actor!.id, path, input.params, query), async () => {
            const built = await handler(input);
            if (built instanceof Response) throw new Error(`${path} kept answers but answered a Response`);
            return keptJson(built);
          })
        : undefined;
      const answer = kept ? kept.value : await handler(input);
      if (answer instanceof Response) return answer;
      if (this.checkResponses && options.response) {
        const checked = options.response.safeParse(answer);
        if (!checked.success) {
          // Test runs keep the logger silent; the mismatch must still be readable in the failing test.
          console.error(checked.error);
          throw new Error(
            `${method.toUpperCase()} ${path} answered outside its schema: ${checked.error.message}`,
          );
        }
      }
      return jsonAnswer(c, answer, options.status ?? 200, kept?.text);
    });
  }
}

const UUID_SEGMENT = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi;
