/** Shared with the staff applications: the badge lives with the UI kit. */
export { StatusBadge } from '../../components/ui/status-badge';
