import type { ReceiptStatus } from '../../../shared/domains/receipts';
import { Badge, type BadgeTone } from '../../components/ui/badge';

const statusLook: Record<ReceiptStatus, { tone: BadgeTone; icon: string; label: string }> = {
  paid: { tone: 'success', icon: '✓', label: 'Paid' },
  pending: { tone: 'warning', icon: '⏱', label: 'Pending' },
  failed: { tone: 'danger', icon: '✕', label: 'Failed' },
};

/** The status icon with its word: the colour is never the only signal. */
export function ReceiptStatusBadge({ status }: { status: ReceiptStatus }) {
  const look = statusLook[status];
  return (
    <Badge tone={look.tone}>
      <span aria-hidden="true" className="mr-1">
        {look.icon}
      </span>
      {look.label}
    </Badge>
  );
}

export const memberName = (member: { firstName: string; lastName: string; email: string } | null) =>
  member ? `${member.firstName} ${member.lastName}`.trim() || member.email : 'Deleted member';
