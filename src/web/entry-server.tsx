import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { primeFirstLoad, type FirstLoadAnswers } from './lib/first-load-cache';

const handler = createStaticHandler(routes);

/**
 * A public page drawn on the server for a visitor (decision 0057): the same routes and components as the browser's
 * app, its query cache filled with the page's first-load answers (the ones the document carries to the browser,
 * `answers` by URL), so the browser's first render, which hydrates this HTML, draws exactly the same. Null when
 * the router does not render the address itself (a redirect, an error): the browser draws that page as before.
 */
export async function render(url: string, answers: Record<string, unknown>): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
  const queryClient = createQueryClient();
  const at = Date.now();
  const primed: FirstLoadAnswers = new Map(
    Object.entries(answers).map(([key, answer]) => [key, { answer, at }]),
  );
  const stop = primeFirstLoad(queryClient, primed, { check: false });
  try {
    return renderToString(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </QueryClientProvider>
      </StrictMode>,
    );
  } finally {
    stop();
    queryClient.clear();
  }
}
