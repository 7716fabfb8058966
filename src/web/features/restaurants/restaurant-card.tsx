import type { RestaurantItem } from '../../../shared/schemas/public';
import { FeatureToggle } from '../../components/listing/feature-toggle';
import { LikeButton } from '../../components/listing/like-button';
import { CardFact, CardFacts, CardHeading, ListingCard } from '../../components/listing/listing-card';
import type { ListView } from '../../components/listing/use-list-query';
import { Badge } from '../../components/ui/badge';
import { restaurantHours, stateAndCountry } from './restaurant-format';
import { paths } from '../../app/paths';

/**
 * A restaurant on Fete Eats (public-site.md §2.6): the whole card opens /restaurants/:id, while the heart
 * and the admin star stay separate controls above that link.
 */
export function RestaurantCard({ restaurant: r, view }: { restaurant: RestaurantItem; view: ListView }) {
  const list = view === 'list';
  return (
    <ListingCard
      view={view}
      image={r.imageUrl}
      imageAlt={r.name}
      overlay={
        <div className="absolute top-3 left-3 flex gap-1.5">
          <Badge tone="night" className="text-sm shadow">
            <span className="sr-only">Price range </span>
            {r.priceRange}
          </Badge>
          {/* Only administrators are ever sent inactive restaurants: marked, in words. */}
          {r.active ? null : (
            <Badge tone="warning" className="text-sm shadow">
              Inactive
            </Badge>
          )}
        </div>
      }
    >
      <CardHeading
        eyebrow={stateAndCountry(r)}
        title={r.name}
        to={paths.restaurant(r.id, r.name)}
        controls={
          <>
            <FeatureToggle kind="restaurant" id={r.id} featured={r.featured} label={r.name} />
            <LikeButton kind="restaurant" id={r.id} liked={r.liked} label={r.name} />
          </>
        }
      />
      <CardFacts>
        <CardFact icon="clock">{restaurantHours(r)}</CardFact>
        {r.location ? <CardFact icon="mapPin">{r.location}</CardFact> : null}
        <CardFact icon="utensils">{r.cuisine}</CardFact>
      </CardFacts>
      {list && r.description ? <p className="line-clamp-2 text-sm text-gray-700">{r.description}</p> : null}
    </ListingCard>
  );
}
