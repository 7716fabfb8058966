// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { PAGE_DEPTH_MESSAGE } from '../../shared/schemas/common';
import { adminTestFile } from '../auth/testing';

const { t, admin } = adminTestFile();

describe('list depth', () => {
  it('public lists answer up to the 10,000th result and refuse deeper pages with a clear 422', async () => {
    expect((await t.request('/api/restaurants?page=100&pageSize=100')).status).toBe(200);
    for (const path of [
      '/api/restaurants?page=101&pageSize=100',
      '/api/events?page=501',
      '/api/bands?page=10000&pageSize=1',
      '/api/likes?page=401&pageSize=25',
    ]) {
      const res = await t.request(path, { cookie: admin.cookie });
      expect(res.status, path).toBe(422);
      expect(res.data.error.fields.page, path).toMatch(/^Page must be at most 500$|^Only the first 10,000/);
    }
    const deep = await t.request('/api/products?page=200&pageSize=60');
    expect(deep.data.error.fields).toEqual({ page: PAGE_DEPTH_MESSAGE });
  });

  it("the administrators' member search has the same limit", async () => {
    const res = await t.request('/api/admin/users?page=201&pageSize=50', { cookie: admin.cookie });
    expect(res.status).toBe(422);
    expect(res.data.error.fields.page).toBe(PAGE_DEPTH_MESSAGE);
  });
});

describe('GET /api/openapi.json', () => {
  it('is the same document every time, with an ETag that answers 304 when it still matches', async () => {
    const first = await t.request('/api/openapi.json');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    const second = await t.request('/api/openapi.json');
    expect(second.text).toBe(first.text);
    expect(second.headers.get('etag')).toBe(etag);

    const unchanged = await t.request('/api/openapi.json', { headers: { 'if-none-match': `W/${etag}` } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    const stale = await t.request('/api/openapi.json', { headers: { 'if-none-match': '"old"' } });
    expect(stale.status).toBe(200);
    expect(stale.data.paths['/api/bands/{id}']).toBeDefined();
  });
});
