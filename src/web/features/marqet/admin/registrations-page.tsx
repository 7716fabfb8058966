import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MARQET_REGISTRATION_STATUSES } from '../../../../shared/constants';
import { marqetRegistrationMessages as texts } from '../../../../shared/domains/marqet-registration';
import { FilterSelect } from '../../../components/listing/filter-select';
import { Pagination } from '../../../components/listing/pagination';
import { ResultCount } from '../../../components/listing/result-count';
import { SearchBox } from '../../../components/listing/search-box';
import { useListState } from '../../../components/listing/use-list-query';
import { QueryState } from '../../../components/manager/query-state';
import { useFlash } from '../../../components/manager/use-flash';
import { Alert } from '../../../components/ui/alert';
import { DateTime } from '../../../components/ui/date-time';
import { EmptyState } from '../../../components/ui/empty-state';
import { cx } from '../../../lib/cx';
import { AdminPage } from '../../../components/manager/admin-page';
import { registrationAdminListQuery } from './registrations-api';
import { RegistrationDetails, StatusBadges, statusOptions } from './registration-details';

export default function AdminRegistrationsPage() {
  const list = useListState({ filters: { status: MARQET_REGISTRATION_STATUSES } });
  const query = useQuery(registrationAdminListQuery(list.apiParams));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { message, flash } = useFlash();

  return (
    <AdminPage
      title="Product Registrations"
      description="Marqet vendor, affiliate and partner registrations to approve, reject or extend."
    >
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox
          label="Search registrations"
          placeholder="Brand, contact, email or submitter"
          value={list.q}
          onSearch={list.setSearch}
        />
        <FilterSelect
          list={list}
          label="Status"
          name="status"
          placeholder="All statuses"
          options={statusOptions}
        />
      </div>
      {message ? (
        <Alert tone="success" className="mb-4">
          {message}
        </Alert>
      ) : null}
      <QueryState query={query} loadingLabel="Loading registrations..." failedMessage={texts.loadFailed}>
        {(data) => {
          const busy = query.isPlaceholderData && query.isFetching;
          if (data.items.length === 0) return <EmptyState icon="store" title={texts.empty} />;
          const selected = data.items.find((r) => r.id === selectedId) ?? data.items[0]!;
          return (
            <div
              aria-busy={busy || undefined}
              className={cx('grid gap-6 lg:grid-cols-[22rem_1fr]', busy && 'opacity-60')}
            >
              <div className="flex flex-col gap-3">
                <ResultCount total={data.total} singular="registration" plural="registrations" />
                <ul aria-label="Registrations" className="flex flex-col gap-2">
                  {data.items.map((r) => {
                    const current = r.id === selected.id;
                    return (
                      <li key={r.id}>
                        <button
                          type="button"
                          aria-current={current ? 'true' : undefined}
                          onClick={() => setSelectedId(r.id)}
                          className={cx(
                            'flex w-full flex-col gap-1 rounded-xl border p-3 text-left transition focus-visible:outline-2 focus-visible:outline-carnival-600',
                            current
                              ? 'border-carnival-500 bg-carnival-50 ring-1 ring-carnival-500'
                              : 'border-gray-200 bg-white hover:border-carnival-300',
                          )}
                        >
                          <span className="font-semibold text-night-900">{r.brandName}</span>
                          <span className="text-sm text-gray-700">
                            {r.submitterName} · <DateTime value={r.createdAt} show="date" />
                          </span>
                          <StatusBadges registration={r} />
                        </button>
                      </li>
                    );
                  })}
                </ul>
                <Pagination
                  page={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  hrefFor={list.pageHref}
                />
              </div>
              <RegistrationDetails key={selected.id} registration={selected} onDone={flash} />
            </div>
          );
        }}
      </QueryState>
    </AdminPage>
  );
}
