import { useMutation, useQueryClient } from '@tanstack/react-query';
import { marqetEndpoints as e } from '../../endpoints/marqet';
import type { MarqetRegistrationSubmit } from '../../../shared/domains/marqet-registration';
import { write } from '../../lib/client';

/**
 * POST /api/marqet/registrations: the server prices it and answers the stored registration. The
 * `marqet-registrations` reads (the member's own at GET /api/me/marqet-registrations, the back office's review)
 * ask again.
 */
export function useSubmitMarqetRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarqetRegistrationSubmit) => write(queryClient, e.register, { body: input }),
  });
}
