import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { AppError, type ErrorCode } from '../../shared/errors';
import { isAdmin, type AppEnv, type Actor } from '../app-env';

export type AuthLevel = 'public' | 'user' | 'admin';
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteOptions<B extends z.ZodType | undefined, Q extends z.ZodType | undefined> {
  summary: string;
  auth: AuthLevel;
  /** What a visitor gets on a route that needs a session (a 401 code of the catalogue); UNAUTHENTICATED by default. */
  unauthenticated?: ErrorCode;
  body?: B;
  query?: Q;
  /** Free-form request description for bodies that are not JSON (multipart uploads). */
  bodyDescription?: { contentType: string; schema: Record<string, unknown> };
  tags?: string[];
}

export interface RouteRecord {
  method: Method;
  path: string;
  summary: string;
  auth: AuthLevel;
  body?: z.ZodType;
  query?: z.ZodType;
  bodyDescription?: RouteOptions<undefined, undefined>['bodyDescription'];
  tags: string[];
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface HandlerInput<B, Q, A extends AuthLevel> {
  c: Context<AppEnv>;
  actor: A extends 'public' ? Actor | null : Actor;
  body: B;
  query: Q;
  params: Record<string, string>;
}

/** Every API route goes through here: one place for auth, validation and the OpenAPI description. */
export class Routes {
  readonly records: RouteRecord[] = [];
  constructor(private readonly app: Hono<AppEnv>) {}

  get<Q extends z.ZodType | undefined = undefined, A extends AuthLevel = AuthLevel>(
    path: string,
    options: RouteOptions<undefined, Q> & { auth: A },
    handler: (input: HandlerInput<undefined, Infer<Q>, A>) => Promise<Response> | Response,
  ) {
    this.add('get', path, options, handler as never);
  }
  post<B extends z.ZodType | undefined = undefined, A extends AuthLevel = AuthLevel>(
    path: string,
    options: RouteOptions<B, undefined> & { auth: A },
    handler: (input: HandlerInput<Infer<B>, undefined, A>) => Promise<Response> | Response,
  ) {
    this.add('post', path, options, handler as never);
  }
  put<B extends z.ZodType | undefined = undefined, A extends AuthLevel = AuthLevel>(
    path: string,
    options: RouteOptions<B, undefined> & { auth: A },
    handler: (input: HandlerInput<Infer<B>, undefined, A>) => Promise<Response> | Response,
  ) {
    this.add('put', path, options, handler as never);
  }
  patch<B extends z.ZodType | undefined = undefined, A extends AuthLevel = AuthLevel>(
    path: string,
    options: RouteOptions<B, undefined> & { auth: A },
    handler: (input: HandlerInput<Infer<B>, undefined, A>) => Promise<Response> | Response,
  ) {
    this.add('patch', path, options, handler as never);
  }
  delete<A extends AuthLevel = AuthLevel>(
    path: string,
    options: RouteOptions<undefined, undefined> & { auth: A },
    handler: (input: HandlerInput<undefined, undefined, A>) => Promise<Response> | Response,
  ) {
    this.add('delete', path, options, handler as never);
  }

  /** Describe a route served by something else (better-auth) so the API description stays complete. */
  describe(method: Method, path: string, options: RouteOptions<z.ZodType | undefined, undefined>) {
    this.records.push({ method, path, ...options, tags: options.tags ?? ['auth'] });
  }

  private add(
    method: Method,
    path: string,
    options: RouteOptions<z.ZodType | undefined, z.ZodType | undefined>,
    handler: (input: HandlerInput<unknown, unknown, AuthLevel>) => Promise<Response> | Response,
  ) {
    this.records.push({
      method,
      path,
      summary: options.summary,
      auth: options.auth,
      body: options.body,
      query: options.query,
      bodyDescription: options.bodyDescription,
      tags: options.tags ?? [path.split('/')[2] ?? 'api'],
    });
    this.app.on(method.toUpperCase(), path, async (c) => {
      const actor = c.get('actor');
      if (options.auth !== 'public' && !actor)
        throw new AppError(options.unauthenticated ?? 'UNAUTHENTICATED');
      if (options.auth === 'admin' && !isAdmin(actor)) throw new AppError('FORBIDDEN');
      const query = options.query ? parse(options.query, c.req.queries(), true) : undefined;
      let body: unknown;
      if (options.body) {
        const raw = await c.req.json().catch(() => {
          throw new AppError('VALIDATION', 'The request body must be JSON');
        });
        body = parse(options.body, raw, false);
      }
      return handler({
        c,
        actor: actor ?? null,
        body,
        query,
        params: c.req.param() as Record<string, string>,
      });
    });
  }
}

/** Query strings arrive as string arrays; single values are unwrapped before validation. */
function parse(schema: z.ZodType, raw: unknown, isQuery: boolean): unknown {
  const input =
    isQuery && raw && typeof raw === 'object'
      ? Object.fromEntries(
          Object.entries(raw as Record<string, string[]>).map(([k, v]) => [k, v.length === 1 ? v[0] : v]),
        )
      : raw;
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!fields[key]) fields[key] = issue.message;
  }
  const first = error.issues[0]?.message;
  return new AppError('VALIDATION', first, fields);
}

/** Parse a path parameter or fail with 404 (an id that cannot exist is simply not found). */
export function idParam(params: Record<string, string>, name = 'id'): string {
  const value = params[name];
  if (!value || value.length > 64) throw new AppError('NOT_FOUND');
  return value;
}
