import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { faceEndpoints as e } from '../../../endpoints/faces';
import type {
  ProviderAdminItem,
  ProviderCreateInput,
  ProviderUpdateInput,
  TestimonialCreateInput,
} from '../../../../shared/domains/provider-admin';
import type { ListParams } from '../../../components/listing/use-list-query';
import { showSavedRow } from '../../../components/manager/show-saved-row';
import { endpointKey, endpointListQuery, write } from '../../../lib/client';

export type { ProviderAdminItem };

/** The `providers` resource: featuring and every write here refresh the manager, Fete Faces and the pages. */
export const providerAdminListQuery = (params: ListParams) =>
  endpointListQuery(e.adminList, { query: params });

type Run<Input, Output> = (queryClient: QueryClient, input: Input) => Promise<Output>;

/** Every write: the manager, the public list and pages, Top Faces and the dashboards' likes ask again (touches). */
function useProviderWrite<Input, Output>(run: Run<Input, Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: Input) => run(queryClient, input) });
}

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

export const useCreateProvider = () =>
  useProviderWrite((qc, input: ProviderCreateInput) => write(qc, e.create, { body: input }));

export const useUpdateProvider = () =>
  useProviderChange((qc, { id, input }: { id: string; input: ProviderUpdateInput }) =>
    write(qc, e.update, { params: { id }, body: input }),
  );

export const useSetProviderActive = () =>
  useProviderChange((qc, { id, active }: { id: string; active: boolean }) =>
    write(qc, e.setActive, { params: { id }, body: { active } }),
  );

export const useDeleteProvider = () =>
  useProviderWrite((qc, id: string) => write(qc, e.remove, { params: { id } }));

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
