import { COUNTRIES } from '../../../shared/constants';
import { CountryFilter } from '../../components/listing/filter-select';
import { ListingPage, useViewerList } from '../../components/listing/searchable-list';
import { WhenSwitch } from '../../components/listing/when-switch';
import { bandListQuery } from './api';
import { BandCard } from './band-card';
import { CompareTray } from './compare/compare-tray';
import { bandMessages } from './messages';

/** /fete-destinations: carnival bands (public-site.md §2.8); upcoming by default, past ones with the switch. */
export default function FeteDestinationsPage() {
  const { user, list, query } = useViewerList({ country: COUNTRIES, when: ['past'] }, bandListQuery);
  return (
    <>
      <ListingPage
        texts={bandMessages.list}
        documentTitle="Fete Destinations"
        list={list}
        query={query}
        viewSwitch
        filters={
          <>
            <CountryFilter list={list} options={COUNTRIES} />
            <WhenSwitch list={list} />
          </>
        }
        emptyIcon="music"
        renderItem={(band, view) => <BandCard band={band} view={view} signedIn={!!user} />}
      />
      <CompareTray />
    </>
  );
}
