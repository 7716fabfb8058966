import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { badgeMessages as t } from '../../../../shared/domains/badges';
import { DataTable } from '../../../components/data-table/data-table';
import { useListState } from '../../../components/listing/use-list-query';
import { DeleteButton } from '../../../components/manager/item-actions';
import { useFlash } from '../../../components/manager/use-flash';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { MEMBER_SEARCH_MIN, memberSearchQuery } from '../../../components/member-picker/member-search';
import { errorMessage } from '../../../lib/api';
import { awardsQuery, badgeAdminApi, badgeTypesQuery, type Award } from '../api';
import { BadgeIcon } from './badge-types-tab';

/** The value once it has stopped changing for `ms` (the member search asks once typing pauses). */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** User Badges: assign (badge, member search from 2 characters, preview) and the table of awards with Revoke. */
export function UserBadgesTab() {
  const queryClient = useQueryClient();
  const ops = badgeAdminApi(queryClient);
  const { message, flash } = useFlash();
  const list = useListState({ filters: {}, pageSizes: [25, 50, 100] });
  const query = useQuery(awardsQuery(list.apiParams));

  const columns: ColumnDef<Award, any>[] = [
    {
      id: 'badge',
      header: 'Badge',
      cell: ({ row }) => (
        <span className="inline-flex items-center gap-2 font-semibold">
          <BadgeIcon badge={row.original.badge} size="h-6 w-6" />
          {row.original.badge.name}
        </span>
      ),
    },
    {
      id: 'user',
      header: 'User',
      cell: ({ row }) => (
        <span>
          {row.original.user.name}
          <span className="block text-xs break-all text-gray-600">{row.original.user.email}</span>
        </span>
      ),
    },
    { id: 'awardedBy', header: 'Awarded By', cell: ({ row }) => row.original.awardedBy ?? '—' },
    {
      id: 'date',
      header: 'Date',
      cell: ({ row }) => <DateTime value={row.original.awardedAt} show="date" />,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <DeleteButton
          label="Revoke"
          itemName={`${row.original.badge.name} from ${row.original.user.name}`}
          message={t.confirmRevoke}
          failedMessage={t.revokeFailed}
          onDelete={async () => {
            await ops.revoke(row.original.id);
            flash(t.revoked);
          }}
        />
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <AssignForm onAssigned={() => flash(t.assigned)} />
      {message ? <Alert tone="success">{message}</Alert> : null}
      <DataTable
        caption="Awarded badges"
        columns={columns}
        query={query}
        list={list}
        getRowId={(award) => award.id}
        loadingLabel="Loading user badges..."
        emptyTitle={t.noAwards}
        errorFallback={t.loadAwardsFailed}
      />
    </div>
  );
}

function AssignForm({ onAssigned }: { onAssigned: () => void }) {
  const queryClient = useQueryClient();
  const ops = badgeAdminApi(queryClient);
  const types = useQuery(badgeTypesQuery);
  const [badgeId, setBadgeId] = useState('');
  const [search, setSearch] = useState('');
  const [user, setUser] = useState<{ id: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const term = useDebounced(search.trim(), 250);
  const results = useQuery(memberSearchQuery(term, 10));
  const badge = types.data?.items.find((b) => b.id === badgeId);

  async function assign() {
    setError(null);
    if (!badgeId || !user) {
      setError(t.selectBoth);
      return;
    }
    setPending(true);
    try {
      await ops.award({ badgeId, userId: user.id });
      setUser(null);
      setSearch('');
      setBadgeId('');
      onAssigned();
    } catch (failure) {
      setError(errorMessage(failure, t.assignFailed));
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      aria-labelledby="assign-badge-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-900/10"
    >
      <h3 id="assign-badge-title" className="font-display text-lg font-bold text-night-900">
        Assign Badge
      </h3>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <SelectField
          label="Badge"
          value={badgeId}
          onChange={(e) => setBadgeId(e.target.value)}
          placeholder={types.isPending ? 'Loading badges...' : 'Select a badge'}
          options={(types.data?.items ?? []).map((b) => ({ value: b.id, label: b.name }))}
        />
        <div className="flex flex-col gap-2">
          <TextField
            label="Search user by name"
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setUser(null);
            }}
            hint={`Type at least ${MEMBER_SEARCH_MIN} characters`}
            autoComplete="off"
          />
          {term.length >= MEMBER_SEARCH_MIN && !user ? (
            results.isPending ? (
              <p className="text-sm text-gray-700">Searching...</p>
            ) : results.isError ? (
              <p role="alert" className="text-sm text-red-800">
                {t.searchFailed(errorMessage(results.error, 'Failed to search'))}
              </p>
            ) : results.data.items.length === 0 ? (
              <p className="text-sm text-gray-700">No users found</p>
            ) : (
              <ul aria-label="Matching users" className="flex flex-col gap-1">
                {results.data.items.map((m) => {
                  const name = `${m.firstName} ${m.lastName}`.trim() || m.email;
                  return (
                    <li key={m.id}>
                      <button
                        type="button"
                        onClick={() => setUser({ id: m.id, name })}
                        className="w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-carnival-50 focus-visible:bg-carnival-50"
                      >
                        <span className="font-semibold text-night-900">{name}</span>{' '}
                        <span className="break-all text-gray-600">{m.email}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )
          ) : null}
        </div>
      </div>
      {badge && user ? (
        <p role="status" className="mt-4 rounded-xl bg-sea-50 px-4 py-3 text-sm text-sea-800">
          The <strong>{badge.name}</strong> badge will be awarded to <strong>{user.name}</strong>.
        </p>
      ) : user ? (
        <p role="status" className="mt-4 text-sm text-gray-700">
          Selected user: <strong>{user.name}</strong>
        </p>
      ) : null}
      {error ? (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      ) : null}
      <div className="mt-4">
        <Button onClick={() => void assign()} loading={pending}>
          Assign Badge
        </Button>
      </div>
    </section>
  );
}
