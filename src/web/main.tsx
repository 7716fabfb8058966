import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, queryClient } from './app/app';
import { router } from './app/router';
import { replayEarlyTaps } from './lib/early-taps';
import { primeFirstLoad, readFirstLoad, readRenderedAnswers } from './lib/first-load-cache';
import { registerServiceWorker } from './pwa/register';
import './styles.css';

/** Resolves once the router has the first page's code (its lazy route module) and can render it. */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

/** Calls `leave` when the address first changes (another page, a filter, a search). */
const onFirstNavigation = (leave: () => void) => {
  const { location } = router.state;
  const unsubscribe = router.subscribe((state) => {
    if (state.location === location) return;
    unsubscribe();
    leave();
  });
};

/**
 * Marks the document once the app has drawn the page or taken the server's HTML over (`<html data-app="ready">`):
 * a page the server drew is on screen before the app can answer a click, and the journeys wait for this. The taps
 * such a page kept meanwhile are done then (lib/early-taps.ts).
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    replayEarlyTaps();
  }, []);
  return null;
}

/**
 * The first render waits for the page's code and first data (the boot shell of index.html is on screen meanwhile),
 * then draws the whole page in a transition, which React splits into short tasks (docs/performance.md, Lighthouse).
 * A page the server rendered (decision 0057) is on screen already: the app hydrates it, with the answers the
 * document carries, the ones the server drew it from, also in a transition.
 */
async function start() {
  const rendered = readRenderedAnswers();
  // Never blank: whatever the first load does, the app renders (the page then asks its calls itself).
  const [answers] = await Promise.all([rendered ?? readFirstLoad().catch(() => new Map()), routerReady()]);
  // A drawn page's answers come from the server that wrote the document and its scripts' addresses, the same build
  // as these schemas, and it drew the HTML from them unchecked: checking them again here would load zod and the
  // contracts on a visitor's first page (decision 0060). Answers the browser fetched itself are checked.
  onFirstNavigation(primeFirstLoad(queryClient, answers, { check: !rendered }));
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
      <MarkReady />
    </StrictMode>
  );
  startTransition(() => {
    if (rendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
registerServiceWorker();
