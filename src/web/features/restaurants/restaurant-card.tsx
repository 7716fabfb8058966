import { Link } from 'react-router';
import type { RestaurantItem } from '../../../shared/schemas/public';
import { FeatureToggle } from '../../components/listing/feature-toggle';
import { LikeButton } from '../../components/listing/like-button';
import { ListingCard } from '../../components/listing/listing-card';
import type { ListView } from '../../components/listing/use-list-query';
import { Badge } from '../../components/ui/badge';
import { Icon } from '../../components/ui/icon';
import { restaurantHours, stateAndCountry } from './restaurant-format';
import { paths } from '../../app/paths';

/**
 * A restaurant on Fete Eats (public-site.md §2.6): the whole card opens /restaurants/:id, while the heart
 * and the admin star stay separate controls above that link.
 */
export function RestaurantCard({ restaurant: r, view }: { restaurant: RestaurantItem; view: ListView }) {
  const list = view === 'list';
  const region = stateAndCountry(r);
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
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {region ? (
            <p className="text-xs font-semibold tracking-wide text-carnival-700 uppercase">{region}</p>
          ) : null}
          <h2 className="mt-1 font-display text-lg leading-snug font-bold text-night-900">
            <Link
              to={paths.restaurant(r.id, r.name)}
              className="rounded after:absolute after:inset-0 after:content-[''] focus:outline-none group-hover:text-carnival-700"
            >
              {r.name}
            </Link>
          </h2>
        </div>
        <div className="relative z-10 flex shrink-0 gap-1.5">
          <FeatureToggle kind="restaurant" id={r.id} featured={r.featured} label={r.name} />
          <LikeButton kind="restaurant" id={r.id} liked={r.liked} label={r.name} />
        </div>
      </div>
      <ul className="flex flex-col gap-1.5 text-sm text-gray-700">
        <li className="flex items-start gap-2">
          <Icon name="clock" className="text-sea-700" />
          <span>{restaurantHours(r)}</span>
        </li>
        {r.location ? (
          <li className="flex items-start gap-2">
            <Icon name="mapPin" className="h-5 w-5 text-sea-700" />
            <span>{r.location}</span>
          </li>
        ) : null}
        <li className="flex items-start gap-2">
          <Icon name="utensils" className="h-5 w-5 text-sea-700" />
          <span>{r.cuisine}</span>
        </li>
      </ul>
      {list && r.description ? <p className="line-clamp-2 text-sm text-gray-700">{r.description}</p> : null}
    </ListingCard>
  );
}
