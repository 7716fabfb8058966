import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/manager/query-state';
import type { RestaurantInput } from '../../../../shared/domains/restaurant-manage';
import { useViewer } from '../../../lib/auth';
import { manageQuery, useRestaurantWrite, type RestaurantManaged } from './manage-api';
import { manageMessages as t } from './manage-messages';
import { RestaurantExtras } from './restaurant-extras';
import { RestaurantForm, restaurantValues } from './restaurant-form';

/**
 * The manager's edit mode of one restaurant: the record's form (Save Changes closes it, Cancel discards), then
 * the owner, menu, photos and discounts, whose changes are saved one by one as they are made.
 */
export function RestaurantEditor({
  restaurant,
  onSaved,
  onCancel,
}: {
  restaurant: RestaurantManaged;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const detail = useQuery(manageQuery(useViewer().key, restaurant.id));
  const save = useRestaurantWrite(restaurant.id, (w, values: RestaurantInput) =>
    w.update(restaurant.id, values),
  );
  return (
    <div className="flex flex-col gap-6">
      <RestaurantForm
        label={`Edit ${restaurant.name}`}
        defaultValues={restaurantValues(restaurant)}
        errorFallback={t.updateFailed}
        submitLabel="Save Changes"
        onCancel={onCancel}
        onSubmit={async (values) => {
          await save.mutateAsync(values);
          onSaved();
        }}
      />
      <QueryState
        query={detail}
        loadingLabel="Loading menu, photos and discounts..."
        failedMessage={t.ownerLoadFailed}
      >
        {(data) => <RestaurantExtras detail={data} />}
      </QueryState>
    </div>
  );
}
