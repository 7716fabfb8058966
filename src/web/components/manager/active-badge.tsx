import { Badge } from '../ui/badge';

/** "Active" or "Inactive" in words (never colour alone); administrators see inactive items, marked. */
export function ActiveBadge({ active }: { active: boolean }) {
  return active ? <Badge tone="success">Active</Badge> : <Badge tone="warning">Inactive</Badge>;
}
