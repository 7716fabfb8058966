import { useLocation, useNavigate } from 'react-router';
import { messages } from '../../../shared/errors';
import { ExternalLink } from '../../components/listing/external-link';
import { LikeButton } from '../../components/listing/like-button';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Icon } from '../../components/ui/icon';
import { RatingControl } from '../../components/ui/rating-control';
import { imageSrc } from '../../lib/images';
import { useRatingInput } from '../../components/listing/use-rating-input';
import { providerDetailQuery, useRateProvider } from './api';
import { faceMessages } from './messages';
import { providerPlace } from './provider-card';
import { ProviderClients } from './provider-clients';
import { ShareMenu } from '../../components/detail/share-menu';
import { useItemPage, type ItemPageTexts } from '../../components/detail/use-item-page';
import { paths } from '../../app/paths';

const PAGE: ItemPageTexts = {
  loading: faceMessages.loadingProvider,
  notFound: faceMessages.providerNotFound,
  icon: 'sparkles',
  back: { to: paths.feteFaces(), label: 'Back to Fete Faces' },
};

/** /fete-faces/:id (public-site.md §2.7). */
export default function ProviderDetailPage() {
  const { id, user, viewer, query, fallback } = useItemPage(
    providerDetailQuery,
    ({ provider }) => paths.provider(provider.id, `${provider.firstName} ${provider.lastName}`),
    PAGE,
  );
  const rating = useRatingInput(useRateProvider(viewer, id), {
    signedIn: !!user,
    myRating: query.data?.myRating ?? null,
    signInMessage: messages.faces.signInToRate,
    failedMessage: messages.faces.ratingFailed,
  });

  if (!query.isSuccess) return fallback;

  const { provider, testimonials } = query.data;
  const name = `${provider.firstName} ${provider.lastName}`.trim();
  const place = providerPlace(provider);

  return (
    <Container width="lg" className="flex flex-col gap-8">
      <title>{`${name} · Fete Faces · Fete`}</title>
      <BackButton />
      <Card className="flex flex-col gap-6 md:flex-row md:items-start">
        <Avatar
          src={provider.avatarUrl ? imageSrc(provider.avatarUrl) : null}
          firstName={provider.firstName}
          lastName={provider.lastName}
          size="xl"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="text-sm font-semibold tracking-wide text-carnival-700 uppercase">Fete Faces</p>
              <h1 className="font-display text-3xl font-bold text-night-900 sm:text-4xl">{name}</h1>
              {provider.active ? null : (
                <Badge tone="warning" className="mt-2">
                  Inactive
                </Badge>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <LikeButton kind="face" id={provider.id} liked={provider.liked} label={name} showText />
              <ShareMenu path={paths.provider(provider.id, name)} title={name} />
            </div>
          </div>
          <RatingControl
            average={provider.rating}
            count={provider.totalRatings}
            inputLabel="Rate this provider"
            name={`rate-provider-${provider.id}`}
            {...rating}
          />
          {place ? (
            <p className="flex items-center gap-2 text-gray-800">
              <Icon name="mapPin" className="text-carnival-700" />
              <span>
                <span className="sr-only">Service location: </span>
                {place}
              </span>
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            {provider.bookingUrl ? (
              <ExternalLink href={provider.bookingUrl} icon className={buttonClasses({})}>
                Book Now
              </ExternalLink>
            ) : (
              <Button disabled>Booking Coming Soon</Button>
            )}
            <ExternalLink
              href={provider.instagramUrl}
              icon
              className={buttonClasses({ variant: 'secondary' })}
            >
              Instagram
            </ExternalLink>
          </div>
        </div>
      </Card>

      <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
        <section aria-labelledby="about-title" className="flex flex-col gap-3">
          <h2 id="about-title" className="font-display text-xl font-bold text-night-900">
            About
          </h2>
          <p className="leading-relaxed whitespace-pre-line text-gray-800">{provider.bio}</p>
        </section>
        <section aria-labelledby="services-title" className="flex flex-col gap-3">
          <h2 id="services-title" className="font-display text-xl font-bold text-night-900">
            Services
          </h2>
          <ul className="flex flex-wrap gap-2">
            {provider.services.map((service) => (
              <li key={service}>
                <Badge tone="carnival" className="text-sm">
                  {service}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      </div>

      {testimonials.length > 0 ? <ProviderClients testimonials={testimonials} providerName={name} /> : null}
    </Container>
  );
}

/** Back to where the visitor came from, or to the list when they arrived here directly. */
function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div>
      <Button
        variant="ghost"
        size="sm"
        icon={<Icon name="arrowLeft" className="h-4 w-4" />}
        onClick={() => (location.key === 'default' ? navigate(PAGE.back.to) : navigate(-1))}
      >
        Back
      </Button>
    </div>
  );
}
