import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Deleted,
  ProductAdminItem,
  ProductCreateInput,
  ProductUpdateInput,
} from '../../../../shared/domains/product-admin';
import { listQueryOptions, type ListParams } from '../../../components/listing/use-list-query';
import { api } from '../../../lib/api';
import { productKeys } from '../api';

export type { ProductAdminItem };

/** Under the shop's key: featuring (invalidateAfterFeature) and every write here refresh both. */
export const productAdminKeys = {
  lists: [...productKeys.all, 'admin'] as const,
};

export const productAdminListQuery = (params: ListParams) =>
  listQueryOptions<ProductAdminItem>(productAdminKeys.lists, '/api/admin/products', params);

const path = (id: string) => `/api/admin/products/${encodeURIComponent(id)}`;

/** Every write: the manager, the shop and the home picks ask again. */
function useProductWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['home', 'section'] }),
      ]);
    },
  });
}

export const useCreateProduct = () =>
  useProductWrite((input: ProductCreateInput) => api.post<ProductAdminItem>('/api/admin/products', input));

export const useUpdateProduct = () =>
  useProductWrite(({ id, input }: { id: string; input: ProductUpdateInput }) =>
    api.put<ProductAdminItem>(path(id), input),
  );

export const useSetProductActive = () =>
  useProductWrite(({ id, active }: { id: string; active: boolean }) =>
    api.put<ProductAdminItem>(`${path(id)}/active`, { active }),
  );

export const useDeleteProduct = () => useProductWrite((id: string) => api.delete<Deleted>(path(id)));
