// @module-tag pglite
import { Hono } from 'hono';
import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { RememberedRoutes } from './remembered-routes';

/** Hono's default router, counting the matches it is asked for. */
function countingRouter<T>() {
  const inner = new SmartRouter<T>({ routers: [new RegExpRouter<T>(), new TrieRouter<T>()] });
  const counting = {
    name: 'counting',
    matches: 0,
    add: (method: string, path: string, handler: T) => inner.add(method, path, handler),
    match(method: string, path: string): Result<T> {
      counting.matches++;
      return inner.match(method, path);
    },
  } satisfies Router<T> & { matches: number };
  return counting;
}

/** Routes shaped like the app's: middleware on `*` and `/api/*`, a parameter beside a fixed word. */
function appWith(router?: Router<never>) {
  const app = new Hono(router ? { router: router as never } : {});
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('x-seen', 'yes');
  });
  app.use('/api/*', async (c, next) => {
    c.set('who' as never, 'member' as never);
    await next();
  });
  app.get('/api/notifications/read-all', (c) => c.text('all'));
  app.get('/api/notifications/:id/read', (c) => c.text(`read ${c.req.param('id')}`));
  app.get('/api/bands/compare', (c) => c.text('compare'));
  app.get('/api/bands/:id', (c) => c.text(`band ${c.req.param('id')} for ${String(c.get('who' as never))}`));
  app.all('/api/*', (c) => c.text('none', 404));
  return app;
}

const read = async (app: Hono, method: string, path: string) => {
  const res = await app.request(path, { method });
  return `${res.status} ${res.headers.get('x-seen')} ${await res.text()}`;
};

describe("the app's router, each match remembered", () => {
  it('answers every request as Hono’s own router does, parameters and middleware included', async () => {
    const asked: [string, string][] = [
      ['GET', '/api/bands/compare'],
      ['GET', '/api/bands/one'],
      ['GET', '/api/bands/two'],
      ['GET', '/api/bands/one'],
      ['GET', '/api/notifications/read-all'],
      ['GET', '/api/notifications/n1/read'],
      ['GET', '/api/notifications/n2/read'],
      ['HEAD', '/api/bands/one'],
      ['POST', '/api/bands/one'],
      ['GET', '/api/nothing/here'],
      ['GET', '/elsewhere'],
    ];
    const [remembered, plain] = [appWith(new RememberedRoutes()), appWith()];
    for (const [method, path] of [...asked, ...asked])
      expect(await read(remembered, method, path)).toBe(await read(plain, method, path));
    expect(await read(remembered, 'GET', '/api/bands/two')).toBe('200 yes band two for member');
  });

  it('matches a method and path once, however often it is asked', async () => {
    const inner = countingRouter<never>();
    const app = appWith(new RememberedRoutes(inner));
    for (let i = 0; i < 5; i++) {
      await app.request('/api/bands/one');
      await app.request('/api/notifications/n1/read');
    }
    expect(inner.matches).toBe(2);
    await app.request('/api/bands/one', { method: 'POST' });
    await app.request('/api/bands/two');
    expect(inner.matches).toBe(4);
  });

  it('keeps a bounded number of answers: paths asked once do not push out the ones asked again', async () => {
    const inner = countingRouter<never>();
    const app = appWith(new RememberedRoutes(inner, 8));
    await app.request('/api/bands/compare');
    await app.request('/api/bands/compare');
    for (let i = 0; i < 100; i++) await app.request(`/api/bands/made-up-${i}`);
    const before = inner.matches;
    await app.request('/api/bands/compare');
    expect(inner.matches).toBe(before);
    await app.request('/api/bands/made-up-0');
    expect(inner.matches).toBe(before + 1);
  });
});
