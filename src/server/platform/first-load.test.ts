// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { matchFirstLoad } from '../../shared/first-load';

describe('the pages the server preloads', () => {
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
