import type { QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ListResponse } from '../../../shared/schemas/common';
import { useViewer } from '../../lib/auth';
import { Container } from '../ui/container';
import type { IconName } from '../ui/icon';
import { PageHeader } from '../ui/page-header';
import { ListResults } from './list-results';
import { ListToolbar, type ToolbarState } from './list-toolbar';
import { ResultGrid } from './result-grid';
import {
  useListQuery,
  useListState,
  type FilterSpec,
  type ListParams,
  type ListView,
} from './use-list-query';

/** The part of a list's state (useListState) the toolbar, the states, the count and the page links read. */
export type SearchableListState = ToolbarState & {
  page: number;
  pageHref: (page: number) => string;
  filters: Partial<Record<string, string>>;
};

/** A public list's own words (kept with the feature's other texts, e.g. `bandMessages.list`). */
export interface ListTexts {
  /** The page's header: eyebrow, h1 and the line below it. */
  eyebrow: string;
  title: string;
  description: string;
  /** The search box's visible label ('Search bands') and its placeholder. */
  search: string;
  searchPlaceholder: string;
  loading: string;
  empty: string;
  /** Shown when the server gave no message of its own. */
  failed: string;
  /** 'Showing 1 band' / 'Showing 12 bands'; 'past bands' while a dated list shows past ones (`?when=past`). */
  singular: string;
  plural: string;
}

export interface SearchableListProps<T> {
  list: SearchableListState;
  query: UseQueryResult<ListResponse<T>>;
  texts: ListTexts;
  viewSwitch?: boolean;
  filters: ReactNode;
  notice?: ReactNode;
  emptyIcon: IconName;
  gridClassName?: string;
  renderItem: (item: T, view: ListView) => ReactNode;
}

/**
 * A public list read as the viewer (a visitor and a member may see different `liked`): its state in the address
 * (`filters` as in useListState) and the page of results `read` asks for, once the session is known.
 */
export function useViewerList<K extends string, T, Q extends QueryKey>(
  filters: Record<K, FilterSpec>,
  read: (viewer: string, params: ListParams) => UseQueryOptions<ListResponse<T>, Error, ListResponse<T>, Q>,
) {
  const { user, key: viewer, ready } = useViewer();
  const list = useListState({ filters });
  const query = useListQuery({ ...read(viewer, list.apiParams), enabled: ready });
  return { user, viewer, ready, list, query };
}

/**
 * A public list page: its header (`texts`' eyebrow, title and description; `actions` beside them), `before` (Fete
 * Marqet's shared product) and the SearchableList.
 */
export function ListingPage<T extends { id: string }>({
  actions,
  documentTitle,
  before,
  ...rest
}: SearchableListProps<T> & { actions?: ReactNode; documentTitle?: string; before?: ReactNode }) {
  const { texts } = rest;
  return (
    <Container>
      <PageHeader
        eyebrow={texts.eyebrow}
        title={texts.title}
        documentTitle={documentTitle}
        description={texts.description}
        actions={actions}
      />
      {before}
      <SearchableList {...rest} />
    </Container>
  );
}

/**
 * The body of a public list page (Fete Guide, Fete Travel, Fete Destinations, Fete Eats, Fete Faces, Fete
 * Marqet): the toolbar (search, filters, Grid / List with `viewSwitch`), then the list's states (loading,
 * failure, empty: `texts`) and its cards with 'Showing N …' and the page links. `notice` stands in for the results
 * while the filters cannot be sent (Fete Marqet's price range). Without `viewSwitch` the cards stay a grid.
 */
export function SearchableList<T extends { id: string }>({
  list,
  query,
  texts,
  viewSwitch = false,
  filters,
  notice,
  emptyIcon,
  gridClassName,
  renderItem,
}: SearchableListProps<T>) {
  const view = viewSwitch ? list.view : 'grid';
  const past = list.filters.when === 'past' ? 'past ' : '';
  return (
    <>
      <ListToolbar
        list={list}
        searchLabel={texts.search}
        searchPlaceholder={texts.searchPlaceholder}
        viewSwitch={viewSwitch}
        filters={filters}
      />
      {notice ?? (
        <ListResults
          list={list}
          query={query}
          loadingLabel={texts.loading}
          emptyTitle={texts.empty}
          emptyIcon={emptyIcon}
          errorFallback={texts.failed}
        >
          {(data) => (
            <ResultGrid
              data={data}
              singular={past + texts.singular}
              plural={past + texts.plural}
              view={view}
              gridClassName={gridClassName}
              pageHref={list.pageHref}
              renderItem={(item) => renderItem(item, view)}
            />
          )}
        </ListResults>
      )}
    </>
  );
}
