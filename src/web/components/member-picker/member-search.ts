import { memberEndpoints } from '../../endpoints/members';
import { endpointQuery } from '../../lib/client';

/** The back office's member search starts from this many characters (admin-back-office.md §9). */
export const MEMBER_SEARCH_MIN = 2;

/**
 * The back office's member search (first name, last name or e-mail), from MEMBER_SEARCH_MIN characters: the one
 * query behind every member picker (badge awards, receipts, a restaurant's owner).
 */
export const memberSearchQuery = (q: string, pageSize: number) => ({
  ...endpointQuery(memberEndpoints.adminSearch, { query: { q, pageSize } }),
  enabled: q.trim().length >= MEMBER_SEARCH_MIN,
});
