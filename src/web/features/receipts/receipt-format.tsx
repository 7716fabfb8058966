import type { ReceiptStatus } from '../../../shared/domains/receipts';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Icon, type IconName } from '../../components/ui/icon';

const statusLook: Record<ReceiptStatus, { tone: BadgeTone; icon: IconName; label: string }> = {
  paid: { tone: 'success', icon: 'checkCircle', label: 'Paid' },
  pending: { tone: 'warning', icon: 'clock', label: 'Pending' },
  failed: { tone: 'danger', icon: 'close', label: 'Failed' },
};

/** The status icon with its word: the colour is never the only signal. */
export function ReceiptStatusBadge({ status }: { status: ReceiptStatus }) {
  const look = statusLook[status];
  return (
    <Badge tone={look.tone}>
      <span className="inline-flex items-center gap-1">
        <Icon name={look.icon} className="size-3.5" />
        {look.label}
      </span>
    </Badge>
  );
}

export const memberName = (member: { firstName: string; lastName: string; email: string } | null) =>
  member ? `${member.firstName} ${member.lastName}`.trim() || member.email : 'Deleted member';
