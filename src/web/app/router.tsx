import { createBrowserRouter, type DataRouter } from 'react-router';
import { watchNavigations } from '../lib/pending-navigation';
import { routes } from './routes';

export { routes, specRedirectRoutes } from './routes';

let router: DataRouter | undefined;

/**
 * The browser's router, made the first time it is asked for, not when the module is evaluated: making it (ranking
 * every route, matching the address, starting the first page's code) is a task of its own in the app's start
 * (main.tsx), so it does not lengthen the modules' evaluation (docs/performance.md, Lighthouse, decision 0064).
 */
export function appRouter(): DataRouter {
  if (!router) {
    router = createBrowserRouter(routes);
    watchNavigations(router);
  }
  return router;
}
