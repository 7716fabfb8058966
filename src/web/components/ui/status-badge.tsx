import { statusLabel, statusTone, type StatusTone } from '../../../shared/domains/forms';
import { Badge, type BadgeTone } from './badge';

const tones: Record<StatusTone, BadgeTone> = {
  yellow: 'warning',
  blue: 'info',
  green: 'success',
  red: 'danger',
  grey: 'neutral',
};

/** A submission's or application's status: its colour (member-areas.md §4) and always its name. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={tones[statusTone(status)]}>{statusLabel(status)}</Badge>;
}
