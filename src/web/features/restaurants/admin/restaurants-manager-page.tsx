import { ExternalLink } from '../../../components/listing/external-link';
import { defineResource, ResourcePage } from '../../../components/manager/resource-page';
import { Badge } from '../../../components/ui/badge';
import { restaurantEndpoints as e } from '../../../endpoints/restaurants';
import type { RestaurantManaged } from '../manage/manage-api';
import { manageMessages as t } from '../manage/manage-messages';
import { RestaurantEditor } from '../manage/restaurant-editor';
import { newRestaurantValues, RestaurantForm } from '../manage/restaurant-form';
import { restaurantHours, stateAndCountry } from '../restaurant-format';

function Facts({ r }: { r: RestaurantManaged }) {
  const place = stateAndCountry(r);
  const facts = [
    ['Cuisine and price range', `${r.cuisine} · ${r.priceRange}`],
    ['Location', place ? `${r.location}, ${place}` : r.location],
    ['Hours', restaurantHours(r)],
  ];
  return (
    <dl className="grid gap-1">
      {facts.map(([term, fact]) => (
        <div key={term}>
          <dt className="sr-only">{term}</dt>
          <dd>{fact}</dd>
        </div>
      ))}
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
const restaurants = defineResource({
  endpoints: { list: e.adminList, create: e.create, setActive: e.setActive, remove: e.remove },
  texts: {
    ...t,
    title: 'Restaurants',
    description: 'Fete Eats restaurants, their owners, menus, photos and discounts.',
    add: 'Add New Restaurant',
    addTitle: 'Add a restaurant',
    loading: 'Loading restaurants...',
    empty: 'No restaurants found',
  },
  flash: { updated: t.updated },
  icon: 'utensils',
  search: { label: 'Search restaurants', placeholder: 'Name, description or location' },
  name: (r) => r.name,
  card: (r, editing) =>
    editing
      ? {}
      : {
          imageUrl: r.imageUrl,
          badges: r.featured ? <Badge tone="gold">Featured</Badge> : null,
          facts: (
            <>
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
            </>
          ),
        },
  actions: ['edit', 'feature', 'activate', 'delete'],
  featureKind: 'restaurant',
  savedItem: (answer) => answer.restaurant,
  addForm: ({ save }) => (
    <RestaurantForm
      label="Add a restaurant"
      defaultValues={newRestaurantValues}
      errorFallback={t.addFailed}
      submitLabel="Add Restaurant"
      onSubmit={save}
    />
  ),
  // The editor writes the restaurant, its owner, menu, photos and discounts itself.
  editForm: (r, { saved, cancel }) => <RestaurantEditor restaurant={r} onSaved={saved} onCancel={cancel} />,
});

export default function AdminRestaurantsPage() {
  return <ResourcePage resource={restaurants} />;
}
