import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { badgeMessages as t } from '../../../../shared/domains/badges';
import { DataTable } from '../../../components/data-table/data-table';
import { useListState } from '../../../components/listing/use-list-query';
import { DeleteButton } from '../../../components/manager/item-actions';
import { useFlash } from '../../../components/manager/use-flash';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { SelectField } from '../../../components/ui/select-field';
import {
  MEMBER_SEARCH_MIN,
  MemberPicker,
  memberName,
  type PickedMember,
} from '../../../components/member-picker/member-picker';
import { errorMessage, isApiError } from '../../../lib/api';
import { awardsQuery, badgeAdminApi, badgeTypesQuery, type Award } from '../api';
import { BadgeMark } from '../badge-card';
import { TitledSection } from '../../../components/ui/titled-section';

/** User Badges: assign (badge, member search from 2 characters, preview) and the table of awards with Revoke. */
export function UserBadgesTab() {
  const ops = badgeAdminApi(useQueryClient());
  const { message, flash } = useFlash();
  const list = useListState({ filters: {}, pageSizes: [25, 50, 100] });
  const query = useQuery(awardsQuery(list.apiParams));

  const columns: ColumnDef<Award, any>[] = [
    {
      id: 'badge',
      header: 'Badge',
      cell: ({ row }) => (
        <span className="inline-flex items-center gap-2 font-semibold">
          <BadgeMark badge={row.original.badge} size="sm" />
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
      <AssignForm ops={ops} onAssigned={() => flash(t.assigned)} />
      {message ? <Alert tone="success">{message}</Alert> : null}
      <DataTable
        caption="Awarded badges"
        columns={columns}
        query={query}
        list={list}
        loadingLabel="Loading user badges..."
        emptyTitle={t.noAwards}
        errorFallback={t.loadAwardsFailed}
      />
    </div>
  );
}

function AssignForm({ ops, onAssigned }: { ops: ReturnType<typeof badgeAdminApi>; onAssigned: () => void }) {
  const types = useQuery(badgeTypesQuery);
  const [badgeId, setBadgeId] = useState('');
  // A new picker (empty search) after each award.
  const [round, setRound] = useState(0);
  const [user, setUser] = useState<PickedMember | null>(null);
  const [missing, setMissing] = useState(false);
  const award = useMutation({
    mutationFn: ops.award,
    onSuccess: () => {
      setUser(null);
      setRound((n) => n + 1);
      setBadgeId('');
      onAssigned();
    },
  });
  const badge = types.data?.items.find((b) => b.id === badgeId);
  const failure = isApiError(award.error, 401)
    ? t.notAuthenticated
    : errorMessage(award.error, t.assignFailed);
  const error = missing ? t.selectBoth : award.isError ? failure : null;

  function assign() {
    setMissing(!badgeId || !user);
    if (badgeId && user) award.mutate({ badgeId, userId: user.id });
  }

  return (
    <TitledSection
      title="Assign Badge"
      as="h3"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-900/10"
    >
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <SelectField
          label="Badge"
          value={badgeId}
          onChange={(e) => setBadgeId(e.target.value)}
          placeholder={types.isPending ? 'Loading badges...' : 'Select a badge'}
          options={(types.data?.items ?? []).map((b) => ({ value: b.id, label: b.name }))}
        />
        <MemberPicker
          key={round}
          label="Search user by name"
          listLabel="Matching users"
          hint={`Type at least ${MEMBER_SEARCH_MIN} characters`}
          emptyText="No users found"
          failedText={(failure) => t.searchFailed(errorMessage(failure, 'Failed to search'))}
          pageSize={10}
          picked={user}
          showPicked={false}
          onPick={setUser}
        />
      </div>
      {badge && user ? (
        <p role="status" className="mt-4 rounded-xl bg-sea-50 px-4 py-3 text-sm text-sea-800">
          The <strong>{badge.name}</strong> badge will be awarded to <strong>{memberName(user)}</strong>.
        </p>
      ) : user ? (
        <p role="status" className="mt-4 text-sm text-gray-700">
          Selected user: <strong>{memberName(user)}</strong>
        </p>
      ) : null}
      {error ? (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      ) : null}
      <div className="mt-4">
        <Button onClick={assign} loading={award.isPending}>
          Assign Badge
        </Button>
      </div>
    </TitledSection>
  );
}
