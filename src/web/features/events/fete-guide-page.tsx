import { COUNTRIES } from '../../../shared/constants';
import { TIME_OF_DAY_BUCKETS, TIMES_OF_DAY } from '../../../shared/time';
import { ListResults } from '../../components/listing/list-results';
import { ListToolbar } from '../../components/listing/list-toolbar';
import { Pagination } from '../../components/listing/pagination';
import { ResultCount } from '../../components/listing/result-count';
import { useListQuery, useListState } from '../../components/listing/use-list-query';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { PageHeader } from '../../components/ui/page-header';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { useSession } from '../../lib/auth';
import { cx } from '../../lib/cx';
import { eventListQuery } from './api';
import { EventCard } from './event-card';
import { eventMessages } from './messages';

const TIME_OPTIONS = TIMES_OF_DAY.map((value) => ({ value, label: TIME_OF_DAY_BUCKETS[value].label }));
const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export default function FeteGuidePage() {
  const { user, isPending: sessionPending } = useSession();
  const viewer = user?.id ?? 'visitor';
  const list = useListState({
    filters: { country: COUNTRIES, date: isCalendarDate, timeOfDay: TIMES_OF_DAY, when: ['past'] },
  });
  const past = list.filters.when === 'past';
  const query = useListQuery({ ...eventListQuery(viewer, list.apiParams), enabled: !sessionPending });

  return (
    <Container>
      <PageHeader
        eyebrow="Fete Guide"
        title="Fete Guide"
        description="Parties, concerts and beach fetes across the Caribbean and its diaspora."
      />
      <ListToolbar
        searchLabel="Search events"
        searchPlaceholder="Title, description or location"
        search={list.q}
        onSearch={list.setSearch}
        view={list.view}
        onViewChange={list.setView}
        activeFilters={list.activeFilters}
        resetHref={list.resetHref}
        filters={
          <>
            <SelectField
              label="Country"
              name="country"
              placeholder="All Countries"
              options={COUNTRIES}
              value={list.filters.country}
              onChange={(event) => list.setFilter('country', event.target.value)}
            />
            <TextField
              label="Date"
              name="date"
              type="date"
              value={list.filters.date}
              onChange={(event) => list.setFilter('date', event.target.value)}
            />
            <SelectField
              label="Time of Day"
              name="timeOfDay"
              placeholder="All Times"
              options={TIME_OPTIONS}
              value={list.filters.timeOfDay}
              onChange={(event) => list.setFilter('timeOfDay', event.target.value)}
            />
            <div role="group" aria-labelledby="when-label" className="flex flex-col gap-1.5">
              <span id="when-label" className="text-sm font-semibold text-night-900">
                Show
              </span>
              <div className="inline-flex w-fit rounded-full bg-night-900/5 p-1">
                {(
                  [
                    ['', 'Upcoming'],
                    ['past', 'Past'],
                  ] as const
                ).map(([value, label]) => (
                  <button
                    key={label}
                    type="button"
                    aria-pressed={list.filters.when === value}
                    onClick={() => list.setFilter('when', value)}
                    className={cx(
                      'min-h-10 rounded-full px-4 text-sm font-semibold transition-colors',
                      list.filters.when === value
                        ? 'bg-night-900 text-white shadow-sm'
                        : 'text-night-800 hover:bg-night-900/5',
                    )}
                  >
                    {label}
                  </button>
                ))}
              </div>
            </div>
          </>
        }
      />
      <ListResults
        query={query}
        loadingLabel={eventMessages.loadingEvents}
        emptyTitle={eventMessages.noEvents}
        emptyIcon="calendar"
        emptyAction={
          // A page past the end (an old link): offer the first page rather than a dead end.
          list.page > 1 ? (
            <LinkButton to={list.pageHref(1)} variant="secondary">
              Go to page 1
            </LinkButton>
          ) : undefined
        }
        errorFallback={eventMessages.loadFailed}
      >
        {(data) => (
          <>
            <ResultCount
              total={data.total}
              singular={past ? 'past event' : 'event'}
              plural={past ? 'past events' : 'events'}
            />
            <ul
              className={cx(
                list.view === 'grid' ? 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-4',
              )}
            >
              {data.items.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} view={list.view} />
                </li>
              ))}
            </ul>
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              hrefFor={list.pageHref}
            />
          </>
        )}
      </ListResults>
    </Container>
  );
}
