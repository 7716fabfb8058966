import { DESTINATION_COUNTRIES } from '../../../shared/constants';
import { CountryFilter } from '../../components/listing/filter-select';
import { ListingPage, useViewerList } from '../../components/listing/searchable-list';
import { WhenSwitch } from '../../components/listing/when-switch';
import { destinationListQuery } from './api';
import { EventCard } from './event-card';
import { eventMessages } from './messages';

const FILTERS = { country: DESTINATION_COUNTRIES, when: ['past'] };

/**
 * Fete Travel (public-site.md §2.5): Festival, Carnival and Cruise events, each opening its event page;
 * upcoming by default, past ones (newest first) with the Upcoming / Past switch.
 */
export default function FeteTravelPage() {
  const { list, query } = useViewerList(FILTERS, destinationListQuery);
  return (
    <ListingPage
      texts={eventMessages.destinations}
      list={list}
      query={query}
      filters={
        <>
          <CountryFilter list={list} options={DESTINATION_COUNTRIES} />
          <WhenSwitch list={list} />
        </>
      }
      emptyIcon="globe"
      renderItem={(event) => <EventCard event={event} showCategory canFeature={false} />}
    />
  );
}
