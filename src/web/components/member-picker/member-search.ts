import { memberAdminEndpoints } from '../../endpoints/member-admin';
import { endpointQuery } from '../../lib/client';

/** The back office's member search starts from this many characters (admin-back-office.md §9). */
export const MEMBER_SEARCH_MIN = 2;

/**
 * The back office's member search (first name, last name or e-mail, every word), from MEMBER_SEARCH_MIN
 * characters: the Users screen's list (GET /api/admin/users), the one query behind every member picker (badge
 * awards, receipts, a restaurant's owner). The pickers show its first page in name order.
 */
export const memberSearchQuery = (q: string, pageSize: number) => ({
  ...endpointQuery(memberAdminEndpoints.users, { query: { q, pageSize } }),
  enabled: q.trim().length >= MEMBER_SEARCH_MIN,
});
