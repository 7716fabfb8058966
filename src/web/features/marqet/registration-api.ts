import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MarqetRegistrationSubmit,
  MarqetRegistrationView,
} from '../../../shared/domains/marqet-registration';
import { api } from '../../lib/api';

/** The member's own Marqet registrations (GET /api/marqet/registrations). */
export const marqetRegistrationKeys = {
  mine: ['marqet-registrations', 'mine'] as const,
};

/** POST /api/marqet/registrations: the server prices it and answers the stored registration. */
export function useSubmitMarqetRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarqetRegistrationSubmit) =>
      api.post<MarqetRegistrationView>('/api/marqet/registrations', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marqetRegistrationKeys.mine }),
  });
}
