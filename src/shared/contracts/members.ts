import { endpoint } from '../contract';
import { memberPageSchema } from '../domains/members';
import { memberSearchSchema } from '../schemas/account';

/** Members as the back office finds them (admin-back-office.md §9): the member pickers of badges, receipts and owners. */
export const memberEndpoints = {
  adminSearch: endpoint({
    method: 'get',
    path: '/api/admin/members',
    summary:
      'Search members (first name, last name or e-mail, case-insensitive; every word must match), paginated. pageSize at most 100.',
    auth: 'admin',
    query: memberSearchSchema,
    response: memberPageSchema,
    tags: ['admin'],
    resource: 'members',
  }),
};
