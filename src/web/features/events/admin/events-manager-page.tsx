import { useQuery, useQueryClient } from '@tanstack/react-query';
import { eventAdminMessages as texts } from '../../../../shared/domains/event-admin';
import { SubmitButton } from '../../../components/form/submit-button';
import { FilterSelect } from '../../../components/listing/filter-select';
import { Pagination } from '../../../components/listing/pagination';
import { SearchBox } from '../../../components/listing/search-box';
import { useListState } from '../../../components/listing/use-list-query';
import { AddPanel } from '../../../components/manager/add-panel';
import { ManagerGrid } from '../../../components/manager/manager-card';
import { QueryState } from '../../../components/manager/query-state';
import { useFlash } from '../../../components/manager/use-flash';
import { useSingleEdit } from '../../../components/manager/use-single-edit';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { AdminPage } from '../../../components/manager/admin-page';
import { EventForm } from '../event-form';
import { DeletedEventReports } from './deleted-event-reports';
import { EventManagerCard } from './event-manager-card';
import { adminEventListQuery, eventAdminApi } from './api';

const SHOW_OPTIONS = [{ value: 'true', label: 'With open reports' }];

/**
 * /admin/events (admin-back-office.md §2 Events): add panel, server-side search over title, description and
 * location, a paged card grid with inline edit (one event at a time), active and featured toggles, delete,
 * discount codes and members' reports.
 */
export default function AdminEventsPage() {
  const list = useListState({ filters: { reported: ['true'] } });
  const query = useQuery(adminEventListQuery(list.apiParams));
  const queryClient = useQueryClient();
  const editor = useSingleEdit();
  const { message, flash } = useFlash();

  return (
    <AdminPage title="Events" description="Events on the Fete Guide and Fete Travel, and members' reports.">
      {message ? (
        <Alert tone="success" className="mb-4">
          {message}
        </Alert>
      ) : null}
      <AddPanel label="Add New Event" title="Add an event">
        {(close) => (
          <EventForm
            mode="admin"
            label="Add an event"
            errorFallback={texts.addFailed}
            onSubmit={async (values) => {
              await eventAdminApi(queryClient).add(values);
              flash(texts.added);
              close();
            }}
            actions={<SubmitButton loadingText="Adding...">Add Event</SubmitButton>}
          />
        )}
      </AddPanel>

      <DeletedEventReports />

      <div className="mb-6 flex flex-wrap items-end gap-3">
        <SearchBox
          label="Search events"
          placeholder="Title, description or location"
          value={list.q}
          onSearch={list.setSearch}
        />
        <FilterSelect
          list={list}
          label="Show"
          name="reported"
          placeholder="All events"
          options={SHOW_OPTIONS}
        />
      </div>

      <QueryState query={query} loadingLabel="Loading events..." failedMessage={texts.loadFailed}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              icon="calendar"
              title={data.total > 0 ? 'No events on this page' : texts.empty}
              action={
                // Past the last page (after a delete): the events are on the pages before.
                data.total > 0 ? (
                  <LinkButton to={list.pageHref(1)} variant="secondary">
                    Go to page 1
                  </LinkButton>
                ) : undefined
              }
            />
          ) : (
            <>
              <p aria-live="polite" className="mb-3 text-sm font-medium text-gray-700">
                {data.total === 1 ? '1 event' : `${data.total.toLocaleString('en-US')} events`}
              </p>
              <ManagerGrid label="Events">
                {data.items.map((event) => (
                  <EventManagerCard
                    key={event.id}
                    event={event}
                    editing={editor.isEditing(event.id)}
                    onEdit={() => editor.edit(event.id)}
                    onDone={editor.done}
                    flash={flash}
                  />
                ))}
              </ManagerGrid>
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                hrefFor={list.pageHref}
                label="Events pages"
              />
            </>
          )
        }
      </QueryState>
    </AdminPage>
  );
}
