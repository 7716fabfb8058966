import { COUNTRIES } from '../../../shared/constants';
import { TIME_OF_DAY_BUCKETS, TIMES_OF_DAY } from '../../../shared/time';
import { CountryFilter, FilterSelect } from '../../components/listing/filter-select';
import { ListingPage, useViewerList } from '../../components/listing/searchable-list';
import { WhenSwitch } from '../../components/listing/when-switch';
import { LinkButton } from '../../components/ui/link-button';
import { TextField } from '../../components/ui/text-field';
import { eventListQuery } from './api';
import { EventCard } from './event-card';
import { eventMessages } from './messages';
import { paths } from '../../app/paths';

const TIME_OPTIONS = TIMES_OF_DAY.map((value) => ({ value, label: TIME_OF_DAY_BUCKETS[value].label }));
const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const FILTERS = { country: COUNTRIES, date: isCalendarDate, timeOfDay: TIMES_OF_DAY, when: ['past'] };

export default function FeteGuidePage() {
  const { list, query } = useViewerList(FILTERS, eventListQuery);
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
            onChange={(event) => list.setFilter('date', event.target.value)}
          />
          <FilterSelect
            list={list}
            label="Time of Day"
            name="timeOfDay"
            placeholder="All Times"
            options={TIME_OPTIONS}
          />
          <WhenSwitch list={list} />
        </>
      }
      emptyIcon="calendar"
      renderItem={(event, view) => <EventCard event={event} view={view} />}
    />
  );
}
