import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from 'react-router';
import type { BandItem } from '../../../shared/schemas/public';
import { paths } from '../../app/paths';
import { ExternalLink } from '../../components/listing/external-link';
import { ToggleButton } from '../../components/listing/toggle-button';
import { useOptimisticToggle } from '../../components/listing/use-optimistic-toggle';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { cx } from '../../lib/cx';
import { saveRegistrationWatch } from './api';
import { showsFeteIdRegistration } from './band-format';

export const registrationTexts = {
  notOpen: 'Registration not open yet',
  notify: 'Notify me when registration opens',
  watching: (band: string) => `We will notify you when ${band} opens registration.`,
  signIn: 'Sign in to be notified when registration opens',
  failed: 'Your choice could not be saved. Please try again.',
} as const;

type Size = 'sm' | 'md';

/**
 * A band's registration: Register Now and (members) Register with Fete ID; with no link yet, "Registration not
 * open yet" and, for a member, "Notify me when registration opens" (a visitor is asked to sign in).
 */
export function RegistrationActions({
  band,
  signedIn,
  watching,
  size = 'md',
}: {
  band: BandItem;
  signedIn: boolean;
  watching: boolean;
  size?: Size;
}) {
  const location = useLocation();
  if (band.registrationUrl || band.feteIdRegistrationUrl) {
    return (
      <>
        <ExternalLink href={band.registrationUrl} icon className={buttonClasses({ size })}>
          Register Now
        </ExternalLink>
        {showsFeteIdRegistration(signedIn, band.feteIdRegistrationUrl) ? (
          <ExternalLink
            href={band.feteIdRegistrationUrl}
            icon
            className={buttonClasses({ size, variant: 'secondary' })}
          >
            Register with Fete ID
          </ExternalLink>
        ) : null}
      </>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm font-semibold text-night-900">{registrationTexts.notOpen}</p>
      {signedIn ? (
        <NotifyToggle band={band} watching={watching} size={size} />
      ) : (
        <Link
          to={paths.signin({ returnTo: location.pathname + location.search })}
          className="text-sm font-semibold text-sea-800 underline underline-offset-4"
        >
          {registrationTexts.signIn}
        </Link>
      )}
    </div>
  );
}

function NotifyToggle({ band, watching, size }: { band: BandItem; watching: boolean; size: Size }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const toggle = useOptimisticToggle({
    value: watching,
    save: (next: boolean) => saveRegistrationWatch(queryClient, band.id, next),
    read: (answer) => answer.watching,
    onSaved: () => setError(null),
    onFailed: (err) => setError(errorMessage(err, registrationTexts.failed)),
  });
  return (
    <>
      <ToggleButton
        pressed={toggle.shown}
        label={registrationTexts.notify}
        onToggle={toggle.toggle}
        className={cx(buttonClasses({ size, variant: toggle.shown ? 'primary' : 'secondary' }), 'gap-1.5')}
      >
        <span aria-hidden="true">{toggle.shown ? '✓' : '🔔'}</span>
        {registrationTexts.notify}
      </ToggleButton>
      {toggle.shown ? <p className="text-sm text-gray-700">{registrationTexts.watching(band.name)}</p> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </>
  );
}
