import type { DataRouter } from 'react-router';

let watched: Pick<DataRouter, 'state'> | undefined;

/** Called once with the app's router, so code outside React's render can see a navigation under way. */
export function watchNavigations(router: Pick<DataRouter, 'state'>) {
  watched = router;
}

/**
 * Where the navigation under way is going, if there is one. The router knows at once when a link is
 * followed, while `useNavigation()` only tells on the next render, which React Router runs in a transition
 * and may come late; and the address does not change until the new page's code has loaded.
 */
export function pendingLocation(): { pathname: string; search: string } | undefined {
  return watched?.state.navigation.location;
}
