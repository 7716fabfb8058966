import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { faceEndpoints as e } from '../../../endpoints/faces';
import type { ProviderAdminItem, TestimonialCreateInput } from '../../../../shared/domains/provider-admin';
import { showSavedRow } from '../../../components/manager/show-saved-row';
import { endpointKey, write } from '../../../lib/client';

type Run<Input, Output> = (queryClient: QueryClient, input: Input) => Promise<Output>;

/**
 * A write that answers the provider as it now is: every page of the manager shows it at once (its photos in
 * their new order before the list has asked again, so a second move starts from the order on screen).
 */
function useProviderChange<Input>(run: Run<Input, ProviderAdminItem>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => run(queryClient, input),
    onSuccess: (provider) => showSavedRow(queryClient, e.adminList, provider),
  });
}

export const useAddTestimonial = () =>
  useProviderChange((qc, { id, input }: { id: string; input: TestimonialCreateInput }) =>
    write(qc, e.addTestimonial, { params: { id }, body: input }),
  );

/**
 * A photo's removal answers `{ id, deleted: true }` (write() marks the provider's reads stale): every page of
 * the manager drops the photo at once, as a change's answer shows it, so a move right after starts from the
 * photos on screen.
 */
export const useRemoveTestimonial = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, photoId }: { id: string; photoId: string }) =>
      write(queryClient, e.removeTestimonial, { params: { id, testimonialId: photoId } }),
    onSuccess: (gone, { id }) =>
      queryClient.setQueriesData<{ items: ProviderAdminItem[] }>(
        { queryKey: endpointKey(e.adminList).slice(0, 2) },
        (page) =>
          page && {
            ...page,
            items: page.items.map((item) =>
              item.id === id
                ? { ...item, testimonials: item.testimonials.filter((photo) => photo.id !== gone.id) }
                : item,
            ),
          },
      ),
  });
};

export const useReorderTestimonials = () =>
  useProviderChange((qc, { id, ids }: { id: string; ids: string[] }) =>
    write(qc, e.reorderTestimonials, { params: { id }, body: { ids } }),
  );
