import { MARQET_REGISTRATION_STATUSES } from '../../../shared/constants';
import type {
  MarqetRegistrationStatus,
  MarqetRegistrationView,
} from '../../../shared/domains/marqet-registration';
import { Badge, type BadgeTone } from '../../components/ui/badge';

/** A registration's status in colour and always in words, for its member (dashboard) and the back office. */

const statusTone: Record<MarqetRegistrationStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  expired: 'neutral',
};
export const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
export const statusOptions = MARQET_REGISTRATION_STATUSES.map((value) => ({
  value,
  label: capitalise(value),
}));

export function StatusBadges({
  registration: r,
}: {
  registration: Pick<MarqetRegistrationView, 'status' | 'expiringSoon'>;
}) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone={statusTone[r.status]}>{capitalise(r.status)}</Badge>
      {r.expiringSoon ? <Badge tone="gold">Expiring soon</Badge> : null}
    </span>
  );
}
