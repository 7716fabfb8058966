import { expect, onTestFinished, vi } from 'vitest';
import type { SessionUser } from '../lib/auth';

/**
 * The server, played by the test at the fetch level: the app's own API client (`lib/api.ts`), its queries and
 * its error handling run as they do in the browser; only the answers are the test's. Routes are
 * 'METHOD /path' with `:name` parameters; the first route added that matches answers (so add the specific
 * before the general). A request no route matches fails the test when it ends: a screen asking for something
 * unexpected is a finding, not a detail. Call it inside a test (it stubs the global fetch for that test only).
 *
 * `hold(route)` keeps the matching answers back until `release()`, so a test can look at a pending state
 * (spinner, busy button, dimmed list) as long as it needs, without timers.
 */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  /** Parsed JSON, the FormData of an upload, or undefined. */
  body: unknown;
}

type Answer = (request: FakeRequest) => Response | unknown | Promise<Response | unknown>;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  answer: Answer;
}

/** A JSON answer with a status, as the server sends it. */
export function json(status: number, body: unknown): Response {
  return new Response(body === null ? 'null' : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The server's error body (`{ error: { code, message, fields? } }`, src/shared/errors.ts). */
export function apiError(status: number, code: string, message: string, fields?: Record<string, string>) {
  return json(status, { error: { code, message, ...(fields ? { fields } : {}) } });
}

/** A network failure: fetch itself rejects, as when the server cannot be reached. */
export function networkDown(): never {
  throw new TypeError('Failed to fetch');
}

function compile(route: string): Omit<Route, 'answer'> {
  const [method, path] = route.split(' ') as [string, string];
  const names: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method, pattern: new RegExp(`^${source}$`), names };
}

export function fakeApi() {
  const routes: Route[] = [];
  const requests: FakeRequest[] = [];
  const unmatched: string[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined);
    for (const route of routes) {
      const match = route.method === method ? route.pattern.exec(url.pathname) : null;
      if (!match) continue;
      const params = Object.fromEntries(
        route.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]),
      );
      const request: FakeRequest = { method, path: url.pathname, query: url.searchParams, params, body };
      requests.push(request);
      const answer = await route.answer(request);
      return answer instanceof Response ? answer : json(200, answer);
    }
    unmatched.push(`${method} ${url.pathname}${url.search}`);
    return apiError(404, 'NOT_FOUND', `No fake answer for ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  onTestFinished(() => {
    vi.unstubAllGlobals();
    expect(unmatched, 'requests no fake route answered').toEqual([]);
  });

  const api = {
    /** Answers requests matching 'METHOD /path/:param' (a plain value is sent as 200 JSON). */
    on(route: string, answer: Answer) {
      routes.push({ ...compile(route), answer });
      return api;
    },
    /** The session check: a member (or administrator), or a visitor (null). */
    session(user: Partial<SessionUser> | null) {
      return api.on('GET /api/auth/get-session', () =>
        user
          ? {
              session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
              user: { email: 'x@fete.test', ...user },
            }
          : null,
      );
    },
    /**
     * Keeps the next answers of `route` back until `release()`. `requested` resolves once one was asked for.
     * Add it before the route that answers: it answers nothing itself.
     */
    hold(route: string) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let markRequested!: () => void;
      const requested = new Promise<void>((resolve) => (markRequested = resolve));
      const { method, pattern, names } = compile(route);
      const holding: Route = {
        method,
        pattern,
        names,
        answer: async (request) => {
          markRequested();
          await released;
          if (routes.includes(holding)) routes.splice(routes.indexOf(holding), 1);
          // Answered by the route that would have answered without the hold.
          const next = routes.find((r) => r.method === request.method && r.pattern.test(request.path));
          if (!next) throw new Error(`hold(${route}): no route to answer once released`);
          return next.answer(request);
        },
      };
      routes.unshift(holding);
      return { requested, release: () => release() };
    },
    /** The requests a route was asked, in order (e.g. to read the query a list sent). */
    requests(route?: string) {
      if (!route) return [...requests];
      const { method, pattern } = compile(route);
      return requests.filter((r) => r.method === method && pattern.test(r.path));
    },
    fetch: fetchMock,
  };
  return api;
}

export type FakeApi = ReturnType<typeof fakeApi>;
