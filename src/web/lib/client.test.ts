import { QueryClient } from '@tanstack/react-query';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../shared/contract';
import { badgeEndpoints } from '../endpoints/badges';
import type { BadgeType } from '../../shared/domains/badges';
import { apiError, fakeApi, json } from '../test/fake-api';
import { ApiError } from './api';
import {
  UNEXPECTED_ANSWER,
  call,
  endpointKey,
  endpointQuery,
  pathOf,
  staleAfter,
  webEndpoint,
  write,
} from './client';

const band = z.object({ id: z.string(), name: z.string() });
const getBand = webEndpoint(
  endpoint({
    method: 'get',
    path: '/api/things/:kind/:id',
    summary: 'A thing.',
    auth: 'public',
    query: z.object({ view: z.enum(['full', 'short']).optional() }),
    response: z.object({ band }),
    resource: 'things',
  }),
);
const rename = webEndpoint(
  endpoint({
    method: 'put',
    path: '/api/things/:id',
    summary: 'Rename a thing.',
    auth: 'admin',
    body: z.object({ name: z.string() }),
    response: z.object({ band }),
    resource: 'things',
    touches: ['home', 'things'],
  }),
);
const ping = webEndpoint(
  endpoint({
    method: 'post',
    path: '/api/ping',
    summary: 'Ping.',
    auth: 'user',
    resource: 'ping',
  }),
);

describe('the typed client', () => {
  it('fills the path parameters, each as one encoded segment, and sends the query', async () => {
    const api = fakeApi().on('GET /api/things/:kind/:id', ({ params, query }) => ({
      band: { id: params.id, name: `${params.kind}:${query.get('view')}` },
    }));
    const answer = await call(getBand, { params: { kind: 'a/b', id: 'x y' }, query: { view: 'full' } });
    expect(answer).toEqual({ band: { id: 'x y', name: 'a/b:full' } });
    expect(api.requests()[0]!.path).toBe('/api/things/a%2Fb/x%20y');
    expect(pathOf(getBand, { kind: 'k', id: '1' })).toBe('/api/things/k/1');
    expect(() => pathOf(getBand, { kind: 'k' })).toThrow('no value for :id');
  });

  it('parses the answer with the response schema: unknown fields are left out, a wrong shape is an error', async () => {
    fakeApi()
      .on('PUT /api/things/:id', ({ params }) =>
        params.id === 'good'
          ? { band: { id: 'good', name: 'Tribe', secret: 'not declared' } }
          : { band: { id: 'bad', name: 42 } },
      )
      .on('POST /api/ping', () => json(200, { pong: true }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await call(rename, { params: { id: 'good' }, body: { name: 'Tribe' } })).toEqual({
      band: { id: 'good', name: 'Tribe' },
    });
    const failure = await call(rename, { params: { id: 'bad' }, body: { name: 'x' } }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'UNEXPECTED_ANSWER', message: UNEXPECTED_ANSWER });
    expect(errors).toHaveBeenCalledOnce();
    // Without a response schema the answer is passed on as it came.
    expect(await call(ping)).toEqual({ pong: true });
    errors.mockRestore();
  });

  it("sends the body as JSON, `{}` for a write without one, and keeps the server's refusal", async () => {
    const api = fakeApi()
      .on('POST /api/ping', () => ({}))
      .on('PUT /api/things/:id', () => apiError(422, 'VALIDATION', 'Please fill in all required fields'));
    await call(ping);
    expect(api.requests('POST /api/ping')[0]!.body).toEqual({});
    const refused = await call(rename, { params: { id: '1' }, body: { name: '' } }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 422, message: 'Please fill in all required fields' });
    expect(api.requests('PUT /api/things/:id')[0]!.body).toEqual({ name: '' });
  });

  it('keys reads by resource, endpoint and what they were asked, the viewer included', () => {
    expect(
      endpointKey(getBand, { params: { kind: 'k', id: '1' }, query: { view: 'short' } }, 'member-1'),
    ).toEqual([
      'things',
      'get /api/things/:kind/:id',
      { viewer: 'member-1', params: { kind: 'k', id: '1' }, query: { view: 'short' } },
    ]);
    expect(endpointQuery(badgeEndpoints.types, {}).queryKey).toEqual([
      'badges',
      'get /api/admin/badge-types',
      {},
    ]);
  });

  it('a write makes stale the cached reads of its resource and of those it touches, and no others', async () => {
    fakeApi().on('PUT /api/things/:id', ({ params }) => ({ band: { id: params.id, name: 'New' } }));
    const queryClient = new QueryClient();
    for (const key of [
      endpointKey(getBand, { params: { kind: 'k', id: '1' } }),
      ['home', 'sections'],
      ['badges', 'get /api/admin/badge-types', {}],
    ]) {
      queryClient.setQueryData(key, { cached: true });
    }
    expect(staleAfter(rename)).toEqual(['things', 'home']);
    await write(queryClient, rename, { params: { id: '1' }, body: { name: 'New' } });
    const stale = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => [q.queryKey[0], q.isStale()]);
    expect(stale).toEqual([
      ['things', true],
      ['home', true],
      ['badges', false],
    ]);
  });

  it('types the input from the schemas and the answer from the response', () => {
    expectTypeOf(call<typeof rename>)
      .parameter(1)
      .toMatchTypeOf<{ params: { id: string }; body: { name: string } } | undefined>();
    expectTypeOf<Awaited<ReturnType<typeof call<typeof badgeEndpoints.types>>>>().toEqualTypeOf<{
      items: BadgeType[];
    }>();
    // Never called: the compiler checks what these calls may send.
    const refusedByTheCompiler = () => [
      // @ts-expect-error a body the schema does not accept
      call(rename, { params: { id: '1' }, body: { title: 'x' } }),
      // @ts-expect-error a path parameter missing
      call(getBand, { params: { id: '1' } }),
      // @ts-expect-error a write that needs a body
      call(rename, { params: { id: '1' } }),
    ];
    expect(typeof refusedByTheCompiler).toBe('function');
  });
});
