import { QueryClient } from '@tanstack/react-query';

/** The app's query client: the browser's one (app.tsx), and one per page the server renders (entry-server.tsx). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
