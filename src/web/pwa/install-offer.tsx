import { useEffect, useState } from 'react';
import { BrandMark } from '../app/shell/brand';
import { Button } from '../components/ui/button';
import { Icon } from '../components/ui/icon';

/** Chromium's event, fired when the browser finds the site installable (not in the DOM's types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALL_DISMISSED_KEY = 'fete.install.dismissed';
/** After "Not now" (or the browser's own prompt dismissed), the offer stays away this long. */
const QUIET_MS = 90 * 86_400_000;

function dismissedRecently(now = Date.now()): boolean {
  try {
    const at = Number(localStorage.getItem(INSTALL_DISMISSED_KEY));
    return at > 0 && now - at < QUIET_MS;
  } catch {
    return false;
  }
}

function rememberDismissed() {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()));
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
}

/**
 * "Install Fete" (decision 0051): offered only once the browser has said the site is installable
 * (`beforeinstallprompt`), as a card in the corner that never takes the focus or blocks the page; the browser's
 * own prompt opens from the member's click. "Not now" is remembered for 90 days.
 */
export function InstallOffer() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);
  const [dismissed, setDismissed] = useState(dismissedRecently);

  useEffect(() => {
    const onOffer = (event: Event) => {
      // Our card instead of the browser's mini-infobar; the browser's install menu stays as it is.
      event.preventDefault();
      setOffer(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!offer || dismissed) return null;

  const dismiss = () => {
    rememberDismissed();
    setDismissed(true);
  };
  const install = async () => {
    // The browser's prompt can be shown once per event.
    setOffer(null);
    await offer.prompt();
    if ((await offer.userChoice).outcome === 'dismissed') dismiss();
  };

  return (
    <aside
      aria-labelledby="install-offer-title"
      className="fixed inset-x-4 bottom-4 z-40 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-night-900/10 sm:right-6 sm:left-auto sm:max-w-sm"
    >
      <div className="flex items-start gap-3">
        <BrandMark />
        <div className="min-w-0">
          <h2 id="install-offer-title" className="font-display text-base font-bold text-night-900">
            Install Fete
          </h2>
          <p className="mt-1 text-sm text-night-700">
            Open Fete from your home screen, and your Fete ID pass even where there is no signal.
          </p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={dismiss}>
          Not now
        </Button>
        <Button size="sm" icon={<Icon name="sparkles" />} onClick={() => void install()}>
          Install Fete
        </Button>
      </div>
    </aside>
  );
}
