import { z } from 'zod';
import type { RouteRecord } from './http';

/** OpenAPI 3.1 from the same zod schemas the routes validate with. */
export function buildOpenApi(records: RouteRecord[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of records) {
    const openApiPath = r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const parameters: unknown[] = [...r.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (r.query) {
      const schema = z.toJSONSchema(r.query, { io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      for (const [name, s] of Object.entries(schema.properties ?? {})) {
        parameters.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: s });
      }
    }
    const operation: Record<string, unknown> = {
      summary: r.summary,
      tags: r.tags,
      parameters,
      'x-auth': r.auth,
      security: r.auth === 'public' ? [] : [{ session: [] }],
      responses: {
        [String(r.status ?? 200)]: {
          description: 'Success',
          ...(r.response
            ? {
                content: {
                  'application/json': {
                    schema: z.toJSONSchema(r.response, { io: 'output', unrepresentable: 'any' }),
                  },
                },
              }
            : {}),
        },
        ...(r.path.includes(':')
          ? { '404': { description: 'Not found (also for an id that is not a UUID)' } }
          : {}),
        ...(r.auth !== 'public' ? { '401': { description: 'Not signed in' } } : {}),
        ...(r.auth === 'admin' ? { '403': { description: 'Not an administrator' } } : {}),
        ...(r.body || r.query ? { '422': { description: 'Invalid input, with a message per field' } } : {}),
      },
    };
    if (r.body) {
      operation.requestBody = {
        required: true,
        content: {
          'application/json': { schema: z.toJSONSchema(r.body, { io: 'input', unrepresentable: 'any' }) },
        },
      };
    } else if (r.bodyDescription) {
      operation.requestBody = {
        required: true,
        content: { [r.bodyDescription.contentType]: { schema: r.bodyDescription.schema } },
      };
    }
    paths[openApiPath] ??= {};
    paths[openApiPath][r.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fete API',
      version: '1.0.0',
      description:
        'Accounts live under /api/auth (better-auth: sign-up/email, sign-in/email, sign-out, request-password-reset, reset-password, get-session). `x-auth` says who may call each route: public, user (a session) or admin.',
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } },
    },
    paths,
  };
}
