import { carnivalEndpoints as e } from '../../endpoints/carnivals';
import { endpointQuery } from '../../lib/client';

/**
 * The season's reads (the `carnivals` resource). Without a year: the current season, asked as
 * '/api/carnivals' exactly, the address the server preloads for /season (src/shared/first-load.ts).
 */
export const seasonQuery = (year?: number) =>
  endpointQuery(e.season, year === undefined ? {} : { query: { year } });

/** A carnival's page; its events and bands carry the viewer's likes, so the viewer is in the key. */
export const carnivalPageQuery = (slug: string, year: number | undefined, viewer: string) =>
  endpointQuery(
    e.page,
    year === undefined ? { params: { slug } } : { params: { slug }, query: { year } },
    viewer,
  );
