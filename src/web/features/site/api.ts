import { queryOptions } from '@tanstack/react-query';
import type { SitePageSlug } from '../../../shared/domains/site';
import { siteEndpoints as e } from '../../endpoints/site';
import { endpointQuery } from '../../lib/client';

/**
 * The site's contact details (decision 0045): the operator's configuration, so the same for the whole visit. The
 * server preloads this answer with every page (shared/first-load.ts), as every page's footer shows it.
 */
export const siteContactQuery = queryOptions({ ...endpointQuery(e.contact, {}), staleTime: Infinity });

/** A stored page (/terms, /privacy) as an administrator last saved it. */
export const sitePageQuery = (slug: SitePageSlug) => endpointQuery(e.page, { params: { slug } });
