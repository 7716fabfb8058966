import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receiptEndpoints as e } from '../../endpoints/receipts';
import type {
  AdminReceipt,
  AdminReceiptSummary,
  MyReceipt,
  MyReceiptPage,
  ReceiptCopyInput,
  ReceiptCreateInput,
  ReceiptUpdateInput,
} from '../../../shared/domains/receipts';
import type { ListParams } from '../../components/listing/use-list-query';
import { call, endpointKey, endpointListQuery, endpointQuery, write } from '../../lib/client';

export type { AdminReceipt, AdminReceiptSummary, MyReceipt, MyReceiptPage };

/** Every receipt read is the `receipts` resource: a write refreshes the manager and the members' own lists. */
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

export const MY_RECEIPTS_PAGE_SIZE = 20;

export const myReceiptsQuery = (viewer: string, page: number) =>
  endpointListQuery(e.mine, { query: { page, pageSize: MY_RECEIPTS_PAGE_SIZE } }, viewer);

/** The tab's New badge: how many receipts came since the member last opened the tab (on any device). */
export const myReceiptStatusQuery = (viewer: string) => endpointQuery(e.myStatus, {}, viewer);

/** The key the New badge's answer is kept under, for the answer of marking the receipts seen. */
export const myReceiptStatusKey = (viewer: string) => endpointKey(e.myStatus, {}, viewer);

/**
 * Marks the member's receipts seen. Not a `write`: making the receipts stale would refetch the open list and
 * take the cards' New marks away during this visit; its answer is the badge's new count.
 */
export const markReceiptsSeen = () => call(e.markSeen);
