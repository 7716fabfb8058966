import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { messages } from '../../../shared/errors';
import { ExternalLink } from '../../components/listing/external-link';
import { LikeButton } from '../../components/listing/like-button';
import { buttonClasses } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Fact } from '../../components/listing/fact';
import { Icon } from '../../components/ui/icon';
import { LinkButton } from '../../components/ui/link-button';
import { RatingControl } from '../../components/ui/rating-control';
import { isApiError } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { fallBackTo, imageSrc } from '../../lib/images';
import { DetailFallback } from '../site/detail-fallback';
import { bandDetailQuery, useRateBand } from './api';
import { bandDates, bandPlace, showsFeteIdRegistration } from './band-format';
import { bandMessages } from './messages';

/** /bands/:id (member-areas.md §2, Band detail). */
export default function BandDetailPage() {
  const { id = '' } = useParams();
  const { user, isPending: sessionPending } = useSession();
  const viewer = user?.id ?? 'visitor';
  const query = useQuery({ ...bandDetailQuery(viewer, id), enabled: !sessionPending });
  const rate = useRateBand(viewer, id);
  const [ratingError, setRatingError] = useState<string | null>(null);

  if (!query.isSuccess) {
    return (
      <DetailFallback
        query={query}
        loadingLabel={bandMessages.loadingBand}
        notFound={{
          icon: 'music',
          message: bandMessages.bandNotFound,
          backTo: '/fete-destinations',
          backLabel: 'Back to Fete Destinations',
        }}
      />
    );
  }

  const { band, myRating } = query.data;
  const place = bandPlace(band);

  function onRate(rating: number) {
    setRatingError(null);
    if (!user) {
      setRatingError(messages.bands.signInToRate);
      return;
    }
    rate.mutate(rating, {
      onError: (error) =>
        setRatingError(isApiError(error, 401) ? messages.bands.signInToRate : messages.bands.ratingFailed),
    });
  }

  return (
    <Container width="lg" className="flex flex-col gap-6">
      <title>{`${band.name} · Fete Destinations · Fete`}</title>
      <div>
        <LinkButton
          to="/fete-destinations"
          variant="ghost"
          size="sm"
          icon={<Icon name="arrowLeft" className="h-4 w-4" />}
        >
          Back to Fete Destinations
        </LinkButton>
      </div>
      <div className="grid items-start overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-night-900/10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <img
          src={imageSrc(band.imageUrl)}
          onError={fallBackTo()}
          alt={band.name}
          className="aspect-[3/2] w-full bg-night-900/5 object-cover"
        />
        <div className="flex min-w-0 flex-col gap-6 p-5 sm:p-8">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm font-semibold tracking-wide text-carnival-700 uppercase">Carnival Band</p>
              <h1 className="font-display text-3xl font-bold text-night-900 sm:text-4xl">{band.name}</h1>
            </div>
            <LikeButton type="bands" id={band.id} liked={band.liked} label={band.name} showText />
          </div>

          <dl className="grid gap-3 text-gray-800 sm:grid-cols-2">
            <Fact icon={<Icon name="calendar" className="text-carnival-700" />} term="Dates" hideTerm>
              {bandDates(band)}
            </Fact>
            {place ? (
              <Fact icon={<Icon name="mapPin" className="text-carnival-700" />} term="Location" hideTerm>
                {place}
              </Fact>
            ) : null}
          </dl>

          <p className="leading-relaxed whitespace-pre-line text-gray-800">{band.description}</p>

          <div className="flex flex-wrap gap-3">
            <ExternalLink href={band.registrationUrl} icon className={buttonClasses({})}>
              Register Now
            </ExternalLink>
            {showsFeteIdRegistration(!!user, band.feteIdRegistrationUrl) ? (
              <ExternalLink
                href={band.feteIdRegistrationUrl}
                icon
                className={buttonClasses({ variant: 'secondary' })}
              >
                Register with Fete ID
              </ExternalLink>
            ) : null}
            <ExternalLink href={band.websiteUrl} icon className={buttonClasses({ variant: 'ghost' })}>
              Website
            </ExternalLink>
            <ExternalLink href={band.instagramUrl} icon className={buttonClasses({ variant: 'ghost' })}>
              Instagram
            </ExternalLink>
          </div>

          <section
            aria-labelledby="band-rating-title"
            className="flex flex-col gap-3 border-t border-night-900/10 pt-6"
          >
            <h2 id="band-rating-title" className="font-display text-xl font-bold text-night-900">
              Rating
            </h2>
            <RatingControl
              average={band.rating}
              count={band.totalRatings}
              myRating={rate.isPending ? (rate.variables ?? myRating) : myRating}
              inputLabel="Rate this band"
              name={`rate-band-${band.id}`}
              onRate={onRate}
              pending={rate.isPending}
              error={ratingError}
            />
          </section>
        </div>
      </div>
    </Container>
  );
}
