import type { BandItem } from '../../../shared/schemas/public';
import { CardAttendToggle } from '../../components/detail/attend-toggle';
import { ExternalLink } from '../../components/listing/external-link';
import { FeatureToggle } from '../../components/listing/feature-toggle';
import { LikeButton } from '../../components/listing/like-button';
import { CardFact, CardFacts, ListingCard } from '../../components/listing/listing-card';
import type { ListView } from '../../components/listing/use-list-query';
import { buttonClasses } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { cx } from '../../lib/cx';
import { bandDates, bandPlace, costumePrice, showsFeteIdRegistration } from './band-format';
import { CompareToggle } from './compare/compare-tray';
import { registrationTexts } from './registration-actions';
import { paths } from '../../app/paths';

const smallLink =
  'relative inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-sea-800 underline-offset-4 hover:underline';

/** A carnival band on Fete Destinations (public-site.md §2.8). */
export function BandCard({ band, view, signedIn }: { band: BandItem; view: ListView; signedIn: boolean }) {
  const list = view === 'list';
  const place = bandPlace(band);
  const price = costumePrice(band);
  const registrationOpen = Boolean(band.registrationUrl || band.feteIdRegistrationUrl);
  return (
    <ListingCard
      view={view}
      image={band.imageUrl}
      imageAlt={band.name}
      imageWidth="sm:w-72"
      linked={false}
      bodyClassName="gap-3"
      overlay={
        <div className="absolute top-3 right-3 flex gap-1.5">
          <FeatureToggle kind="band" id={band.id} featured={band.featured} label={band.name} />
          <LikeButton kind="band" id={band.id} liked={band.liked} label={band.name} />
        </div>
      }
    >
      <h2 className="font-display text-xl leading-snug font-bold text-night-900">{band.name}</h2>
      <CardFacts>
        <CardFact icon="calendar">{bandDates(band)}</CardFact>
        {place ? <CardFact icon="mapPin">{place}</CardFact> : null}
        {price ? (
          <CardFact icon="ticket">
            <span className="sr-only">Costume price range: </span>
            {price}
          </CardFact>
        ) : null}
      </CardFacts>
      <p className={cx('text-sm text-gray-700', list ? 'line-clamp-3' : 'line-clamp-2')}>
        {band.description}
      </p>
      <div className="-mx-2 flex flex-wrap gap-1">
        <ExternalLink href={band.websiteUrl} icon className={smallLink}>
          Website
        </ExternalLink>
        <ExternalLink href={band.instagramUrl} icon className={smallLink}>
          Instagram
        </ExternalLink>
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <CardAttendToggle list="bands" id={band.id} attending={band.attending} title={band.name} />
        {registrationOpen ? (
          <ExternalLink href={band.registrationUrl} className={buttonClasses({ size: 'sm' })}>
            Register Now
          </ExternalLink>
        ) : (
          <span className="self-center text-sm font-semibold text-night-900">
            {registrationTexts.notOpen}
          </span>
        )}
        {showsFeteIdRegistration(signedIn, band.feteIdRegistrationUrl) ? (
          <ExternalLink
            href={band.feteIdRegistrationUrl}
            className={buttonClasses({ size: 'sm', variant: 'secondary' })}
          >
            Register with Fete ID
          </ExternalLink>
        ) : null}
        <LinkButton
          to={paths.band(band.id, band.name)}
          size="sm"
          variant="ghost"
          className="ring-1 ring-night-900/15"
        >
          View Band Details
        </LinkButton>
        <CompareToggle band={band} />
      </div>
    </ListingCard>
  );
}
