import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Icon, type IconName } from '../../components/ui/icon';
import { LinkButton } from '../../components/ui/link-button';
import { paths } from '../paths';

/**
 * What a page shows while the browser is offline (decision 0051), in place of any page that needs the network:
 * what still works and what does not. A member signed in on this browser is offered their Fete ID, which the
 * service worker kept as last seen.
 */
export function OfflineState({ signedIn }: { signedIn: boolean }) {
  return (
    <Container width="md" className="py-6">
      <section
        aria-labelledby="offline-title"
        className="relative isolate overflow-hidden rounded-3xl bg-night-900 p-6 text-white shadow-xl sm:p-8"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_0%_0%,rgb(225_29_72/0.5),transparent_50%),radial-gradient(circle_at_100%_100%,rgb(250_204_21/0.3),transparent_50%)]"
        />
        <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">No connection</p>
        <h1 id="offline-title" className="mt-2 font-display text-3xl font-black">
          You’re offline
        </h1>
        <p className="mt-3 text-white/85">
          Fete needs a connection for most things. This page comes back as soon as you are online again.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {signedIn ? (
            <>
              <LinkButton to={paths.dashboard()} icon={<Icon name="idCard" />}>
                Open your Fete ID
              </LinkButton>
              <LinkButton to={paths.myCarnival()} variant="secondary">
                Open My Carnival
              </LinkButton>
            </>
          ) : null}
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </div>
      </section>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <OfflineList title="Works offline" icon="checkCircle" tone="text-emerald-700">
          <li>
            Your Fete ID card and QR pass on your dashboard, as last seen on this device (signed-in members)
          </li>
          <li>Your My Carnival plans you opened on this device, as last seen (signed-in members)</li>
          <li>This page</li>
        </OfflineList>
        <OfflineList title="Needs a connection" icon="alertCircle" tone="text-carnival-700">
          <li>The Fete Guide, bands, eats, faces and the Fete Marqet</li>
          <li>Signing in, likes, chat, forms and payments</li>
          <li>Checking a pass at the door: the scanner needs a connection</li>
        </OfflineList>
      </div>
    </Container>
  );
}

function OfflineList(props: { title: string; icon: IconName; tone: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-900/10">
      <h2 className="flex items-center gap-2 font-display text-lg font-bold text-night-900">
        <Icon name={props.icon} className={props.tone} />
        {props.title}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-night-800">{props.children}</ul>
    </section>
  );
}
