import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * A value only the browser knows (the viewer's time zone, the site's origin, an API the browser may lack), read
 * during render: `onServer` while the server draws a page and while the app hydrates that HTML (decision 0057),
 * so both draw the same, then the browser's own (React draws again with it). A page drawn in the browser alone
 * reads the browser's at once. `read` must return the same value each time (a string, a boolean, null).
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(unchanging, read, () => onServer);
}

/** The site's origin as the browser reached it: '' on the server and while hydrating (addresses stay relative). */
export const useOrigin = () => useBrowserValue(() => window.location.origin, '');
