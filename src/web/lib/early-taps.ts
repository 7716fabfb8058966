/** A tap kept by the inline script of a server-drawn page (src/server/platform/early-taps.ts). */
interface EarlyTap {
  target: Element;
  /** The tapped control's centre, in page coordinates, when it was tapped. */
  x: number;
  y: number;
}

declare global {
  interface Window {
    feteEarlyTaps?: EarlyTap[];
  }
}

/**
 * Does the taps made on a server-drawn page before the app took it over (decision 0057), in order, once the app
 * has. Called when the app marks itself ready; the taps are done a task later, once React has drawn the values
 * only the browser knows (`useBrowserValue`), which may draw a control anew: a tapped button no longer in the page
 * is found again where it was.
 */
export function replayEarlyTaps() {
  const taps = window.feteEarlyTaps;
  window.feteEarlyTaps = [];
  if (!taps?.length) return;
  setTimeout(() => {
    for (const tap of taps) replay(tap);
  }, 0);
}

function replay({ target, x, y }: EarlyTap) {
  if (target instanceof HTMLFormElement) {
    if (target.isConnected) target.requestSubmit();
    return;
  }
  const now = target.isConnected
    ? target
    : document.elementFromPoint(x - window.scrollX, y - window.scrollY)?.closest('button');
  if (now instanceof HTMLButtonElement && !now.disabled) now.click();
}
