import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, queryClient } from './app/app';
import { appRouter } from './app/router';
import { replayEarlyTaps } from './lib/early-taps';
import { primeFirstLoad, readFirstLoad, readRenderedAnswers } from './lib/first-load-cache';
import { nextTask } from './lib/next-task';
import { registerServiceWorker } from './pwa/register';
import './styles.css';

/** Resolves once the router has the first page's code (its lazy route module) and can render it. */
const routerReady = (router: ReturnType<typeof appRouter>) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

/** Calls `leave` when the address first changes (another page, a filter, a search). */
const onFirstNavigation = (router: ReturnType<typeof appRouter>, leave: () => void) => {
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
 *
 * The start is cut into tasks (decision 0064): the modules' evaluation, the first date or number formatter (the
 * browser loads its locale data for it, the largest single piece of work before hydration), the router (which
 * starts the page's code) and the hydration each run in a task of their own, so none lengthens another.
 */
async function start() {
  const rendered = readRenderedAnswers();
  // Never blank: whatever the first load does, the app renders (the page then asks its calls itself).
  const answered = rendered ?? readFirstLoad().catch(() => new Map());
  await nextTask();
  new Intl.DateTimeFormat('en-US').resolvedOptions();
  await nextTask();
  const router = appRouter();
  const [answers] = await Promise.all([answered, routerReady(router)]);
  await nextTask();
  // A drawn page's answers come from the server that wrote the document and its scripts' addresses, the same build
  // as these schemas, and it drew the HTML from them unchecked: checking them again here would load zod and the
  // contracts on a visitor's first page (decision 0060). Answers the browser fetched itself are checked.
  onFirstNavigation(router, primeFirstLoad(queryClient, answers, { check: !rendered }));
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
