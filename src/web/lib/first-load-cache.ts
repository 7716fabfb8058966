import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { SESSION_CALL } from '../../shared/first-load';
import { apiRequest, withQuery } from './api';
import { sessionFromAnswer, sessionQueryKey } from './auth';
import { answerFits, pathOf, type WebEndpoint } from './client';

/** How long the first render waits for the preloaded answers before it draws the page without the late ones. */
export const FIRST_LOAD_WAIT_MS = 3_000;

/** The preloaded answers by URL, with when each arrived. */
export type FirstLoadAnswers = Map<string, { answer: unknown; at: number }>;

/**
 * The first page's data before its first render (decision 0025, docs/performance.md "Lighthouse"): the document
 * preloads the session and the page's first API calls (`<link rel="preload" as="fetch">`, server/platform/web-shell.ts);
 * the app reads those answers (the browser hands over the preloaded ones, nothing is fetched twice) and the first
 * render finds them in the query cache. So the first render is the whole page, in one transition React can split
 * into short tasks, instead of a loading state followed by the whole page in one long synchronous render when the
 * data lands (query updates are never time-sliced).
 *
 * A call that failed is left out: the page asks it again and shows its own error, as without this. The first
 * render waits for the answers at most `waitMs` (FIRST_LOAD_WAIT_MS): one still on its way then is left to the page.
 */
export async function readFirstLoad(
  doc: Document = document,
  waitMs = FIRST_LOAD_WAIT_MS,
): Promise<FirstLoadAnswers> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')];
  const answers: FirstLoadAnswers = new Map();
  const all = Promise.all(
    links.map(async (link) => {
      const url = link.getAttribute('href') ?? '';
      if (!url.startsWith('/api/')) return;
      try {
        answers.set(url, { answer: await apiRequest<unknown>(url), at: Date.now() });
      } catch {
        // Not primed: the page's own query asks again.
      }
    }),
  );
  // Never blank behind a slow answer: past the wait the page renders with what arrived, and asks the rest itself.
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([all, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
  return answers;
}

/** Where a document the server rendered carries the answers its HTML was drawn from (decision 0057). */
export const RENDERED_ANSWERS_ID = 'fete-first-load';

/**
 * The answers a server-rendered document carries (a JSON object by URL, written by the server with the HTML), so
 * the first render finds exactly what the HTML was drawn from and hydrates it; null for a document the server did
 * not render (the app then reads the preloaded answers, readFirstLoad).
 */
export function readRenderedAnswers(doc: Document = document): FirstLoadAnswers | null {
  const script = doc.getElementById(RENDERED_ANSWERS_ID);
  if (!script?.textContent) return null;
  try {
    const at = Date.now();
    const parsed = JSON.parse(script.textContent) as Record<string, unknown>;
    return new Map(Object.entries(parsed).map(([url, answer]) => [url, { answer, at }]));
  } catch {
    return null;
  }
}

/** The request a cached read stands for (the typed client's keys, the session's), with its answer's cached form. */
function requestOf(key: QueryKey): { url: string; cached: (answer: unknown) => unknown } | null {
  if (key.length === 1 && key[0] === sessionQueryKey[0])
    return { url: SESSION_CALL, cached: (answer) => sessionFromAnswer(answer as never) };
  const [, endpoint, asked] = key as [unknown, unknown, unknown];
  // `${method} ${path}` (endpointKey), the method as the contract writes it.
  const [method, path] = typeof endpoint === 'string' ? endpoint.split(' ') : [];
  if (method?.toUpperCase() !== 'GET' || !path?.startsWith('/api/') || typeof asked !== 'object') return null;
  const { params, query } = (asked ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string | number | boolean | null | undefined>;
  };
  try {
    return { url: withQuery(pathOf({ path }, params), query), cached: (answer) => answer };
  } catch {
    return null;
  }
}

/**
 * Gives each read the page creates the preloaded answer for its URL, once, as it enters the cache (before its
 * first render reads it), dated when it arrived (so the read's staleTime counts from then). Returns the function
 * that stops it, called when the visitor leaves the first page: a later read of the same URL asks the server.
 */
export function primeFirstLoad(
  queryClient: QueryClient,
  answers: FirstLoadAnswers,
  { check = true }: { check?: boolean } = {},
): () => void {
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const request = requestOf(event.query.queryKey);
    if (!request || !answers.has(request.url)) return;
    const { answer, at } = answers.get(request.url)!;
    answers.delete(request.url);
    event.query.setData(request.cached(answer), { updatedAt: at, manual: true });
    // Parsed, not cast, as every answer of the typed client: once its schemas have loaded, an answer outside
    // them is dropped and asked again through the client, which then shows the page's error.
    const endpoint = event.query.meta?.endpoint as WebEndpoint | undefined;
    if (endpoint && check) {
      void answerFits(endpoint, answer).then(
        (fits) => {
          if (!fits) void queryClient.resetQueries({ queryKey: event.query.queryKey, exact: true });
        },
        () => {},
      );
    }
  });
  return () => {
    unsubscribe();
    answers.clear();
  };
}
