import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../shared/contract';
import { fakeApi } from '../test/fake-api';
import { sessionQuery } from './auth';
import { endpointListQuery, UNEXPECTED_ANSWER, webEndpoint } from './client';
import {
  FIRST_LOAD_WAIT_MS,
  primeFirstLoad,
  readFirstLoad,
  readRenderedAnswers,
  RENDERED_ANSWERS_ID,
} from './first-load-cache';

const listThings = webEndpoint(
  endpoint({
    method: 'get',
    path: '/api/things',
    summary: 'Things.',
    auth: 'public',
    query: z.object({ page: z.number().optional(), q: z.string().optional() }),
    response: z.object({ items: z.array(z.string()) }),
    resource: 'things',
  }),
);

/** A document whose head preloads these calls, as the server writes it (server/platform/web-shell.ts). */
function documentPreloading(...calls: string[]): Document {
  const doc = document.implementation.createHTMLDocument('');
  for (const href of calls) {
    const link = doc.createElement('link');
    Object.assign(link, { rel: 'preload', as: 'fetch', href });
    link.setAttribute('as', 'fetch');
    doc.head.append(link);
  }
  return doc;
}

function Things({ q }: { q?: string }) {
  const user = useQuery(sessionQuery).data;
  const things = useQuery(endpointListQuery(listThings, { query: { page: 1, q } }));
  const shown = things.error ? things.error.message : (things.data?.items.join(', ') ?? 'loading');
  return (
    <p>
      {user === undefined ? 'who?' : (user?.name ?? 'visitor')}: {shown}
    </p>
  );
}

/** The app's defaults (app/app.tsx): an answer stays fresh for 30 s. */
const appQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });

const renderWith = (client: QueryClient, q?: string) =>
  render(
    <QueryClientProvider client={client}>
      <Things q={q} />
    </QueryClientProvider>,
  );

describe('the first load cache', () => {
  it("draws the first render with the document's preloaded answers, asking each once", async () => {
    const api = fakeApi()
      .session({ id: 'm1', name: 'Keisha', role: 'member' })
      .on('GET /api/things', () => ({ items: ['soca', 'steelpan'] }));
    const answers = await readFirstLoad(documentPreloading('/api/auth/get-session', '/api/things?page=1'));
    const client = appQueryClient();
    primeFirstLoad(client, answers);

    renderWith(client);

    // No loading state: the very first render has the data (no waiting for a second render).
    expect(screen.getByText('Keisha: soca, steelpan')).toBeInTheDocument();
    expect(api.requests().map((r) => r.path)).toEqual(['/api/auth/get-session', '/api/things']);
  });

  it('gives an answer only to the read of the same URL, once, and nothing after it stopped', async () => {
    const api = fakeApi()
      .session(null)
      .on('GET /api/things', (request) => ({ items: [request.query.get('q') ?? 'first'] }));
    const answers = await readFirstLoad(documentPreloading('/api/auth/get-session', '/api/things?page=1'));
    const client = appQueryClient();
    const stop = primeFirstLoad(client, answers);

    // Another URL (a search) is asked from the server.
    const search = renderWith(client, 'calypso');
    expect(screen.getByText('visitor: loading')).toBeInTheDocument();
    expect(await screen.findByText('visitor: calypso')).toBeInTheDocument();
    search.unmount();
    stop();
    client.clear();
    // After the first page, the preloaded answer is gone: the read asks the server.
    renderWith(client);
    expect(screen.getByText('who?: loading')).toBeInTheDocument();
    expect(await screen.findByText('visitor: first')).toBeInTheDocument();
    expect(api.requests('GET /api/things').map((r) => r.query.get('q'))).toEqual([null, 'calypso', null]);
  });

  it('leaves out a call that failed, so the page asks it again and shows its own error', async () => {
    let fail = true;
    fakeApi()
      .session(null)
      .on('GET /api/things', () => {
        if (fail) throw new TypeError('Failed to fetch');
        return { items: ['mas'] };
      });
    const answers = await readFirstLoad(documentPreloading('/api/auth/get-session', '/api/things?page=1'));
    expect([...answers.keys()]).toEqual(['/api/auth/get-session']);
    fail = false;
    const client = appQueryClient();
    primeFirstLoad(client, answers);
    renderWith(client);
    expect(screen.getByText('visitor: loading')).toBeInTheDocument();
    expect(await screen.findByText('visitor: mas')).toBeInTheDocument();
  });

  it('drops a preloaded answer outside its schema and asks again through the client, which refuses it', async () => {
    const api = fakeApi()
      .session(null)
      .on('GET /api/things', () => ({ items: [1, 2] }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = await readFirstLoad(documentPreloading('/api/auth/get-session', '/api/things?page=1'));
    const client = appQueryClient();
    primeFirstLoad(client, answers);
    renderWith(client);

    expect(await screen.findByText(`visitor: ${UNEXPECTED_ANSWER}`)).toBeInTheDocument();
    expect(api.requests('GET /api/things')).toHaveLength(2);
    expect(errors).toHaveBeenCalledWith('GET /api/things answered outside its schema', expect.anything());
    errors.mockRestore();
  });

  it('waits for a slow answer only so long: the page then renders without it and asks it itself', async () => {
    const api = fakeApi()
      .session(null)
      .on('GET /api/things', () => ({ items: ['late'] }));
    const held = api.hold('GET /api/things');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answers: Awaited<ReturnType<typeof readFirstLoad>>;
    try {
      const reading = readFirstLoad(documentPreloading('/api/auth/get-session', '/api/things?page=1'));
      await held.requested;
      await vi.advanceTimersByTimeAsync(FIRST_LOAD_WAIT_MS);
      answers = await reading;
    } finally {
      vi.useRealTimers();
    }
    expect([...answers.keys()]).toEqual(['/api/auth/get-session']);

    const client = appQueryClient();
    primeFirstLoad(client, answers);
    renderWith(client);
    expect(screen.getByText('visitor: loading')).toBeInTheDocument();
    held.release();
    expect(await screen.findByText('visitor: late')).toBeInTheDocument();
  });

  it('hydrates a page the server drew with the answers its document carries, asking none of them', () => {
    const api = fakeApi().session(null);
    const doc = document.implementation.createHTMLDocument('');
    const carried = doc.createElement('script');
    Object.assign(carried, { type: 'application/json', id: RENDERED_ANSWERS_ID });
    carried.textContent = JSON.stringify({
      '/api/auth/get-session': null,
      '/api/things?page=1': { items: ['</script> mas'] },
    });
    doc.body.append(carried);
    const client = appQueryClient();
    primeFirstLoad(client, readRenderedAnswers(doc)!);

    renderWith(client);

    expect(screen.getByText('visitor: </script> mas')).toBeInTheDocument();
    expect(api.requests()).toEqual([]);
    // A document the server did not draw carries none: the app reads the preloads instead.
    expect(readRenderedAnswers(document.implementation.createHTMLDocument(''))).toBeNull();
  });
});
