import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MARQET_REGISTRATION_STATUSES } from '../../../../shared/constants';
import { marqetRegistrationMessages as texts } from '../../../../shared/domains/marqet-registration';
import { SearchRow } from '../../../components/data-table/data-table-parts';
import { FilterSelect } from '../../../components/listing/filter-select';
import { ResultCount } from '../../../components/listing/result-count';
import { useListState } from '../../../components/listing/use-list-query';
import { QueryState } from '../../../components/manager/query-state';
import { useFlash } from '../../../components/manager/use-flash';
import { StatusNotices } from '../../../components/staged-status/staged-status-parts';
import { DateTime } from '../../../components/ui/date-time';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api';
import { AdminPage } from '../../../components/manager/admin-page';
import { ReviewLayout, ReviewList } from '../../../components/manager/review-layout';
import { registrationAdminListQuery } from './registrations-api';
import { StatusBadges, statusOptions } from '../registration-status';
import { RegistrationDetails } from './registration-details';

/**
 * /admin/marqet-registrations (admin-back-office.md §2 Marqet registrations, §4; the spec's
 * /admin/product-registrations redirects here): a list on the left (server search over brand, contact, e-mail and
 * submitter; status filter), details on the right with Approve, Reject and the Extend dialog.
 */
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
      <SearchRow
        search={{ label: 'Search registrations', placeholder: 'Brand, contact, email or submitter' }}
        list={list}
        className="mb-4"
      >
        <FilterSelect
          list={list}
          label="Status"
          name="status"
          placeholder="All statuses"
          options={statusOptions}
        />
      </SearchRow>
      <StatusNotices message={message} error={null} />
      <QueryState
        query={query}
        loadingLabel="Loading registrations..."
        failedMessage={texts.loadFailed}
        describeFailure={(error) => `${texts.loadFailed}: ${errorMessage(error, 'Unknown error')}`}
      >
        {(data) => {
          if (data.items.length === 0) return <EmptyState icon="store" title={texts.empty} />;
          const selected = data.items.find((r) => r.id === selectedId) ?? data.items[0]!;
          return (
            <ReviewLayout
              busy={query.isPlaceholderData && query.isFetching}
              list={
                <div className="flex flex-col gap-3">
                  <ResultCount total={data.total} singular="registration" plural="registrations" />
                  <ReviewList
                    label="Registrations"
                    data={data}
                    pageHref={list.pageHref}
                    selectedId={selected.id}
                    onSelect={setSelectedId}
                  >
                    {(r) => (
                      <>
                        <span className="font-semibold text-night-900">{r.brandName}</span>
                        <span className="text-sm text-gray-700">
                          {r.submitterName} · <DateTime value={r.createdAt} show="date" />
                        </span>
                        <StatusBadges registration={r} />
                      </>
                    )}
                  </ReviewList>
                </div>
              }
              detail={<RegistrationDetails key={selected.id} registration={selected} onDone={flash} />}
            />
          );
        }}
      </QueryState>
    </AdminPage>
  );
}
