import { messages } from '../../../shared/errors';
import { ExternalLink } from '../../components/listing/external-link';
import { AttendancePanel } from '../../components/detail/attendance-panel';
import { LikeButton } from '../../components/listing/like-button';
import { buttonClasses } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Fact } from '../../components/listing/fact';
import { Icon } from '../../components/ui/icon';
import { RatingControl } from '../../components/ui/rating-control';
import { useRatingInput } from '../../components/listing/use-rating-input';
import { BackToList, DetailPanel } from '../../components/detail/detail-layout';
import { bandDetailQuery, useRateBand } from './api';
import { bandDates, bandPlace, costumePrice } from './band-format';
import { CompareToggle, CompareTray } from './compare/compare-tray';
import { RegistrationActions } from './registration-actions';
import { bandMessages } from './messages';
import { ShareMenu } from '../../components/detail/share-menu';
import { AddToMyCarnival } from '../plans/add-to-my-carnival';
import { useItemPage, type ItemPageTexts } from '../../components/detail/use-item-page';
import { paths } from '../../app/paths';
import { TitledSection } from '../../components/ui/titled-section';

const PAGE: ItemPageTexts = {
  loading: bandMessages.loadingBand,
  notFound: bandMessages.bandNotFound,
  icon: 'music',
  back: { to: paths.feteDestinations(), label: 'Back to Fete Destinations' },
};

/** /bands/:id (member-areas.md §2, Band detail). */
export default function BandDetailPage() {
  const { id, user, viewer, query, fallback } = useItemPage(
    bandDetailQuery,
    ({ band }) => paths.band(band.id, band.name),
    PAGE,
  );
  const rating = useRatingInput(useRateBand(viewer, id), {
    signedIn: !!user,
    myRating: query.data?.myRating ?? null,
    signInMessage: messages.bands.signInToRate,
    failedMessage: messages.bands.ratingFailed,
  });

  if (!query.isSuccess) return fallback;

  const { band } = query.data;
  const place = bandPlace(band);
  const price = costumePrice(band);

  return (
    <Container width="lg" className="flex flex-col gap-6">
      <title>{`${band.name} · Fete Destinations · Fete`}</title>
      <BackToList {...PAGE.back} />
      <DetailPanel imageUrl={band.imageUrl} imageAlt={band.name} bodyClassName="gap-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-carnival-700 uppercase">Carnival Band</p>
            <h1 className="font-display text-3xl font-bold text-night-900 sm:text-4xl">{band.name}</h1>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <LikeButton kind="band" id={band.id} liked={band.liked} label={band.name} showText />
            <ShareMenu path={paths.band(band.id, band.name)} title={band.name} />
          </div>
        </div>
        <AttendancePanel list="bands" id={band.id} title={band.name} />
        <AddToMyCarnival kind="band" id={band.id} title={band.name} plannable={query.data.plannable} />

        <dl className="grid gap-3 text-gray-800 sm:grid-cols-2">
          <Fact icon={<Icon name="calendar" className="text-carnival-700" />} term="Dates" hideTerm>
            {bandDates(band)}
          </Fact>
          {place ? (
            <Fact icon={<Icon name="mapPin" className="text-carnival-700" />} term="Location" hideTerm>
              {place}
            </Fact>
          ) : null}
          {band.carnivalName ? (
            <Fact icon={<Icon name="sparkles" className="text-carnival-700" />} term="Carnival">
              {band.carnivalName}
            </Fact>
          ) : null}
          {price ? (
            <Fact icon={<Icon name="ticket" className="text-carnival-700" />} term="Costume price range">
              {price}
            </Fact>
          ) : null}
        </dl>

        <p className="leading-relaxed whitespace-pre-line text-gray-800">{band.description}</p>

        <div className="flex flex-wrap items-start gap-3">
          <RegistrationActions band={band} signedIn={!!user} watching={query.data.watching} />
          <CompareToggle band={band} className="min-h-11" />
          <ExternalLink href={band.websiteUrl} icon className={buttonClasses({ variant: 'ghost' })}>
            Website
          </ExternalLink>
          <ExternalLink href={band.instagramUrl} icon className={buttonClasses({ variant: 'ghost' })}>
            Instagram
          </ExternalLink>
        </div>

        <TitledSection
          title="Rating"
          size="xl"
          className="flex flex-col gap-3 border-t border-night-900/10 pt-6"
        >
          <RatingControl
            average={band.rating}
            count={band.totalRatings}
            inputLabel="Rate this band"
            name={`rate-band-${band.id}`}
            {...rating}
          />
        </TitledSection>
      </DetailPanel>
      <CompareTray />
    </Container>
  );
}
