/**
 * The first screen before the app's code has run (decision 0025): the top bar with the
 * wordmark on a phone, the side navigation's frame on a wide screen, and an empty page, laid out as ShellLayout
 * lays them out. `src/web/index.html` holds the same markup inside `#root`, so the browser paints it while the
 * scripts download; the router shows this component while the first page's code loads (HydrateFallback), so
 * React takes over without a change on screen, and the real shell then replaces it.
 *
 * `boot-shell.test.tsx` checks that index.html and this component stay the same markup. Plain elements only
 * (no router links, no state): it renders outside the router.
 */
export function BootShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <div
        aria-hidden="true"
        className="fixed inset-y-0 left-0 z-40 hidden w-48 flex-col bg-linear-to-b from-night-900 via-night-900 to-night-800 md:flex"
      >
        <div className="flex h-16 items-center px-4">
          <BootBrand onNight />
        </div>
      </div>
      <div className="flex min-h-dvh flex-1 flex-col md:pl-48">
        <div className="sticky top-0 z-30 border-b border-night-900/10 bg-white/90 backdrop-blur md:border-transparent md:bg-transparent md:backdrop-blur-none">
          <div className="flex h-16 items-center gap-2 px-4 sm:px-6">
            <span aria-hidden="true" className="-ml-2 p-2 text-night-900 md:hidden">
              <svg
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                className="block h-6 w-6"
              >
                <path d="M4 6h16M4 12h16M4 18h16" />
              </svg>
            </span>
            <span className="md:hidden">
              <BootBrand />
            </span>
          </div>
        </div>
        <div className="min-h-dvh flex-1 pt-4 pb-8">
          <p role="status" className="sr-only">
            Loading Fete...
          </p>
        </div>
      </div>
    </div>
  );
}

/** The wordmark as Brand draws it, as plain markup. */
function BootBrand({ onNight = false }: { onNight?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2" aria-hidden="true">
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-carnival-600 via-sunset-500 to-gold-400 font-display text-lg font-black text-night-950 shadow-md">
        F
      </span>
      <span
        className={
          onNight
            ? 'font-display text-2xl font-black tracking-tight text-white'
            : 'font-display text-2xl font-black tracking-tight text-night-900'
        }
      >
        Fete
      </span>
    </span>
  );
}
