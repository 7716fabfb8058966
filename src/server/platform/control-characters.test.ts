// @module-tag pglite
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, newMember, type SignedIn } from '../auth/testing';
import { memberInput } from '../db/factories/members';
import { createTestServer, type TestServer } from '../test/harness';
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from './control-characters';

describe('findControlCharacter', () => {
  it('finds NUL, escape and DEL at their field path, in values and keys, however deep', () => {
    expect(findControlCharacter({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(findControlCharacter('\u001b[31m')).toBe('');
    expect(findControlCharacter({ ['k\u007f']: 1 })).toBe('k\u007f');
    const deep = JSON.parse('['.repeat(50_000) + '"\\u0001"' + ']'.repeat(50_000));
    expect(findControlCharacter(deep)).toBe(Array(50_000).fill('0').join('.'));
  });

  it('leaves tabs and line breaks of multi-line text, and any other Unicode, alone', () => {
    expect(findControlCharacter({ text: 'line one\r\nline two\twith a tab', name: 'Zoë 😀 \u2028' })).toBe(
      undefined,
    );
    expect(findControlCharacter([1, null, true, { n: 2 }])).toBe(undefined);
  });
});

describe('requests with control characters', () => {
  let t: TestServer;
  let member: SignedIn;
  beforeAll(async () => {
    t = await createTestServer();
    member = await newMember(t);
  });
  afterAll(() => t.close());

  it('a path part with one names nothing: 404, not a database error', async () => {
    const admin = await signInAdmin(t);
    for (const path of ['/api/admin/users/%00abc', '/api/admin/users/a%0Ab%7F', '/api/home/%00']) {
      const res = await t.request(path, { cookie: admin.cookie });
      expect(res.status, path).toBe(404);
    }
    const suspend = await t.request('/api/admin/users/%0D%00x/suspend', {
      cookie: admin.cookie,
      json: { reason: 'Testing', password: admin.input.password },
    });
    expect(suspend.status).toBe(404);
  });

  it('a NUL in a search is 422, not a database error', async () => {
    for (const path of ['/api/providers?q=a%00b', '/api/events?q=%00', '/api/products?q=%1B']) {
      const res = await t.request(path);
      expect(res.status, path).toBe(422);
      expect(res.data.error.message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it('a body field with one is 422 with the field named, and nothing is stored', async () => {
    const res = await t.request('/api/members/me', {
      method: 'PATCH',
      cookie: member.cookie,
      json: { firstName: 'Kai\u0000a', lastName: 'Baptiste' },
    });
    expect(res.status).toBe(422);
    expect(res.data.error.fields).toEqual({ firstName: CONTROL_CHARACTER_MESSAGE });
    const me = await t.request('/api/members/me', { cookie: member.cookie });
    expect(me.data.profile.firstName).toBe(member.input.firstName);
  });

  it('better-auth routes refuse them too', async () => {
    const res = await t.request('/api/auth/sign-up/email', {
      json: { ...memberInput({ locality: 'Port\u0000of Spain' }), name: 'x' },
    });
    expect(res.status).toBe(422);
    expect(res.data.message).toBe(CONTROL_CHARACTER_MESSAGE);
  });
});
