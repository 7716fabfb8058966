import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receiptEndpoints as e } from '../../../endpoints/receipts';
import type {
  ReceiptCopyInput,
  ReceiptCreateInput,
  ReceiptUpdateInput,
} from '../../../../shared/domains/receipts';
import type { ListParams } from '../../../components/listing/use-list-query';
import { endpointListQuery, endpointQuery, write } from '../../../lib/client';

/** The receipt manager's calls. Every receipt read is the `receipts` resource: a write refreshes the members' lists too. */
export const adminReceiptListQuery = (params: ListParams) => endpointListQuery(e.list, { query: params });

export const adminReceiptQuery = (id: string) => endpointQuery(e.get, { params: { id } });

export const useCreateReceipt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReceiptCreateInput) => write(queryClient, e.create, { body: input }),
  });
};

export const useUpdateReceipt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReceiptUpdateInput }) =>
      write(queryClient, e.update, { params: { id }, body: input }),
  });
};

export const useDeleteReceipt = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: string) => write(queryClient, e.delete, { params: { id } }) });
};

export const useCopyReceipt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReceiptCopyInput }) =>
      write(queryClient, e.copy, { params: { id }, body: input }),
  });
};
