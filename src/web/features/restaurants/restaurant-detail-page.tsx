import { OpenInMaps } from '../../components/detail/open-in-maps';
import { ExternalLink } from '../../components/listing/external-link';
import { LikeButton } from '../../components/listing/like-button';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { Fact } from '../../components/listing/fact';
import { Icon } from '../../components/ui/icon';
import { BackToList, DetailPanel } from '../../components/detail/detail-layout';
import { restaurantDetailQuery } from './api';
import { restaurantMessages } from './messages';
import { restaurantHours, restaurantPlace } from './restaurant-format';
import { RestaurantDiscounts, RestaurantMenu, RestaurantPhotos } from './restaurant-sections';
import { ShareMenu } from '../../components/detail/share-menu';
import { useItemPage, type ItemPageTexts } from '../../components/detail/use-item-page';
import { paths } from '../../app/paths';

const PAGE: ItemPageTexts = {
  loading: restaurantMessages.loadingRestaurant,
  notFound: restaurantMessages.restaurantNotFound,
  icon: 'utensils',
  back: { to: paths.feteEats(), label: 'Back to Fete Eats' },
};

/** /restaurants/:id (member-areas.md §2, Restaurant detail). */
export default function RestaurantDetailPage() {
  const { isAdmin, query, fallback } = useItemPage(
    restaurantDetailQuery,
    ({ restaurant }) => paths.restaurant(restaurant.id, restaurant.name),
    PAGE,
  );

  if (!query.isSuccess) return fallback;

  const { restaurant: r, photos, menu, discounts, can } = query.data;
  const place = restaurantPlace(r);

  return (
    <Container width="lg" className="flex flex-col gap-8">
      <title>{`${r.name} · Fete Eats · Fete`}</title>
      <BackToList {...PAGE.back} />
      <DetailPanel imageUrl={r.imageUrl} imageAlt={r.name} bodyClassName="gap-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <div className="mb-2 flex flex-wrap gap-2">
              <Badge tone="carnival">{r.cuisine}</Badge>
              <Badge tone="gold">
                <span className="sr-only">Price range </span>
                {r.priceRange}
              </Badge>
              {r.active ? null : <Badge tone="warning">Inactive</Badge>}
            </div>
            <h1 className="font-display text-3xl font-bold text-night-900 sm:text-4xl">{r.name}</h1>
          </div>
          <div className="flex flex-wrap gap-2">
            {can.edit ? (
              <LinkButton
                to={isAdmin ? paths.adminRestaurants({ q: r.name }) : paths.restaurantAdmin()}
                variant="secondary"
              >
                Manage<span className="sr-only"> {r.name}</span>
              </LinkButton>
            ) : null}
            <LikeButton kind="restaurant" id={r.id} liked={r.liked} label={r.name} showText />
            <ShareMenu path={paths.restaurant(r.id, r.name)} title={r.name} />
          </div>
        </div>
        <dl className="grid gap-3 text-gray-800 sm:grid-cols-2">
          <Fact icon={<Icon name="clock" className="text-sea-700" />} term="Opening hours" hideTerm>
            {restaurantHours(r)}
          </Fact>
          {place ? (
            <Fact icon={<Icon name="mapPin" className="text-carnival-700" />} term="Location" hideTerm>
              {place}
              <span className="block">
                <OpenInMaps address={place} latitude={r.latitude} longitude={r.longitude} name={r.name} />
              </span>
            </Fact>
          ) : null}
        </dl>
        <p className="leading-relaxed whitespace-pre-line text-gray-800">{r.description}</p>
        <div className="flex flex-wrap gap-3">
          <ExternalLink href={r.eatNowUrl} icon className={buttonClasses({})}>
            Eat Now
          </ExternalLink>
          <ExternalLink href={r.websiteUrl} icon className={buttonClasses({ variant: 'secondary' })}>
            Website
          </ExternalLink>
          <ExternalLink href={r.instagramUrl} icon className={buttonClasses({ variant: 'secondary' })}>
            Instagram
          </ExternalLink>
        </div>
      </DetailPanel>
      <RestaurantPhotos name={r.name} photos={photos} />
      <RestaurantDiscounts discounts={discounts} />
      <RestaurantMenu menu={menu} />
    </Container>
  );
}
