import type { QueryClient } from '@tanstack/react-query';
import { badgeEndpoints as e } from '../../endpoints/badges';
import type { Award, AwardInput, BadgeType } from '../../../shared/domains/badges';
import type { ListParams } from '../../components/listing/use-list-query';
import { endpointListQuery, endpointQuery, write } from '../../lib/client';

export type { Award, BadgeType };

/** Badge management (admin). Every read is the `badges` resource: a write refreshes the member's own badges too. */
export const badgeTypesQuery = endpointQuery(e.types, {});

export const awardsQuery = (params: ListParams) => endpointListQuery(e.awards, { query: params });

export function badgeAdminApi(queryClient: QueryClient) {
  return {
    award: (input: AwardInput) => write(queryClient, e.award, { body: input }),
    revoke: (id: string) => write(queryClient, e.revoke, { params: { id } }),
  };
}
