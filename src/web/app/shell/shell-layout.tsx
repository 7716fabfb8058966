import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Container } from '../../components/ui/container';
import { useBrowserValue } from '../../lib/browser-value';
import { cx } from '../../lib/cx';
import { readFlash } from '../../lib/flash';
import { useSession } from '../../lib/auth';
import { MemberLiveStream } from '../../lib/member-live';
import { worksOffline } from '../../pwa/cache-rules';
import { InstallOffer } from '../../pwa/install-offer';
import { useOnline } from '../../pwa/offline';
import { hidesPartners, isBarePage } from '../navigation';
import { OfflineState } from './offline-state';
import { NavDrawer, SideNav } from './side-nav';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

const COLLAPSED_KEY = 'fete.nav.collapsed';
const DRAWER_ID = 'mobile-navigation';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Side navigation, top bar, main content and footer (public-site.md §2.2). */
export function ShellLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const bare = isBarePage(location.pathname);
  // The visitor's stored choice is the browser's: a page the server drew hydrates open, then takes it (0057).
  const storedCollapsed = useBrowserValue(readCollapsed, false);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const collapsed = chosen ?? storedCollapsed;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const flash = readFlash(location.state);
  // Offline, a page needing the network shows what works offline instead; a member's kept pages open (0051).
  const online = useOnline();
  const { user } = useSession();
  const offline = !online && !(user && worksOffline(location.pathname));

  useEffect(() => {
    setDrawerOpen(false);
  }, [location.key]);

  function toggleCollapsed() {
    try {
      localStorage.setItem(COLLAPSED_KEY, collapsed ? '0' : '1');
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
    setChosen(!collapsed);
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-night-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {navigation.state !== 'idle' ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-carnival-100">
          <div className="h-full w-1/3 animate-pulse bg-linear-to-r from-carnival-600 via-sunset-500 to-gold-400" />
        </div>
      ) : null}
      <MemberLiveStream />
      {bare ? null : (
        <>
          <SideNav collapsed={collapsed} onToggleCollapsed={toggleCollapsed} />
          <NavDrawer
            id={DRAWER_ID}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            returnFocusRef={menuButtonRef}
          />
        </>
      )}
      <div className={cx('flex min-h-dvh flex-1 flex-col', !bare && (collapsed ? 'md:pl-16' : 'md:pl-48'))}>
        <TopBar
          bare={bare}
          drawerId={DRAWER_ID}
          drawerOpen={drawerOpen}
          onOpenDrawer={() => setDrawerOpen(true)}
          menuButtonRef={menuButtonRef}
        />
        {/* At least a screen tall: while a page loads its data, the footer stays below the fold instead of
            showing and then being pushed down (Lighthouse counted that shift as most of the pages' CLS). */}
        <main id="main" tabIndex={-1} className="min-h-dvh flex-1 pt-4 pb-8 focus:outline-none">
          {flash ? (
            <Container className="mb-6">
              <Alert tone={flash.tone}>
                {flash.message}
                {flash.link ? (
                  <>
                    {' '}
                    <Link to={flash.link.to} className="font-semibold underline underline-offset-4">
                      {flash.link.label}
                    </Link>
                  </>
                ) : null}
              </Alert>
            </Container>
          ) : null}
          {offline ? <OfflineState signedIn={!!user} /> : <Outlet />}
        </main>
        <InstallOffer />
        <SiteFooter showPartners={!hidesPartners(location.pathname)} />
      </div>
    </div>
  );
}
