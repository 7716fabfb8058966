import { useState, type MouseEvent } from 'react';
import { useBrowserValue, useOrigin } from '../../lib/browser-value';
import { Icon, type IconName } from '../ui/icon';
import { Menu, MenuItemButton, MenuItemLink, MenuList, MenuPopup, MenuTrigger } from '../ui/menu';

/**
 * Share a detail page (decision 0033): the canonical address (`path`, from shared/item-paths.ts, the one the
 * server names in the page's head) goes out, never the address the visitor happened to arrive by. Where the
 * browser has the Web Share API (phones, some desktops) the button opens the system's share sheet; elsewhere
 * it opens a menu: copy the link, or WhatsApp, X and Facebook as plain links (no third-party script).
 */
export function ShareMenu({ path, title }: { path: string; title: string }) {
  const [status, setStatus] = useState('');
  // The server draws the menu (decision 0057): the browser's own origin and share sheet once hydrated.
  const origin = useOrigin();
  const url = origin ? new URL(path, origin).href : path;
  const canShare = useBrowserValue(() => typeof navigator.share === 'function', false);
  const triggerClasses =
    'inline-flex min-h-9 items-center gap-1.5 rounded-full bg-white px-3 text-sm font-semibold text-night-900 ring-1 ring-night-900/15 hover:bg-sunset-50 hover:ring-night-900/35';

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied');
    } catch {
      // No clipboard access (an insecure origin, a refused permission): show the link to copy by hand.
      setStatus(`Copy this link: ${url}`);
    }
  }

  /** The system's share sheet with the canonical address (read when pressed: only the browser has it). */
  function shareSheet() {
    navigator.share({ title, url: new URL(path, window.location.origin).href }).catch((err: unknown) => {
      // Closing the share sheet is not a failure; anything else falls back to copying the link.
      if (!(err instanceof DOMException && err.name === 'AbortError')) void copy();
    });
  }

  /**
   * A press on the menu's button where the browser has a share sheet: a press made while the app takes the
   * server's page over (decision 0057) reaches this button before React has drawn the share sheet's in its place.
   */
  function shareSheetInstead(event: MouseEvent) {
    if (typeof navigator.share !== 'function') return;
    event.preventDefault();
    event.stopPropagation();
    shareSheet();
  }

  const announce = (
    <span role="status" className="text-sm font-medium text-sea-800">
      {status}
    </span>
  );

  if (canShare) {
    return (
      <span className="inline-flex items-center gap-2">
        <button type="button" className={triggerClasses} onClick={shareSheet}>
          <Icon name="share" className="h-4 w-4" />
          Share
        </button>
        {announce}
      </span>
    );
  }

  const text = encodeURIComponent(`${title} ${url}`);
  const links: { label: string; href: string; icon: IconName }[] = [
    { label: 'WhatsApp', href: `https://wa.me/?text=${text}`, icon: 'chat' },
    {
      label: 'X',
      href: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`,
      icon: 'external',
    },
    {
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      icon: 'external',
    },
  ];
  const itemClasses =
    'flex w-full min-h-11 items-center gap-3 rounded-xl px-3 text-left text-sm font-medium text-night-900 hover:bg-sunset-50 focus:bg-sunset-50 focus:outline-none focus-visible:outline-3 focus-visible:outline-sea-600 focus-visible:-outline-offset-2';

  return (
    <span className="inline-flex items-center gap-2">
      <Menu className="relative">
        <MenuTrigger
          className={triggerClasses}
          // The menu's library opens on the press itself unless told not to; the click then opens the sheet.
          onPointerDown={(event) => typeof navigator.share === 'function' && event.preventDefault()}
          onClickCapture={shareSheetInstead}
        >
          <Icon name="share" className="h-4 w-4" />
          Share
        </MenuTrigger>
        <MenuPopup className="z-50 w-60 max-w-[calc(100vw-2rem)] rounded-2xl bg-white p-2 shadow-xl ring-1 ring-night-900/10">
          <MenuList label={`Share ${title}`}>
            <MenuItemButton className={itemClasses} onSelect={() => void copy()}>
              <Icon name="link" className="h-4 w-4 text-carnival-700" />
              Copy link
            </MenuItemButton>
            {links.map((link) => (
              <MenuItemLink
                key={link.label}
                to={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className={itemClasses}
              >
                <Icon name={link.icon} className="h-4 w-4 text-carnival-700" />
                {`Share on ${link.label}`}
                <span className="sr-only"> (opens in a new tab)</span>
              </MenuItemLink>
            ))}
          </MenuList>
        </MenuPopup>
      </Menu>
      {announce}
    </span>
  );
}
