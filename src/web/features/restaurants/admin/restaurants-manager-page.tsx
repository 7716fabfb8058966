import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from '../../../components/listing/external-link';
import { FeatureToggle } from '../../../components/listing/feature-toggle';
import { Pagination } from '../../../components/listing/pagination';
import { SearchBox } from '../../../components/listing/search-box';
import { useListState } from '../../../components/listing/use-list-query';
import { AddPanel } from '../../../components/manager/add-panel';
import { ActiveToggle, DeleteButton } from '../../../components/manager/item-actions';
import { ManagerCard, ManagerGrid } from '../../../components/manager/manager-card';
import { QueryState } from '../../../components/manager/query-state';
import { useFlash } from '../../../components/manager/use-flash';
import { useSingleEdit } from '../../../components/manager/use-single-edit';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../../components/manager/admin-page';
import { adminRestaurantListQuery, restaurantWrites, type RestaurantManaged } from '../manage/manage-api';
import { manageMessages as t } from '../manage/manage-messages';
import { RestaurantEditor } from '../manage/restaurant-editor';
import { newRestaurantValues, RestaurantForm } from '../manage/restaurant-form';
import { restaurantHours, stateAndCountry } from '../restaurant-format';

function Facts({ r }: { r: RestaurantManaged }) {
  return (
    <dl className="grid gap-1">
      <div>
        <dt className="sr-only">Cuisine and price range</dt>
        <dd>
          {r.cuisine} · {r.priceRange}
        </dd>
      </div>
      <div>
        <dt className="sr-only">Location</dt>
        <dd>
          {r.location}
          {stateAndCountry(r) ? `, ${stateAndCountry(r)}` : ''}
        </dd>
      </div>
      <div>
        <dt className="sr-only">Hours</dt>
        <dd>{restaurantHours(r)}</dd>
      </div>
      <div>
        <dt className="inline font-medium text-night-900">Owner: </dt>
        <dd className="inline">{r.owner ? `${r.owner.firstName} ${r.owner.lastName}` : 'None'}</dd>
      </div>
    </dl>
  );
}

/**
 * /admin/restaurants (admin-back-office.md §2 Restaurants): search, add panel, card grid with inline edit
 * (one at a time), delete, featured toggle, order-now link, Active/Inactive badge and toggle; in edit mode
 * the owner, menu, photos and discounts too.
 */
export default function AdminRestaurantsPage() {
  const list = useListState({ filters: {} });
  const query = useQuery(adminRestaurantListQuery(list.apiParams));
  const w = restaurantWrites(useQueryClient());
  const { edit, done, isEditing } = useSingleEdit();
  const flash = useFlash();

  return (
    <AdminPage
      title="Restaurants"
      description="Fete Eats restaurants, their owners, menus, photos and discounts."
    >
      {flash.message ? (
        <Alert tone="success" className="mb-4">
          {flash.message}
        </Alert>
      ) : null}
      <AddPanel label="Add New Restaurant" title="Add a restaurant">
        {(close) => (
          <RestaurantForm
            label="Add a restaurant"
            defaultValues={newRestaurantValues}
            errorFallback={t.addFailed}
            submitLabel="Add Restaurant"
            onSubmit={async (values) => {
              await w.create(values);
              close();
            }}
          />
        )}
      </AddPanel>
      <div className="mb-6 max-w-xl">
        <SearchBox
          label="Search restaurants"
          placeholder="Name, description or location"
          value={list.q}
          onSearch={list.setSearch}
        />
      </div>
      <QueryState query={query} loadingLabel="Loading restaurants..." failedMessage={t.loadFailed}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState icon="utensils" title="No restaurants found" />
          ) : (
            <>
              <ManagerGrid label="Restaurants">
                {data.items.map((r) =>
                  isEditing(r.id) ? (
                    <ManagerCard key={r.id} title={r.name} active={r.active} editing>
                      <RestaurantEditor
                        restaurant={r}
                        onSaved={() => {
                          done();
                          flash.flash(t.updated);
                        }}
                        onCancel={done}
                      />
                    </ManagerCard>
                  ) : (
                    <ManagerCard
                      key={r.id}
                      title={r.name}
                      imageUrl={r.imageUrl}
                      active={r.active}
                      badges={r.featured ? <Badge tone="gold">Featured</Badge> : null}
                      actions={
                        <>
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={`Edit ${r.name}`}
                            onClick={() => edit(r.id)}
                          >
                            Edit
                          </Button>
                          <FeatureToggle kind="restaurant" id={r.id} featured={r.featured} label={r.name} />
                          <ActiveToggle
                            active={r.active}
                            itemName={r.name}
                            failedMessage={t.updateFailed}
                            onToggle={async (active) => {
                              await w.setActive(r.id, active);
                            }}
                          />
                          <DeleteButton
                            itemName={r.name}
                            message={t.confirmDelete}
                            failedMessage={t.deleteFailed}
                            onDelete={async () => {
                              await w.remove(r.id);
                            }}
                          />
                        </>
                      }
                    >
                      <Facts r={r} />
                      {r.eatNowUrl ? (
                        <p className="mt-2">
                          <ExternalLink
                            href={r.eatNowUrl}
                            icon
                            className="inline-flex items-center gap-1 font-semibold text-carnival-700 hover:underline"
                          >
                            Order Now<span className="sr-only"> from {r.name}</span>
                          </ExternalLink>
                        </p>
                      ) : null}
                    </ManagerCard>
                  ),
                )}
              </ManagerGrid>
              <Pagination
                className="mt-6"
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
