import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { feteIdMessages } from '../../../shared/domains/fete-id';
import { membershipDate, membershipMessages } from '../../../shared/domains/membership';
import { RenewMembershipButton } from '../../components/membership/renew-membership';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { DateTime } from '../../components/ui/date-time';
import { Icon } from '../../components/ui/icon';
import { RetryAlert } from '../../components/ui/retry-alert';
import { Spinner } from '../../components/ui/spinner';
import type { SessionUser } from '../../lib/auth';
import { errorMessage } from '../../lib/api';
import { useOfflineAsOf } from '../../pwa/offline';
import { OfflineMark } from '../../pwa/offline-mark';
import { memberAreaEndpoints } from '../../endpoints/member-areas';
import { feteIdPassQuery, memberApi } from './api';
import { paths } from '../../app/paths';

const DAY_MS = 86_400_000;
/** member-areas.md §9: the expiry warning starts when 30 days or fewer remain. */
const WARNING_DAYS = 30;

export function membershipState(expiresAt: string | null, now = Date.now()) {
  if (!expiresAt) return { kind: 'never' as const, daysLeft: null };
  const daysLeft = Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / DAY_MS));
  if (daysLeft === 0) return { kind: 'expired' as const, daysLeft };
  return { kind: daysLeft <= WARNING_DAYS ? ('warning' as const) : ('ok' as const), daysLeft };
}

/**
 * The Fete ID card: tier, the real membership expiry (with the 30-day warning) and the pass, a QR code of the
 * address door staff open on /fete-id/verify. The pass is the same all through a pass day (until 6 a.m.).
 */
export function FeteIdCard({ user }: { user: SessionUser }) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name;
  const location = [user.locality, user.territory].filter(Boolean).join(', ');
  const tier = (user.membershipType || 'gold').toUpperCase();
  const membership = membershipState(user.membershipExpiresAt);
  const queryClient = useQueryClient();
  const [renewedUntil, setRenewedUntil] = useState<string | null>(null);
  const offlineAsOf = useOfflineAsOf(memberAreaEndpoints.feteIdPass.path);
  return (
    <section
      aria-labelledby="member-card-title"
      className="relative isolate self-start overflow-hidden rounded-3xl bg-night-900 p-6 text-white shadow-xl"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_0%_0%,rgb(225_29_72/0.55),transparent_50%),radial-gradient(circle_at_100%_20%,rgb(249_115_22/0.4),transparent_45%),radial-gradient(circle_at_50%_120%,rgb(250_204_21/0.35),transparent_50%)]"
      />
      <div className="flex items-center justify-between">
        <h2 id="member-card-title" className="text-sm font-semibold tracking-widest text-gold-300 uppercase">
          Fete ID
        </h2>
        <Badge tone="gold" className="tracking-widest">
          {tier}
        </Badge>
      </div>
      {offlineAsOf ? (
        <OfflineMark asOf={offlineAsOf} what="Your card and pass as last seen on this device." dark />
      ) : null}
      <div className="mt-6 flex items-center gap-4">
        <Avatar src={user.image} firstName={user.firstName} lastName={user.lastName} size="xl" decorative />
        <div className="min-w-0">
          <p className="font-display text-2xl leading-tight font-bold break-words">{fullName}</p>
          {location ? <p className="mt-1 text-sm text-white/85">{location}</p> : null}
        </div>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-white/15 pt-5 text-sm">
        <div>
          <dt className="text-white/80">Tier</dt>
          <dd className="font-semibold text-gold-300">{tier}</dd>
        </div>
        <div>
          <dt className="text-white/80">Expires</dt>
          <dd className="font-semibold" data-testid="membership-expiry">
            {user.membershipExpiresAt ? <DateTime value={user.membershipExpiresAt} show="date" /> : 'Never'}
          </dd>
        </div>
        <div>
          <dt className="text-white/80">Territory</dt>
          <dd className="font-semibold break-words">{user.territory || '—'}</dd>
        </div>
        <div>
          <dt className="text-white/80">Locality</dt>
          <dd className="font-semibold break-words">{user.locality || '—'}</dd>
        </div>
      </dl>
      {user.membershipExpiresAt && (membership.kind === 'warning' || membership.kind === 'expired') ? (
        <div className="mt-4 flex flex-col items-start gap-3 rounded-xl bg-amber-100 px-3 py-3 text-sm text-amber-950">
          <p role="status" className="flex items-start gap-2 font-semibold">
            <Icon name="alertTriangle" className="mt-0.5 shrink-0" />
            {membership.kind === 'expired'
              ? 'Your membership has expired.'
              : `Your membership expires in ${membership.daysLeft} ${membership.daysLeft === 1 ? 'day' : 'days'}.`}
          </p>
          <RenewMembershipButton
            expiresAt={user.membershipExpiresAt}
            renew={() => memberApi(queryClient).renewMembership(user.membershipExpiresAt!)}
            onRenewed={(renewal) => setRenewedUntil(renewal.membershipExpiresAt)}
          />
        </div>
      ) : null}
      {renewedUntil ? (
        <p
          role="status"
          className="mt-4 flex items-start gap-2 rounded-xl bg-emerald-100 px-3 py-2 text-sm font-semibold text-emerald-950"
        >
          <Icon name="checkCircle" className="mt-0.5 shrink-0" />
          {membershipMessages.renewed(membershipDate(renewedUntil))}
        </p>
      ) : null}
      <PassCode viewer={user.id} />
      <Link
        to={paths.settings('profile')}
        className="mt-6 inline-flex items-center gap-1 rounded text-sm font-semibold text-gold-300 hover:text-gold-100 hover:underline"
      >
        Edit Profile
      </Link>
    </section>
  );
}

function PassCode({ viewer }: { viewer: string }) {
  const pass = useQuery(feteIdPassQuery(viewer));
  return (
    <div className="mt-6 border-t border-white/15 pt-5" aria-labelledby="fete-id-pass-title">
      <h3 id="fete-id-pass-title" className="text-sm font-semibold tracking-widest text-gold-300 uppercase">
        {feteIdMessages.title}
      </h3>
      {pass.isPending ? (
        <Spinner label="Loading your pass..." className="mt-3 text-white" />
      ) : pass.isError ? (
        <div className="mt-3">
          <RetryAlert onRetry={pass.refetch} retrying={pass.isFetching}>
            {errorMessage(pass.error, feteIdMessages.loadFailed)}
          </RetryAlert>
        </div>
      ) : (
        <div className="mt-3 flex flex-col items-center gap-3 sm:flex-row sm:items-start">
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pass.data.qrSvg)}`}
            alt="Fete ID pass QR code"
            loading="eager"
            width={160}
            height={160}
            className="h-40 w-40 shrink-0 rounded-xl bg-white p-1"
          />
          <div className="text-sm text-white/85">
            <p>{feteIdMessages.scanHint}</p>
            <p className="mt-2">
              Valid until <DateTime value={pass.data.expiresAt} show="datetime" />.
            </p>
            <a
              href={pass.data.verifyUrl}
              className="mt-2 inline-flex rounded font-semibold text-gold-300 hover:text-gold-100 hover:underline"
            >
              Open pass link
            </a>
          </div>
        </div>
      )}
    </div>
  );
}
