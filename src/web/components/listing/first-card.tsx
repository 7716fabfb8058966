import { createContext, useContext } from 'react';

/**
 * Whether a card is the first of a result list: on a phone its picture is the largest thing of the first screen,
 * so it loads at once with high priority (`loading="eager"`, `fetchPriority="high"`); every other card's picture
 * loads lazily. `ResultGrid` provides it; cards read it with `useFirstCard()`.
 */
const FirstCardContext = createContext(false);

export const FirstCard = FirstCardContext.Provider;

export function useFirstCard(): boolean {
  return useContext(FirstCardContext);
}
