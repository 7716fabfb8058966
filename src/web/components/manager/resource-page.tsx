import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { endpointListQuery, endpointQuery } from '../../lib/client';
import { DataTable } from '../data-table/data-table';
import { useListState } from '../listing/use-list-query';
import { StatusNotices } from '../staged-status/staged-status-parts';
import { AddPanel } from './add-panel';
import { AdminPage } from './admin-page';
import { ManagerResults, type ManagerList, type ManagerPage } from './manager-results';
import { ResourceActions, ResourceItemCard, useResourceOps } from './resource-card';
import type { ResourceDeclaration, ResourceEndpoints, ResourceRow } from './resource-declaration';
import { useFlash } from './use-flash';

export * from './resource-declaration';

/**
 * The back office's resource page (admin-back-office.md §2, §4, §8): the frame with the title, the "Add New …"
 * panel, the search and filters, the success message, then `ManagerResults`' states and the grid of cards,
 * each with its facts and actions (Edit, one item at a time; Activate/Deactivate; the star; Move up/down;
 * Delete with the confirmation), and in edit mode its form. A message passed in the address's state
 * (`navigate(path, { state: { flash } })`, as the form builder does on its way back) shows as a success.
 * With `table` the results are a `DataTable` whose last column holds the actions; `embedded` draws the page
 * without its frame, inside another page (a tab).
 */
export function ResourcePage<E extends ResourceEndpoints, I>({
  resource,
}: {
  resource: ResourceDeclaration<E, I>;
}) {
  // Inside the page an item is what every list item is: an id and its active flag.
  const r = resource as unknown as ResourceDeclaration<ResourceEndpoints, ResourceRow>;
  const e = r.endpoints;
  const list = useListState<string>({ filters: r.search?.filters ?? {} });
  const query = useQuery(
    r.search
      ? endpointListQuery(e.list, { query: list.apiParams } as never)
      : endpointQuery(e.list, {} as never),
  ) as UseQueryResult<ManagerList<ResourceRow>>;
  const { message, flash } = useFlash();
  useArrivalFlash(flash);
  const ops = useResourceOps(r, query.data?.items ?? [], flash);

  const emptyTitle = (list.q && r.texts.noMatch) || r.texts.empty;
  const results = r.table ? (
    <>
      <StatusNotices message={message} error={null} />
      <DataTable
        caption={r.table.caption}
        captionHidden
        columns={[
          ...r.table.columns,
          {
            id: 'actions',
            header: 'Actions',
            cell: ({ row }) => (
              <span className="flex flex-wrap items-start gap-1">
                <ResourceActions item={row.original} index={row.index} ops={ops} />
              </span>
            ),
          },
        ]}
        query={query as UseQueryResult<ManagerPage<ResourceRow>>}
        list={list}
        loadingLabel={r.texts.loading}
        emptyTitle={emptyTitle}
        errorFallback={r.texts.loadFailed}
        search={r.search}
        toolbar={r.search?.filterControls?.(list)}
      />
    </>
  ) : (
    <ManagerResults
      query={query}
      list={r.search ? list : undefined}
      search={r.search}
      filters={r.search?.filterControls?.(list)}
      notice={message}
      loadingLabel={r.texts.loading}
      failedMessage={r.texts.loadFailed}
      empty={{ icon: r.icon, title: emptyTitle }}
      pastEnd={r.search?.pastEnd}
      noun={r.search?.noun}
      countText={r.search?.countText}
      gridLabel={r.texts.gridLabel ?? r.texts.title}
      pagerLabel={r.search?.pagerLabel}
    >
      {(item, index) => <ResourceItemCard item={item} index={index} ops={ops} />}
    </ManagerResults>
  );
  const body = (
    <>
      {r.documentTitle ? <title>{r.documentTitle}</title> : null}
      {r.addForm ? (
        <AddPanel label={r.texts.add} title={r.texts.addTitle}>
          {(close) =>
            r.addForm!({
              save: async (input) => {
                await ops.call(e.create, { body: input });
                close();
                flash(r.flash?.added);
              },
              close,
            })
          }
        </AddPanel>
      ) : null}
      {r.aside}
      {results}
    </>
  );
  return r.embedded ? (
    <div>{body}</div>
  ) : (
    <AdminPage title={r.texts.title} description={r.texts.description} actions={r.headerActions}>
      {body}
    </AdminPage>
  );
}

/** A success message the previous page handed over in the address's state (then cleared from it). */
function useArrivalFlash(flash: (text: string) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = (location.state as { flash?: string } | null)?.flash;
  useEffect(() => {
    if (!arrived) return;
    flash(arrived);
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [arrived, flash, navigate, location.pathname, location.search]);
}
