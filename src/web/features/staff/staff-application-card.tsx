import type { MyApplication } from '../../../shared/domains/staff';
import { DateTime } from '../../components/ui/date-time';
import { StatusBadge } from '../../components/ui/status-badge';

/**
 * One of the member's staff applications: the position, when they applied, and its status in colour and
 * words (the dashboard's Forms Status tab and /staff-application show these).
 */
export function StaffApplicationCard({ application }: { application: MyApplication }) {
  return (
    <article
      aria-label={`Staff application: ${application.positionTitle}`}
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-900/10"
    >
      <div className="min-w-0">
        <h3 className="font-bold text-night-900">{application.positionTitle}</h3>
        <p className="text-sm text-gray-700">
          Staff application · Applied <DateTime value={application.createdAt} show="date" />
        </p>
      </div>
      <span className="flex items-center gap-2 text-sm">
        <span className="sr-only">Status:</span>
        <StatusBadge status={application.status} />
      </span>
    </article>
  );
}
