// @module-tag pglite
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Actor, AppEnv } from '../app-env';
import { endpoint } from '../../shared/contract';
import { Routes } from './http';
import { createSharedPages } from './shared-pages';

/**
 * A kept answer (`keep` in http.ts) keeps its JSON text with it (issue #25 goal 2): an administrator's or
 * member's next read of the same question is the same bytes, without serializing the answer again (a tenth of
 * the server's CPU on a kept back-office list).
 */
const admin: Actor = {
  id: 'a0000000-0000-4000-8000-000000000001',
  role: 'admin',
  email: 'a@example.test',
  sessionId: 's',
  emailVerified: true,
};

type Answer = { items: { id: string; title: string; when: null }[]; total: number };
const list: Answer = { items: [{ id: 'x', title: 'Soca <Brunch> & "friends"', when: null }], total: 1 };

function appWith(build: () => Answer) {
  const app = new Hono<AppEnv>();
  const pages = createSharedPages({ ttlMs: 60_000 });
  app.use('*', async (c, next) => {
    c.set('actor', admin);
    c.set('pages', pages);
    await next();
  });
  const routes = new Routes(app, true);
  const response = z.object({
    items: z.array(z.object({ id: z.string(), title: z.string(), when: z.null() })),
    total: z.number(),
  });
  routes.implement(
    endpoint({
      method: 'get',
      path: '/api/admin/kept',
      summary: 'x',
      auth: 'admin',
      response,
      resource: 'x',
    }),
    { keep: 'per-admin' },
    build,
  );
  return { app, pages };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a kept answer keeps its JSON text', () => {
  it('serializes the answer once; the next reads send the same bytes', async () => {
    const build = vi.fn(() => structuredClone(list));
    const { app } = appWith(build);
    const stringify = vi.spyOn(JSON, 'stringify');
    const serialized = () =>
      stringify.mock.calls.filter(([arg]) => (arg as { items?: unknown } | null)?.items !== undefined).length;
    const first = await app.request('/api/admin/kept');
    const firstText = await first.text();
    const second = await app.request('/api/admin/kept');
    const third = await app.request('/api/admin/kept');

    expect(build).toHaveBeenCalledTimes(1);
    expect(serialized()).toBe(1);
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstText);
    expect(await third.text()).toBe(firstText);
    expect(JSON.parse(firstText)).toEqual(list);
  });

  it('makes the text again after the kept answers are cleared (a write)', async () => {
    let title = 'before';
    const { app, pages } = appWith(() => ({ items: [{ id: 'x', title, when: null }], total: 1 }));
    expect(await (await app.request('/api/admin/kept')).json()).toMatchObject({
      items: [{ title: 'before' }],
    });
    title = 'after';
    expect(await (await app.request('/api/admin/kept')).json()).toMatchObject({
      items: [{ title: 'before' }],
    });
    pages.clear();
    expect(await (await app.request('/api/admin/kept')).json()).toMatchObject({
      items: [{ title: 'after' }],
    });
  });
});
