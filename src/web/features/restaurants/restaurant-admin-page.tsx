import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../components/manager/query-state';
import { ActiveBadge } from '../../components/manager/active-badge';
import { Alert } from '../../components/ui/alert';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { LinkButton } from '../../components/ui/link-button';
import { PageHeader } from '../../components/ui/page-header';
import { SelectField } from '../../components/ui/select-field';
import { useViewer } from '../../lib/auth';
import type { RestaurantInput } from '../../../shared/domains/restaurant-manage';
import { manageQuery, ownedRestaurantsQuery, useRestaurantWrite } from './manage/manage-api';
import { manageMessages as t } from './manage/manage-messages';
import { RestaurantExtras } from './manage/restaurant-extras';
import { RestaurantForm, restaurantValues } from './manage/restaurant-form';
import { paths } from '../../app/paths';

/** One owned restaurant: its record (the whole of it), then its menu, photos and discounts. */
function OwnedRestaurant({ id }: { id: string }) {
  const detail = useQuery(manageQuery(useViewer().key, id));
  const save = useRestaurantWrite(id, (w, values: RestaurantInput) => w.update(id, values));
  return (
    <QueryState query={detail} loadingLabel="Loading restaurant..." failedMessage={t.ownerLoadFailed}>
      {(data) => (
        <div className="flex flex-col gap-8">
          <section aria-labelledby="restaurant-details" className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center gap-3">
              <h2 id="restaurant-details" className="font-display text-2xl font-bold text-night-900">
                {data.restaurant.name}
              </h2>
              <ActiveBadge active={data.restaurant.active} />
              {data.restaurant.active ? (
                <LinkButton
                  to={paths.restaurant(data.restaurant.id, data.restaurant.name)}
                  variant="ghost"
                  size="sm"
                >
                  View public page
                </LinkButton>
              ) : null}
            </div>
            {data.restaurant.active ? null : <Alert tone="warning">{t.inactiveNotice}</Alert>}
            <RestaurantForm
              // A fresh form for another restaurant (the owner of several switched).
              key={data.restaurant.id}
              label="Restaurant details"
              defaultValues={restaurantValues(data.restaurant)}
              errorFallback={t.updateFailed}
              successMessage={t.detailsUpdated}
              submitLabel="Save Changes"
              onSubmit={(values) => save.mutateAsync(values)}
            />
          </section>
          <RestaurantExtras detail={data} />
        </div>
      )}
    </QueryState>
  );
}

/**
 * /restaurant-admin (member-areas.md §2 Restaurant management): the member's own restaurant, or "No restaurant
 * found" when they own none. The server checks ownership on every write (decision 0016).
 */
export default function RestaurantAdminPage() {
  const { key, ready, isAdmin } = useViewer();
  const owned = useQuery({ ...ownedRestaurantsQuery(key), enabled: ready });
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Container>
      <PageHeader
        eyebrow="Fete Eats"
        title="Restaurant admin"
        description="Keep your restaurant's details, menu, photos and discounts up to date."
      />
      <QueryState query={owned} loadingLabel="Loading restaurant..." failedMessage={t.ownerLoadFailed}>
        {({ items }) => {
          if (items.length === 0) {
            return (
              <EmptyState
                icon="utensils"
                title={t.noRestaurant}
                titleAs="h2"
                action={
                  isAdmin ? (
                    <LinkButton to={paths.adminRestaurants()} variant="secondary">
                      Manage all restaurants
                    </LinkButton>
                  ) : undefined
                }
              />
            );
          }
          const current = items.find((r) => r.id === chosen) ?? items[0]!;
          return (
            <div className="flex flex-col gap-6">
              {items.length > 1 ? (
                <div className="max-w-sm">
                  <SelectField
                    label="Restaurant"
                    value={current.id}
                    onChange={(event) => setChosen(event.target.value)}
                    options={items.map((r) => ({
                      value: r.id,
                      label: r.active ? r.name : `${r.name} (Inactive)`,
                    }))}
                  />
                </div>
              ) : null}
              <OwnedRestaurant key={current.id} id={current.id} />
            </div>
          );
        }}
      </QueryState>
    </Container>
  );
}
