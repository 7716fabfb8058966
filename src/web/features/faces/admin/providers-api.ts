import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deleted } from '../../../../shared/domains/product-admin';
import type {
  ProviderAdminItem,
  ProviderCreateInput,
  ProviderUpdateInput,
  TestimonialCreateInput,
} from '../../../../shared/domains/provider-admin';
import { listQueryOptions, type ListParams } from '../../../components/listing/use-list-query';
import { api } from '../../../lib/api';
import { providerKeys } from '../api';

export type { ProviderAdminItem };

/** Under the public key: featuring and every write here refresh the manager, Fete Faces and the pages. */
export const providerAdminKeys = {
  lists: [...providerKeys.all, 'admin'] as const,
};

export const providerAdminListQuery = (params: ListParams) =>
  listQueryOptions<ProviderAdminItem>(providerAdminKeys.lists, '/api/admin/providers', params);

const path = (id: string) => `/api/admin/providers/${encodeURIComponent(id)}`;

/** Every write: the manager, the public list and pages, Top Faces and the dashboards' likes ask again. */
function useProviderWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all(
        [providerKeys.all, ['home', 'section'], ['likes']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export const useCreateProvider = () =>
  useProviderWrite((input: ProviderCreateInput) =>
    api.post<ProviderAdminItem>('/api/admin/providers', input),
  );

export const useUpdateProvider = () =>
  useProviderWrite(({ id, input }: { id: string; input: ProviderUpdateInput }) =>
    api.put<ProviderAdminItem>(path(id), input),
  );

export const useSetProviderActive = () =>
  useProviderWrite(({ id, active }: { id: string; active: boolean }) =>
    api.put<ProviderAdminItem>(`${path(id)}/active`, { active }),
  );

export const useDeleteProvider = () => useProviderWrite((id: string) => api.delete<Deleted>(path(id)));

export const useAddTestimonial = () =>
  useProviderWrite(({ id, input }: { id: string; input: TestimonialCreateInput }) =>
    api.post<ProviderAdminItem>(`${path(id)}/testimonials`, input),
  );

export const useRemoveTestimonial = () =>
  useProviderWrite(({ id, photoId }: { id: string; photoId: string }) =>
    api.delete<ProviderAdminItem>(`${path(id)}/testimonials/${encodeURIComponent(photoId)}`),
  );

export const useReorderTestimonials = () =>
  useProviderWrite(({ id, ids }: { id: string; ids: string[] }) =>
    api.put<ProviderAdminItem>(`${path(id)}/testimonials/order`, { ids }),
  );
