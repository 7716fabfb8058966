import { describe, expect, it } from 'vitest';
import {
  isPrivateRead,
  mayStore,
  PRIVATE_API_PREFIXES,
  PRIVATE_CACHE,
  SESSION_PATH,
  sessionVerdict,
  STORED_AT_HEADER,
  worksOffline,
} from './cache-rules';
import { createPrivateKeeper } from './private-cache';

const ORIGIN = 'https://fete.test';
const at = (path: string) => new URL(path, ORIGIN);

describe('what the service worker may keep (decision 0051)', () => {
  it('keeps the session, the Fete ID pass and the My Carnival plans, read with GET on this origin', () => {
    expect(PRIVATE_API_PREFIXES).toContain('/api/me/carnival-plans');
    for (const path of [
      SESSION_PATH,
      '/api/members/me/fete-id',
      '/api/me/carnival-plans',
      '/api/me/carnival-plans/plan-1',
    ]) {
      expect(isPrivateRead(at(path), 'GET', ORIGIN), path).toBe(true);
    }
  });

  it('never keeps the door’s verification, writes, other origins, look-alike paths or any other answer', () => {
    const never: [string, string, string?][] = [
      ['/api/fete-id/verify?token=abc', 'GET'],
      ['/api/members/me/fete-id', 'POST'],
      ['/api/me/carnival-plans', 'PUT'],
      ['/api/members/me/fete-id', 'GET', 'https://elsewhere.test'],
      ['/api/members/me/fete-identity', 'GET'],
      ['/api/me/carnival-plans-shared', 'GET'],
      ['/api/members/me', 'GET'],
      ['/api/me/receipts', 'GET'],
      ['/api/events', 'GET'],
      ['/api/auth/sign-out', 'POST'],
    ];
    for (const [path, method, origin] of never) {
      const url = new URL(path, origin ?? ORIGIN);
      expect(isPrivateRead(url, method, ORIGIN), `${method} ${url.href}`).toBe(false);
    }
  });

  it('reads who the session check says is signed in, and says nothing about an answer it cannot read', () => {
    expect(sessionVerdict(200, { user: { id: 'u1' }, session: {} })).toEqual({
      signedIn: true,
      userId: 'u1',
    });
    expect(sessionVerdict(200, null)).toEqual({ signedIn: false });
    expect(sessionVerdict(401, { error: {} })).toEqual({ signedIn: false });
    expect(sessionVerdict(503, null)).toBeNull();
    expect(sessionVerdict(200, { user: { id: 7 } })).toBeNull();
  });

  it('stores only a 200 of this origin while a member is signed in', () => {
    expect(mayStore({ status: 200, type: 'basic' }, true)).toBe(true);
    expect(mayStore({ status: 200, type: 'basic' }, false)).toBe(false);
    for (const status of [201, 204, 304, 401, 403, 404, 500]) {
      expect(mayStore({ status, type: 'basic' }, true)).toBe(false);
    }
    expect(mayStore({ status: 0, type: 'opaque' }, true)).toBe(false);
  });

  it('opens the dashboard and My Carnival offline, and no other page', () => {
    expect(worksOffline('/dashboard')).toBe(true);
    expect(worksOffline('/my-carnival/plan-1')).toBe(true);
    const others = ['/', '/fete-guide', '/fete-id/verify', '/settings/profile', '/dashboards'];
    // A plan's share link is public and its answer is not kept: offline it is the offline state.
    for (const path of [...others, '/my-carnival/shared/abc123']) {
      expect(worksOffline(path), path).toBe(false);
    }
  });
});

/** The Cache Storage a worker has, in memory: enough of it for the keeper. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const key = (request: RequestInfo | URL) =>
    new URL(typeof request === 'string' || request instanceof URL ? request : request.url, ORIGIN).href;
  const caches = {
    async open(name: string) {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        put: async (request: RequestInfo, response: Response) => void store.set(key(request), response),
        match: async (request: RequestInfo) => store.get(key(request))?.clone(),
      };
    },
    async match(request: RequestInfo, options?: { cacheName?: string }) {
      return stores
        .get(options?.cacheName ?? '')
        ?.get(key(request))
        ?.clone();
    },
    delete: async (name: string) => stores.delete(name),
    has: async (name: string) => stores.has(name),
  };
  return { caches: caches as unknown as CacheStorage, stores };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const get = (path: string) => new Request(new URL(path, ORIGIN));
const PASS = '/api/members/me/fete-id';
const NOW = new Date('2027-02-08T05:30:00.000Z');

/** What the keeper does with one answer as NetworkFirst would: hear of it, then store what it allows. */
async function pass(
  keeper: ReturnType<typeof createPrivateKeeper>,
  stores: Map<string, Map<string, Response>>,
  path: string,
  response: Response,
) {
  const state = {} as never;
  const request = get(path);
  const heard = await keeper.plugin.fetchDidSucceed!({ request, response, event: undefined as never, state });
  const kept = await keeper.plugin.cacheWillUpdate!({
    request,
    response: heard.clone(),
    event: undefined as never,
    state,
  });
  if (kept)
    stores.set(PRIVATE_CACHE, (stores.get(PRIVATE_CACHE) ?? new Map()).set(new URL(path, ORIGIN).href, kept));
  return kept;
}

describe('the private answers’ keeper', () => {
  it('keeps nothing for a signed-out browser', async () => {
    const { caches, stores } = memoryCaches();
    const keeper = createPrivateKeeper(caches, () => NOW);
    expect(await pass(keeper, stores, SESSION_PATH, json(200, null))).toBeNull();
    expect(await pass(keeper, stores, PASS, json(200, { qrSvg: '<svg/>' }))).toBeNull();
    expect(stores.get(PRIVATE_CACHE)?.size ?? 0).toBe(0);
  });

  it('keeps a signed-in member’s session and pass, stamped with when they were stored', async () => {
    const { caches, stores } = memoryCaches();
    const keeper = createPrivateKeeper(caches, () => NOW);
    const session = await pass(keeper, stores, SESSION_PATH, json(200, { user: { id: 'm1' } }));
    expect(await session!.json()).toEqual({ user: { id: 'm1' } });
    const kept = await pass(keeper, stores, PASS, json(200, { qrSvg: '<svg/>' }));
    expect(kept!.headers.get(STORED_AT_HEADER)).toBe(NOW.toISOString());
    expect(await kept!.json()).toEqual({ qrSvg: '<svg/>' });
    // Not an error answer, even for the member.
    expect(await pass(keeper, stores, PASS, json(500, { error: {} }))).toBeNull();
  });

  it('clears everything on a signed-out session check, a 401 or sign-out', async () => {
    for (const end of ['null', '401 session', '401 pass', 'forget'] as const) {
      const { caches, stores } = memoryCaches();
      const keeper = createPrivateKeeper(caches, () => NOW);
      await pass(keeper, stores, SESSION_PATH, json(200, { user: { id: 'm1' } }));
      await pass(keeper, stores, PASS, json(200, { qrSvg: '<svg/>' }));
      expect(stores.get(PRIVATE_CACHE)?.size).toBe(2);
      if (end === 'null') await pass(keeper, stores, SESSION_PATH, json(200, null));
      if (end === '401 session') await pass(keeper, stores, SESSION_PATH, json(401, { error: {} }));
      if (end === '401 pass') await pass(keeper, stores, PASS, json(401, { error: {} }));
      if (end === 'forget') await keeper.forget();
      expect(stores.has(PRIVATE_CACHE), end).toBe(false);
      expect(await pass(keeper, stores, PASS, json(200, { qrSvg: '<svg/>' })), end).toBeNull();
    }
  });

  it('keeps nothing of one member for the next who signs in on the same browser', async () => {
    const { caches, stores } = memoryCaches();
    const keeper = createPrivateKeeper(caches, () => NOW);
    await pass(keeper, stores, SESSION_PATH, json(200, { user: { id: 'm1' } }));
    await pass(keeper, stores, PASS, json(200, { qrSvg: 'first' }));
    await pass(keeper, stores, SESSION_PATH, json(200, { user: { id: 'm2' } }));
    expect([...stores.get(PRIVATE_CACHE)!.keys()]).toEqual([new URL(SESSION_PATH, ORIGIN).href]);
  });

  it('changes nothing on a session check it cannot read (a 5xx, a broken body)', async () => {
    const { caches, stores } = memoryCaches();
    const keeper = createPrivateKeeper(caches, () => NOW);
    await pass(keeper, stores, SESSION_PATH, json(200, { user: { id: 'm1' } }));
    await pass(keeper, stores, SESSION_PATH, new Response('<html>', { status: 200 }));
    await pass(keeper, stores, SESSION_PATH, json(503, { error: {} }));
    expect(await keeper.signedInMember()).toBe('m1');
    expect(stores.get(PRIVATE_CACHE)?.size).toBe(1);
  });

  it('after the worker restarts, knows the member from the kept session answer', async () => {
    const { caches, stores } = memoryCaches();
    await pass(
      createPrivateKeeper(caches, () => NOW),
      stores,
      SESSION_PATH,
      json(200, { user: { id: 'm1' } }),
    );
    const restarted = createPrivateKeeper(caches, () => NOW);
    expect(await restarted.signedInMember()).toBe('m1');
    expect(await pass(restarted, stores, PASS, json(200, { qrSvg: '<svg/>' }))).not.toBeNull();
    expect(await createPrivateKeeper(memoryCaches().caches).signedInMember()).toBeNull();
  });
});
