import { useMutation, useQueryClient } from '@tanstack/react-query';
import { marqetEndpoints as e } from '../../../endpoints/marqet';
import type { MarqetExtendInput } from '../../../../shared/domains/marqet-registration';
import type { ListParams } from '../../../components/listing/use-list-query';
import { showSavedRow } from '../../../components/manager/show-saved-row';
import { endpointListQuery, write } from '../../../lib/client';

/** The `marqet-registrations` resource: a member's new registration refreshes the review too. */
export const registrationAdminListQuery = (params: ListParams) =>
  endpointListQuery(e.adminRegistrations, { query: params });

const decisions = { approved: e.approve, rejected: e.reject, pending: e.reopen };
type DecisionInput = { id: string } & (
  { to: keyof typeof decisions } | ({ to: 'extend' } & MarqetExtendInput)
);

/**
 * Approve, reject or reopen (back to `pending`) a registration, or extend it by some months. Every decision
 * answers the registration as it now is: every page of the list shows it at once (the details beside it with
 * their new status and buttons), then the list asks again, and so do the shop lists and the home page's picks
 * (approval and extension change products): the endpoints' touches.
 */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: DecisionInput) =>
      input.to === 'extend'
        ? write(queryClient, e.extend, { params: { id }, body: { months: input.months } })
        : write(queryClient, decisions[input.to], { params: { id } }),
    onSuccess: (registration) => showSavedRow(queryClient, e.adminRegistrations, registration),
  });
}
