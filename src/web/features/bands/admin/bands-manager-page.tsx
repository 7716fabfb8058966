import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FeatureToggle } from '../../../components/listing/feature-toggle';
import { Pagination } from '../../../components/listing/pagination';
import { ResultCount } from '../../../components/listing/result-count';
import { SearchBox } from '../../../components/listing/search-box';
import { useListState } from '../../../components/listing/use-list-query';
import { AddPanel } from '../../../components/manager/add-panel';
import { ActiveToggle, DeleteButton } from '../../../components/manager/item-actions';
import { ManagerCard, ManagerGrid } from '../../../components/manager/manager-card';
import { QueryState } from '../../../components/manager/query-state';
import { useFlash } from '../../../components/manager/use-flash';
import { useSingleEdit } from '../../../components/manager/use-single-edit';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { AdminPage } from '../../../components/manager/admin-page';
import { bandDates, bandPlace } from '../band-format';
import { BandForm } from './band-form';
import { adminBandListQuery, bandAdminApi, type AdminBand } from './api';
import { bandsAdminMessages as t } from './messages';
import { detailPath } from '../../../../shared/item-paths';

/** /admin/bands: every band (inactive ones marked), searched and paged by the server. */
export default function AdminBandsPage() {
  const queryClient = useQueryClient();
  const list = useListState({ filters: {} });
  const query = useQuery(adminBandListQuery(list.apiParams));
  const ops = bandAdminApi(queryClient);
  const { edit, done, isEditing } = useSingleEdit();
  const { message, flash } = useFlash();

  function card(band: AdminBand) {
    const editing = isEditing(band.id);
    return (
      <ManagerCard
        key={band.id}
        title={band.name}
        imageUrl={band.imageUrl}
        active={band.active}
        editing={editing}
        badges={<FeatureToggle kind="band" id={band.id} featured={band.featured} label={band.name} allowed />}
        actions={
          editing ? null : (
            <>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Edit ${band.name}`}
                onClick={() => edit(band.id)}
              >
                Edit
              </Button>
              <ActiveToggle
                active={band.active}
                itemName={band.name}
                failedMessage={t.updateFailed}
                onToggle={(next) => ops.setActive(band.id, next)}
              />
              <LinkButton
                to={detailPath('band', band.id, band.name)}
                variant="ghost"
                size="sm"
                aria-label={`View ${band.name}`}
              >
                View
              </LinkButton>
              <DeleteButton
                itemName={band.name}
                message={t.confirmDelete}
                failedMessage={t.deleteFailed}
                onDelete={async () => {
                  await ops.remove(band.id);
                  flash(t.deleted);
                }}
              />
            </>
          )
        }
      >
        {editing ? (
          <BandForm
            band={band}
            submitLabel="Save Changes"
            onCancel={done}
            onSave={async (input) => {
              await ops.update(band.id, input);
              done();
              flash(t.updated);
            }}
          />
        ) : (
          <div className="flex flex-col gap-1">
            <p>{bandDates(band)}</p>
            {bandPlace(band) ? <p>{bandPlace(band)}</p> : null}
            {band.description ? <p className="line-clamp-3">{band.description}</p> : null}
          </div>
        )}
      </ManagerCard>
    );
  }

  return (
    <AdminPage title={t.title} description={t.description}>
      <AddPanel label={t.add}>
        {(close) => (
          <BandForm
            submitLabel="Add Band"
            onCancel={close}
            onSave={async (input) => {
              await ops.create(input);
              close();
              flash(t.added);
            }}
          />
        )}
      </AddPanel>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox
          label={t.search}
          placeholder={t.searchPlaceholder}
          value={list.q}
          onSearch={list.setSearch}
        />
      </div>
      {message ? (
        <Alert tone="success" className="mb-4">
          {message}
        </Alert>
      ) : null}
      <QueryState query={query} loadingLabel={t.loading} failedMessage={t.loadFailed}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState icon="music" title={t.empty} />
          ) : (
            <>
              <ResultCount total={data.total} singular="band" plural="bands" />
              <ManagerGrid label={t.title}>{data.items.map(card)}</ManagerGrid>
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                hrefFor={list.pageHref}
              />
            </>
          )
        }
      </QueryState>
    </AdminPage>
  );
}
