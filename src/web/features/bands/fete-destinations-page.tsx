import { COUNTRIES } from '../../../shared/constants';
import { FilterSelect } from '../../components/listing/filter-select';
import { ListResults } from '../../components/listing/list-results';
import { ListToolbar } from '../../components/listing/list-toolbar';
import { ResultGrid } from '../../components/listing/result-grid';
import { WhenSwitch } from '../../components/listing/when-switch';
import { useListQuery, useListState } from '../../components/listing/use-list-query';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { useViewer } from '../../lib/auth';
import { bandListQuery } from './api';
import { BandCard } from './band-card';
import { bandMessages } from './messages';

/** /fete-destinations: carnival bands (public-site.md §2.8); upcoming by default, past ones with the switch. */
export default function FeteDestinationsPage() {
  const { user, key: viewer, ready } = useViewer();
  const list = useListState({ filters: { country: COUNTRIES, when: ['past'] } });
  const past = list.filters.when === 'past';
  const query = useListQuery({
    ...bandListQuery(viewer, list.apiParams),
    enabled: ready,
  });

  return (
    <Container>
      <PageHeader
        eyebrow="Fete Destinations"
        title="Carnival Bands"
        documentTitle="Fete Destinations"
        description="Find a carnival band, see its dates and register to play mas."
      />
      <ListToolbar
        searchLabel="Search bands"
        searchPlaceholder="Name, description or location"
        list={list}
        viewSwitch
        filters={
          <>
            <FilterSelect
              list={list}
              label="Country"
              name="country"
              placeholder="All Countries"
              options={COUNTRIES}
            />
            <WhenSwitch list={list} />
          </>
        }
      />
      <ListResults
        list={list}
        query={query}
        loadingLabel={bandMessages.loadingBands}
        emptyTitle={bandMessages.noBands}
        emptyIcon="music"
        errorFallback={bandMessages.loadFailed}
      >
        {(data) => (
          <ResultGrid
            data={data}
            singular={past ? 'past band' : 'band'}
            plural={past ? 'past bands' : 'bands'}
            view={list.view}
            pageHref={list.pageHref}
            renderItem={(band) => <BandCard band={band} view={list.view} signedIn={!!user} />}
          />
        )}
      </ListResults>
    </Container>
  );
}
