import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../lib/api';

/** What PUT …/:id/rating answers: the item's new average and count, and the member's own stars. */
interface RatingAnswer {
  rating: number | null;
  totalRatings: number;
  myRating: number | null;
}

/** A detail answer whose item (under `field`: 'band', 'provider') carries a rating. */
type RatedDetail<F extends string> = Record<F, { rating: number | null; totalRatings: number }> & {
  myRating: number | null;
};

/**
 * PUT …/:id/rating for the item of a detail page, one at a time per item (`scope`), so the last star chosen is
 * the one that stays. The answer goes straight into the page's read (`detailKey`, its item under `field`); the
 * lists ask again (the write makes the item's reads stale).
 */
export function useRateItem<F extends string>({
  scope,
  field,
  detailKey,
  save,
}: {
  scope: string;
  field: F;
  detailKey: QueryKey;
  save: (queryClient: QueryClient, rating: number) => Promise<RatingAnswer>;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: scope },
    mutationFn: (rating: number) => save(queryClient, rating),
    onSuccess: ({ rating, totalRatings, myRating }) => {
      queryClient.setQueryData<RatedDetail<F>>(detailKey, (old) =>
        old ? { ...old, [field]: { ...old[field], rating, totalRatings }, myRating } : old,
      );
    },
  });
}

/**
 * What a `<RatingControl>` needs from a rating mutation: the member's stars (the one being saved while it
 * saves), `onRate`, the busy flag, and the message for a visitor ('Please sign in to rate providers') or a
 * refusal (the server's words, e.g. an address not verified yet; else 'Failed to submit rating'). Visitors get
 * the message without a request.
 */
export function useRatingInput(
  rate: UseMutationResult<unknown, Error, number>,
  {
    signedIn,
    myRating,
    signInMessage,
    failedMessage,
  }: { signedIn: boolean; myRating: number | null; signInMessage: string; failedMessage: string },
) {
  const [error, setError] = useState<string | null>(null);

  function onRate(rating: number) {
    setError(null);
    if (!signedIn) {
      setError(signInMessage);
      return;
    }
    rate.mutate(rating, {
      onError: (failure) =>
        // Another refusal says why in the server's words (an unverified address: verify it first).
        setError(isApiError(failure, 401) ? signInMessage : errorMessage(failure, failedMessage)),
    });
  }

  return {
    myRating: rate.isPending ? (rate.variables ?? myRating) : myRating,
    onRate,
    pending: rate.isPending,
    error,
  };
}
