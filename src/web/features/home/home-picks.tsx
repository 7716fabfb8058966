import { safeHttpUrl } from '../../components/listing/external-link';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { Stars } from '../../components/ui/stars';
import { ratingFigure } from '../../components/ui/rating-control';
import { formatCents, formatTimeRange } from '../../lib/format';
import { EventDates, EventTimes } from '../events/event-date-format';
import { formatEventDates, formatPrice, placeLine } from '../events/format';
import type { HomeSectionItems } from './api';
import { HomeSectionBlock } from './home-sections';
import { HomeTile } from './home-tile';
import { paths } from '../../app/paths';

/** An event's tile (Top Event Picks, Top Destinations): its place, title and dates, `children` a line under them. */
function EventTile({
  event,
  badge,
  children,
}: {
  event: HomeSectionItems['events'];
  badge: string;
  children?: ReactNode;
}) {
  return (
    <HomeTile
      to={paths.event(event.id, event.title)}
      image={event.imageUrl}
      imageAlt={event.title}
      badge={<Badge tone="night">{badge}</Badge>}
      eyebrow={placeLine(event.state, event.country)}
      title={event.title}
    >
      <p>
        <EventDates event={event} />
      </p>
      {children ? <p>{children}</p> : null}
    </HomeTile>
  );
}

/** The six featured lists of the home page, in the spec's order (public-site.md §2.3). */
export function HomePicks() {
  return (
    <>
      <HomeSectionBlock
        section="bands"
        title="Top Carnival Bands"
        more={{ to: paths.feteDestinations(), label: 'Fete Destinations' }}
        renderItem={(band) => (
          <HomeTile
            to={paths.band(band.id, band.name)}
            image={band.imageUrl}
            imageAlt={band.name}
            eyebrow={placeLine(band.state, band.country)}
            title={band.name}
          >
            <p>{formatEventDates(band.startDate, band.endDate)}</p>
            {band.location ? <p>{band.location}</p> : null}
          </HomeTile>
        )}
      />
      <HomeSectionBlock
        section="events"
        title="Top Event Picks"
        more={{ to: paths.feteGuide(), label: 'Fete Guide' }}
        renderItem={(event) => (
          <EventTile event={event} badge={formatPrice(event.priceCents)}>
            <EventTimes event={event} />
          </EventTile>
        )}
      />
      <HomeSectionBlock
        section="destinations"
        title="Top Destinations"
        more={{ to: paths.feteTravel(), label: 'Fete Travel' }}
        renderItem={(event) => <EventTile event={event} badge={event.category} />}
      />
      <HomeSectionBlock
        section="marqet"
        title="Top Marqet Picks"
        more={{ to: paths.feteMarqet(), label: 'Fete Marqet' }}
        renderItem={(product) => (
          <HomeTile
            href={product.externalUrl}
            // Without a shop of its own, the product's details in the Fete Marqet (its shared address).
            to={safeHttpUrl(product.externalUrl) ? undefined : paths.product(product.id, product.name)}
            image={product.imageUrl}
            imageAlt={product.name}
            square
            badge={product.inStock ? null : <Badge tone="danger">Out of Stock</Badge>}
            eyebrow={product.brand}
            title={product.name}
          >
            <p className="font-semibold text-night-900">{formatCents(product.priceCents)}</p>
          </HomeTile>
        )}
      />
      <HomeSectionBlock
        section="eats"
        title="Top Eats"
        more={{ to: paths.feteEats(), label: 'Fete Eats' }}
        renderItem={(restaurant) => (
          <HomeTile
            to={paths.restaurant(restaurant.id, restaurant.name)}
            image={restaurant.imageUrl}
            imageAlt={restaurant.name}
            badge={<Badge tone="night">{restaurant.priceRange}</Badge>}
            eyebrow={[restaurant.cuisine, placeLine(restaurant.state, restaurant.country)]
              .filter(Boolean)
              .join(' · ')}
            title={restaurant.name}
          >
            <p>{formatTimeRange(restaurant.openingTime, restaurant.closingTime)}</p>
            {restaurant.location ? <p>{restaurant.location}</p> : null}
          </HomeTile>
        )}
      />
      <HomeSectionBlock
        section="faces"
        title="Top Faces"
        more={{ to: paths.feteFaces(), label: 'Fete Faces' }}
        renderItem={(provider) => {
          const name = `${provider.firstName} ${provider.lastName}`.trim();
          const extra = provider.services.length - 2;
          return (
            <HomeTile
              to={paths.provider(provider.id, `${provider.firstName} ${provider.lastName}`)}
              image={provider.avatarUrl}
              imageAlt={name}
              square
              eyebrow={placeLine(provider.state, provider.country)}
              title={name}
            >
              <p className="flex items-center gap-2">
                {provider.totalRatings > 0 ? <Stars value={provider.rating} size="sm" /> : null}
                <span className="font-semibold text-night-900">
                  {ratingFigure(provider.rating, provider.totalRatings)}
                </span>
              </p>
              {provider.services.length > 0 ? (
                <p>
                  {provider.services.slice(0, 2).join(', ')}
                  {extra > 0 ? ` +${extra}` : ''}
                </p>
              ) : null}
            </HomeTile>
          );
        }}
      />
    </>
  );
}
