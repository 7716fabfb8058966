import { TERRITORIES } from '../../../shared/constants';
import { feteNationMessages } from '../../../shared/domains/fete-nation';
import { FilterSelect } from '../../components/listing/filter-select';
import { ListResults } from '../../components/listing/list-results';
import { ListToolbar } from '../../components/listing/list-toolbar';
import { ResultGrid } from '../../components/listing/result-grid';
import { useListQuery, useListState } from '../../components/listing/use-list-query';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { LinkButton } from '../../components/ui/link-button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useSession, useViewer } from '../../lib/auth';
import { directoryQuery } from './api';
import { MemberCard } from './member-card';
import { paths } from '../../app/paths';

/** /fete-nation: the member directory (member-areas.md §2), searched and filtered on the server. */
export default function FeteNationPage() {
  const { user, isPending } = useSession();
  return (
    <Container>
      <PageHeader
        eyebrow="Fete Nation"
        title="Fete Nation"
        description="The Fete community: find members by name or territory and start a chat."
      />
      {isPending ? (
        <Spinner />
      ) : user ? (
        <Directory />
      ) : (
        <EmptyState
          icon="lock"
          titleAs="h2"
          title={feteNationMessages.membersOnly}
          description="Fete Nation is for Fete members. Sign in to meet them."
          action={<LinkButton to={paths.signin({ returnTo: paths.feteNation() })}>Sign In</LinkButton>}
        />
      )}
    </Container>
  );
}

function Directory() {
  const { key: viewer, ready } = useViewer();
  const list = useListState({ filters: { territory: TERRITORIES } });
  const query = useListQuery({ ...directoryQuery(viewer, list.apiParams), enabled: ready });
  return (
    <>
      <ListToolbar
        searchLabel="Search members"
        searchPlaceholder="First or last name"
        list={list}
        viewSwitch
        filters={
          <FilterSelect
            list={list}
            label="Territory"
            name="territory"
            placeholder="All Territories"
            options={TERRITORIES}
          />
        }
      />
      <ListResults
        list={list}
        query={query}
        loadingLabel="Loading members..."
        emptyTitle={feteNationMessages.empty}
        emptyIcon="users"
        errorFallback={feteNationMessages.loadFailed}
      >
        {(data) => (
          <ResultGrid
            data={data}
            singular="member"
            plural="members"
            view={list.view}
            gridClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            pageHref={list.pageHref}
            renderItem={(member) => <MemberCard member={member} view={list.view} />}
          />
        )}
      </ListResults>
    </>
  );
}
