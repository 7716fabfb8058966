import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { marqetEndpoints as e } from '../../../endpoints/marqet';
import type {
  ProductAdminItem,
  ProductCreateInput,
  ProductUpdateInput,
} from '../../../../shared/domains/product-admin';
import type { ListParams } from '../../../components/listing/use-list-query';
import { showSavedRow } from '../../../components/manager/show-saved-row';
import { endpointListQuery, write } from '../../../lib/client';

export type { ProductAdminItem };

/** The shop's resource (`products`): featuring (its endpoints touch `products`) and every write here refresh both. */
export const productAdminListQuery = (params: ListParams) =>
  endpointListQuery(e.adminProducts, { query: params });

type Run<Input, Output> = (queryClient: QueryClient, input: Input) => Promise<Output>;

/** Every write: the manager, the shop and the home picks ask again (the endpoints' resource and touches). */
function useProductWrite<Input, Output>(run: Run<Input, Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: Input) => run(queryClient, input) });
}

/** A write that answers the product as it now is: every page of the manager shows it at once. */
function useProductChange<Input>(run: Run<Input, ProductAdminItem>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => run(queryClient, input),
    onSuccess: (product) => showSavedRow(queryClient, e.adminProducts, product),
  });
}

export const useCreateProduct = () =>
  useProductWrite((qc, input: ProductCreateInput) => write(qc, e.createProduct, { body: input }));

export const useUpdateProduct = () =>
  useProductChange((qc, { id, input }: { id: string; input: ProductUpdateInput }) =>
    write(qc, e.updateProduct, { params: { id }, body: input }),
  );

export const useSetProductActive = () =>
  useProductChange((qc, { id, active }: { id: string; active: boolean }) =>
    write(qc, e.setProductActive, { params: { id }, body: { active } }),
  );

export const useDeleteProduct = () =>
  useProductWrite((qc, id: string) => write(qc, e.deleteProduct, { params: { id } }));
