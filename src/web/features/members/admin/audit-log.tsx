import type { AuditEntry } from '../../../../shared/domains/member-admin';
import { DateTime } from '../../../components/ui/date-time';
import { auditActionLabels, usersMessages as t } from './messages';

/** A value of an audit entry as a reader would write it. */
function show(key: string, value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (key === 'membershipExpiresAt' && typeof value === 'string') {
    return new Date(value).toLocaleDateString('en-US', {
      dateStyle: 'long',
      timeZone: 'America/Port_of_Spain',
    });
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

const keyLabels: Record<string, string> = {
  role: 'Role',
  membershipExpiresAt: 'Membership expires',
  days: 'Days added',
  until: 'Extended to',
  suspended: 'Suspended',
  reason: 'Reason',
  sessions: 'Sessions',
};

function Changes({ before, after }: Pick<AuditEntry, 'before' | 'after'>) {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {keys.map((key) => (
        <div key={key} className="contents">
          <dt className="text-gray-600">{keyLabels[key] ?? key}</dt>
          <dd className="break-words text-night-900">
            {key in before ? (
              <>
                <span>{show(key, before[key])}</span>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> changed to </span>
              </>
            ) : null}
            <span className="font-semibold">{key in after ? show(key, after[key]) : 'none'}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Who did what to the member, and when: newest first, with the values before and after. */
export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  return (
    <section aria-labelledby="audit-log-heading" className="flex flex-col gap-3">
      <h2 id="audit-log-heading" className="font-display text-xl font-bold text-night-900">
        {t.auditTitle}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-gray-700">{t.auditEmpty}</p>
      ) : (
        <ol aria-label={t.auditTitle} className="flex flex-col gap-3">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-night-900/10">
              <p className="text-sm">
                <span className="font-semibold text-night-900">{entry.actor.name}</span>{' '}
                {auditActionLabels[entry.action]}
                <span className="text-gray-600">
                  {' · '}
                  <DateTime value={entry.createdAt} />
                </span>
              </p>
              <Changes before={entry.before} after={entry.after} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
