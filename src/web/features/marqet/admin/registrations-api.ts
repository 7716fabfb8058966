import { useMutation, useQueryClient } from '@tanstack/react-query';
import { marqetEndpoints as e } from '../../../endpoints/marqet';
import type {
  AdminMarqetRegistration,
  MarqetExtendInput,
} from '../../../../shared/domains/marqet-registration';
import type { ListParams } from '../../../components/listing/use-list-query';
import { showSavedRow } from '../../../components/manager/show-saved-row';
import { endpointListQuery, write } from '../../../lib/client';

export type { AdminMarqetRegistration };

/** The `marqet-registrations` resource: a member's new registration refreshes the review too. */
export const registrationAdminListQuery = (params: ListParams) =>
  endpointListQuery(e.adminRegistrations, { query: params });

/**
 * Every decision answers the registration as it now is: every page of the list shows it at once (the details
 * beside it with their new status and buttons), then the list asks again, and so do the shop lists and the home
 * page's picks (approval and extension change products): the endpoints' touches.
 */
function useDecision<Input>(
  run: (queryClient: ReturnType<typeof useQueryClient>, input: Input) => Promise<AdminMarqetRegistration>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => run(queryClient, input),
    onSuccess: (registration) => showSavedRow(queryClient, e.adminRegistrations, registration),
  });
}

/** Approve, reject or reopen (back to `pending`) a registration. */
const decisions = { approved: e.approve, rejected: e.reject, pending: e.reopen };
export const useDecide = () =>
  useDecision((qc, { id, to }: { id: string; to: keyof typeof decisions }) =>
    write(qc, decisions[to], { params: { id } }),
  );
export const useExtendRegistration = () =>
  useDecision((qc, { id, months }: { id: string } & MarqetExtendInput) =>
    write(qc, e.extend, { params: { id }, body: { months } }),
  );
