// @module-tag pglite
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_LOADS, matchFirstLoad } from '../../shared/first-load';

/** The public routes as src/web/app/router.tsx declares them: path → lazily loaded module (relative to src/web). */
function routerPublicRoutes(): Map<string, string> {
  const source = fs.readFileSync(path.resolve('src/web/app/router.tsx'), 'utf8');
  const start = source.indexOf('const publicRoutes');
  const block = source.slice(start, source.indexOf('];', start));
  const routes = new Map<string, string>();
  for (const m of block.matchAll(
    /\{\s*(?:index: true|path: '([^']+)'),\s*lazy: page\(\(\) => import\('\.\.\/([^']+)'\)\)/g,
  )) {
    routes.set(m[1] ? `/${m[1]}` : '/', `${m[2]}.tsx`);
  }
  return routes;
}

describe('the pages the server preloads', () => {
  it('are exactly the public routes of the web app, each with the module the router loads', () => {
    const routes = routerPublicRoutes();
    expect(routes.size).toBeGreaterThan(10);
    expect(new Map(FIRST_LOADS.map((l) => [l.path, l.module]))).toEqual(routes);
  });

  it('match request paths segment by segment, with plain ids only', () => {
    expect(matchFirstLoad('/')?.load.path).toBe('/');
    expect(matchFirstLoad('/fete-guide/')?.load.path).toBe('/fete-guide');
    expect(matchFirstLoad('/events/abc-123')).toMatchObject({
      load: { path: '/events/:id' },
      params: { id: 'abc-123' },
    });
    expect(matchFirstLoad('/fete-faces/p1')?.load.path).toBe('/fete-faces/:id');
    for (const miss of [
      '/events',
      '/events/a/edit',
      '/events/%22',
      '/dashboard',
      '/admin/users',
      '//x',
      '/x',
    ]) {
      expect(matchFirstLoad(miss), miss).toBeNull();
    }
  });
});
