import { useState } from 'react';
import {
  membershipDate,
  membershipMessages as texts,
  renewedExpiry,
  type MembershipRenewal,
} from '../../../shared/domains/membership';
import { errorMessage } from '../../lib/api';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import type { ButtonSize, ButtonVariant } from '../ui/button';

/**
 * "Renew membership" and its confirmation (decision 0044): the Fete ID card's warning and the sign-in's, signed
 * in, and the sign-in that refused an ended membership, with its token. The question names the new end (a year
 * from the later of today and the old end, as the server counts it). The dialog stays open and busy until
 * `onRenewed` is done too (the sign-in signs in again there); a failure shows inside it, and trying again is
 * safe: the server renews once.
 */
export function RenewMembershipButton({
  expiresAt,
  renew,
  onRenewed,
  variant = 'primary',
  size = 'sm',
  className,
}: {
  /** The membership's end the member sees; absent when it has ended (the year counts from today). */
  expiresAt?: string;
  renew: () => Promise<MembershipRenewal>;
  onRenewed: (renewal: MembershipRenewal) => void | Promise<void>;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const until = membershipDate(renewedExpiry(expiresAt ? new Date(expiresAt) : new Date()));

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      const renewal = await renew();
      await onRenewed(renewal);
      setOpen(false);
    } catch (err) {
      setError(errorMessage(err, texts.failed));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        {texts.renew}
      </Button>
      <ConfirmDialog
        open={open}
        title={texts.confirmTitle}
        message={texts.confirm(until)}
        confirmLabel={texts.renew}
        pendingLabel={texts.renewing}
        destructive={false}
        pending={pending}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setOpen(false);
          setError(null);
        }}
      />
    </>
  );
}
