import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminMarqetRegistration,
  MarqetExtendInput,
} from '../../../../shared/domains/marqet-registration';
import { listQueryOptions, type ListParams } from '../../../components/listing/use-list-query';
import { api } from '../../../lib/api';
import { productKeys } from '../api';

export type { AdminMarqetRegistration };

export const registrationAdminKeys = {
  all: ['marqet-registrations', 'admin'] as const,
};

export const registrationAdminListQuery = (params: ListParams) =>
  listQueryOptions<AdminMarqetRegistration>(
    registrationAdminKeys.all,
    '/api/admin/marqet-registrations',
    params,
  );

const path = (id: string) => `/api/admin/marqet-registrations/${encodeURIComponent(id)}`;

/** Every decision: the list asks again, and so do the shop lists (approval and extension change products). */
function useDecision<Input>(write: (input: Input) => Promise<AdminMarqetRegistration>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationAdminKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['home', 'section'] }),
      ]);
    },
  });
}

export const useApproveRegistration = () =>
  useDecision((id: string) => api.post<AdminMarqetRegistration>(`${path(id)}/approve`));
export const useRejectRegistration = () =>
  useDecision((id: string) => api.post<AdminMarqetRegistration>(`${path(id)}/reject`));
export const useExtendRegistration = () =>
  useDecision(({ id, months }: { id: string } & MarqetExtendInput) =>
    api.post<AdminMarqetRegistration>(`${path(id)}/extend`, { months }),
  );
