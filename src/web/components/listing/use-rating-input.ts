import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/api';

/**
 * What a `<RatingControl>` needs from a rating mutation: the member's stars (the one being saved while it
 * saves), `onRate`, the busy flag, and the message for a visitor ('Please sign in to rate providers') or a
 * refusal ('Failed to submit rating'). Visitors get the message without a request.
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
      onError: (failure) => setError(isApiError(failure, 401) ? signInMessage : failedMessage),
    });
  }

  return {
    myRating: rate.isPending ? (rate.variables ?? myRating) : myRating,
    onRate,
    pending: rate.isPending,
    error,
  };
}
