import type { QueryKey } from '@tanstack/react-query';
import { COUNTRIES } from '../../../shared/constants';
import type { EventItem } from '../../../shared/domains/events';
import { whenOfDate } from '../../../shared/event-rules';
import { TIME_OF_DAY_BUCKETS, TIMES_OF_DAY } from '../../../shared/time';
import { CountryFilter, FilterSelect } from '../../components/listing/filter-select';
import { ListingPage, useViewerList } from '../../components/listing/searchable-list';
import { WhenSwitch } from '../../components/listing/when-switch';
import { LinkButton } from '../../components/ui/link-button';
import { TextField } from '../../components/ui/text-field';
import { eventListQuery } from './api';
import type { ListParams } from '../../components/listing/use-list-query';
import { EventCard } from './event-card';
import { eventMessages } from './messages';
import { paths } from '../../app/paths';

const TIME_OPTIONS = TIMES_OF_DAY.map((value) => ({ value, label: TIME_OF_DAY_BUCKETS[value].label }));
const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const FILTERS = { country: COUNTRIES, date: isCalendarDate, timeOfDay: TIMES_OF_DAY, when: ['past'] };

type GuideList = ReturnType<typeof useViewerList<keyof typeof FILTERS, EventItem, QueryKey>>['list'];

/**
 * The date and the Upcoming/Past switch follow one rule (shared whenOfDate, decision 0046): a chosen date is on
 * its side of today and the switch shows that side; choosing the other side clears the date. The server is asked
 * for the date alone and decides the side the same way.
 */
function dateAndWhen(list: GuideList) {
  const { date, when } = list.filters;
  const side = (value: string) => (whenOfDate(value) === 'past' ? 'past' : '');
  return {
    when: {
      filters: { when: date ? side(date) : when },
      setFilter: (_key: 'when', value: string) =>
        list.setFilters({ when: value, date: date && side(date) === value ? date : '' }),
    },
    setDate: (value: string) => list.setFilters({ date: value, when: value ? side(value) : when }),
  };
}

/** A date goes to the server alone: it decides the side of today as the page does. */
const guideQuery = (viewer: string, params: ListParams) => {
  const { when: _decidedByTheDate, ...dated } = params;
  return eventListQuery(viewer, params.date ? dated : params);
};

export default function FeteGuidePage() {
  const { list, query } = useViewerList(FILTERS, guideQuery);
  const { when, setDate } = dateAndWhen(list);
  return (
    <ListingPage
      actions={<LinkButton to={paths.createEvent()}>{eventMessages.createEvent}</LinkButton>}
      list={list}
      query={query}
      texts={eventMessages.list}
      viewSwitch
      filters={
        <>
          <CountryFilter list={list} options={COUNTRIES} />
          <TextField
            label="Date"
            name="date"
            type="date"
            value={list.filters.date}
            onChange={(event) => setDate(event.target.value)}
            hint={eventMessages.dateHint}
          />
          <FilterSelect
            list={list}
            label="Time of Day"
            name="timeOfDay"
            placeholder="All Times"
            options={TIME_OPTIONS}
          />
          <WhenSwitch list={when} />
        </>
      }
      emptyIcon="calendar"
      renderItem={(event, view) => <EventCard event={event} view={view} />}
    />
  );
}
