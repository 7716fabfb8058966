import { createBrowserRouter } from 'react-router';
import { watchNavigations } from '../lib/pending-navigation';
import { routes } from './routes';

export { routes, specRedirectRoutes } from './routes';

export const router = createBrowserRouter(routes);
watchNavigations(router);
