// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { memberInput } from '../db/factories/members';
import { newMember } from '../auth/testing';
import { testServerForFile } from '../test/harness';
import { clientAddress, JSON_BODY_LIMIT, parseTrustedProxies, trustedOrigins } from './request-guards';

const t = testServerForFile();

describe('the client address', () => {
  const none = parseTrustedProxies([]);
  const proxies = parseTrustedProxies(['10.0.0.0/8', '::1']);

  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', none)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7', undefined, none)).toBe('203.0.113.7');
  });

  it('behind trusted proxies is the right-most hop that is not one of them', () => {
    expect(clientAddress('10.0.0.2', '203.0.113.7', proxies)).toBe('203.0.113.7');
    // A client that sends its own X-Forwarded-For cannot choose its address: its claim sits to the left.
    expect(clientAddress('10.0.0.2', '1.2.3.4, 203.0.113.7, 10.0.0.9', proxies)).toBe('203.0.113.7');
    expect(clientAddress('::1', '10.0.0.5, 10.0.0.9', proxies)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.2', 'not-an-address', proxies)).toBe('10.0.0.2');
  });

  it('never comes from a header when the socket address is missing', () => {
    expect(clientAddress(undefined, '203.0.113.7', proxies)).toBe('unknown');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or range', () => {
    expect(() => parseTrustedProxies(['proxy.internal'])).toThrow(/TRUSTED_PROXIES/);
  });

  it('spoofing X-Forwarded-For does not get round the sign-up limit', async () => {
    const ip = t.freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.request('/api/auth/sign-up/email', {
        json: { ...memberInput(), password: '1' },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        ip,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});

describe('writes', () => {
  it('without an Origin are refused, unless the browser says they come from this site', async () => {
    const noOrigin = await t.request('/api/auth/sign-in/email', {
      json: { email: 'someone@fete.test', password: 'whatever-1' },
      headers: { origin: '' },
    });
    expect(noOrigin.status).toBe(403);
    expect(noOrigin.data.error.message).toBe(
      `Cross-site request refused: a write needs an Origin header (expected ${t.config.publicUrl})`,
    );
    const member = await newMember(t);
    const refused = await t.request('/api/members/me/location', {
      method: 'PATCH',
      cookie: member.cookie,
      json: { territory: 'Trinidad and Tobago', locality: 'Arima' },
      headers: { origin: '' },
    });
    expect(refused.status).toBe(403);
    const sameSite = await t.request('/api/members/me/location', {
      method: 'PATCH',
      cookie: member.cookie,
      json: { territory: 'Trinidad and Tobago', locality: 'Arima' },
      headers: { origin: '', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.status).toBe(200);
  });

  it('from another site are refused with the origin that was expected', async () => {
    const res = await t.request('/api/auth/sign-in/email', {
      json: { email: 'someone@fete.test', password: 'whatever-1' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.data.error.message).toBe(
      `Cross-site request refused: this server accepts writes from ${t.config.publicUrl}, not https://evil.example`,
    );
  });

  it('outside production accept the loopback aliases of PUBLIC_URL, through to signing in', async () => {
    const member = await newMember(t);
    const alias = t.config.publicUrl.replace('localhost', '127.0.0.1');
    expect(alias).not.toBe(t.config.publicUrl);
    const res = await t.request('/api/auth/sign-in/email', {
      json: { email: member.input.email, password: member.input.password },
      headers: { origin: alias },
    });
    expect(res.status).toBe(200);
    expect(trustedOrigins({ env: 'development', publicUrl: 'http://localhost:3000' })).toEqual(
      expect.arrayContaining(['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000']),
    );
    expect(trustedOrigins({ env: 'production', publicUrl: 'http://localhost:3000' })).toEqual([
      'http://localhost:3000',
    ]);
  });

  it('must be JSON (multipart only on the upload route)', async () => {
    const member = await newMember(t);
    const res = await t.request('/api/members/me', {
      method: 'PATCH',
      cookie: member.cookie,
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ firstName: 'Plain' }),
    });
    expect(res.status).toBe(415);
    expect(res.data.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const form = new FormData();
    form.set('firstName', 'Form');
    const multipart = await t.request('/api/members/me', {
      method: 'PATCH',
      cookie: member.cookie,
      body: form,
    });
    expect(multipart.status).toBe(415);
  });

  it('over 64 KB of JSON are refused with 413, on our routes and on the auth endpoints', async () => {
    const member = await newMember(t);
    const huge = 'x'.repeat(JSON_BODY_LIMIT + 1);
    const patch = await t.request('/api/members/me', {
      method: 'PATCH',
      cookie: member.cookie,
      json: { firstName: huge },
    });
    expect(patch.status).toBe(413);
    expect(patch.data.error.code).toBe('PAYLOAD_TOO_LARGE');
    const signin = await t.request('/api/auth/sign-in/email', { json: { email: huge, password: huge } });
    expect(signin.status).toBe(413);
  });
});

describe('caching', () => {
  it('answers for a session and from the auth endpoints are never stored', async () => {
    const member = await newMember(t);
    for (const path of ['/api/members/me', '/api/events', '/api/auth/get-session']) {
      const res = await t.request(path, { cookie: member.cookie });
      expect(res.headers.get('cache-control'), path).toContain('no-store');
    }
    const visitor = await t.request('/api/events');
    expect(visitor.headers.get('cache-control') ?? '').not.toContain('no-store');
  });
});

describe('config', () => {
  it('reads TRUSTED_PROXIES as a comma-separated list', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, ::1' }).trustedProxies).toEqual(['10.0.0.0/8', '::1']);
  });
});

describe('session tokens', () => {
  it('travel only in the HttpOnly cookie, never in a JSON body', async () => {
    const input = memberInput();
    const signup = await t.request('/api/auth/sign-up/email', { json: { ...input, name: 'x' } });
    expect(signup.status).toBe(200);
    expect(signup.data.user.email).toBe(input.email);
    expect(signup.data).not.toHaveProperty('token');
    const cookie = signup.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);

    const signin = await t.request('/api/auth/sign-in/email', {
      json: { email: input.email, password: input.password },
    });
    expect(signin.status).toBe(200);
    expect(signin.data).not.toHaveProperty('token');
    expect(signin.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token='))).toBe(true);

    const session = await t.request('/api/auth/get-session', { cookie: cookie.split(';')[0] });
    expect(session.data.user.email).toBe(input.email);
    expect(session.data.session.id).toBeTruthy();
    expect(session.data.session).not.toHaveProperty('token');
    expect(session.text).not.toContain(cookie.split(';')[0]!.split('=')[1]!.split('.')[0]);
  });
});

describe('browser policy headers', () => {
  it('lock scripts, connections, images, plugins, base, forms and powerful features to this site', async () => {
    const res = await t.request('/api/events');
    const csp = res.headers.get('content-security-policy')!;
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives['connect-src']).toBe("'self'");
    expect(directives['img-src']).toBe("'self' data: blob:");
    expect(directives['object-src']).toBe("'none'");
    expect(directives['base-uri']).toBe("'self'");
    expect(directives['form-action']).toBe("'self'");
    expect(directives['frame-ancestors']).toBe("'none'");
    const permissions = res.headers.get('permissions-policy')!;
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(permissions).toContain(feature);
    }
  });
});

describe('writes without a body', () => {
  it('need no content type (a browser DELETE sends none)', async () => {
    const member = await newMember(t);
    const res = await t.request('/api/members/me/avatar', { method: 'DELETE', cookie: member.cookie });
    expect(res.status).toBeLessThan(300);
  });
});
