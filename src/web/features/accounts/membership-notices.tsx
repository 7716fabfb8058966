import { useQueryClient } from '@tanstack/react-query';
import {
  membershipDate,
  membershipMessages,
  type MembershipRenewal,
} from '../../../shared/domains/membership';
import { messages } from '../../../shared/errors';
import { RenewMembershipButton } from '../../components/membership/renew-membership';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { flashState } from '../../lib/flash';
import { memberApi } from '../members/api';
import { AuthFrame } from './auth-frame';

/** Where the member goes once renewed, with the new end said there (the shell shows the flash). */
export const renewedState = (renewal: MembershipRenewal) =>
  flashState('success', membershipMessages.renewed(membershipDate(renewal.membershipExpiresAt)));

/**
 * Signed in, with 30 days or fewer left (member-areas.md §9): the warning, Continue, and the renewal (decision
 * 0044).
 */
export function ExpiringNotice({
  days,
  expiresAt,
  onContinue,
  onRenewed,
}: {
  days: number;
  expiresAt: string;
  onContinue: () => void;
  onRenewed: (renewal: MembershipRenewal) => void;
}) {
  const queryClient = useQueryClient();
  return (
    <AuthFrame title="Sign In">
      <Alert
        tone="warning"
        title={`Your membership expires in ${days} ${days === 1 ? 'day' : 'days'}`}
        action={
          <div className="flex flex-wrap gap-2">
            <RenewMembershipButton
              size="md"
              expiresAt={expiresAt}
              renew={() => memberApi(queryClient).renewMembership(expiresAt)}
              onRenewed={onRenewed}
            />
            <Button variant="secondary" onClick={onContinue}>
              Continue
            </Button>
          </div>
        }
      >
        Your Gold membership ends on {membershipDate(expiresAt)}. Please renew your membership to keep using
        your account.
      </Alert>
    </AuthFrame>
  );
}

/**
 * Sign-in refused an ended Gold membership (public-site.md §8, the spec's words) and gave a renewal token: the
 * member renews with it, then `onRenewed` signs them in with the password they just typed.
 */
export function EndedNotice({
  token,
  onRenewed,
  onBack,
}: {
  token: string;
  onRenewed: (renewal: MembershipRenewal) => Promise<void>;
  onBack: () => void;
}) {
  const queryClient = useQueryClient();
  return (
    <AuthFrame title="Sign In">
      <Alert
        tone="warning"
        title="Membership expired"
        action={
          <div className="flex flex-wrap gap-2">
            <RenewMembershipButton
              size="md"
              renew={() => memberApi(queryClient).renewExpiredMembership(token)}
              onRenewed={onRenewed}
            />
            <Button variant="secondary" onClick={onBack}>
              Back to Sign In
            </Button>
          </div>
        }
      >
        {messages.signin.expired}
      </Alert>
    </AuthFrame>
  );
}
