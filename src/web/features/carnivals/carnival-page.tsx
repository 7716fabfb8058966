import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { CarnivalPage as CarnivalPageData } from '../../../shared/domains/carnivals';
import { paths } from '../../app/paths';
import { CARD_GRID } from '../../components/listing/result-grid';
import { Container } from '../../components/ui/container';
import { Icon } from '../../components/ui/icon';
import { LinkButton } from '../../components/ui/link-button';
import { PageHeader } from '../../components/ui/page-header';
import { QueryView } from '../../components/ui/query-view';
import { useViewer } from '../../lib/auth';
import { BandCard } from '../bands/band-card';
import { EventCard } from '../events/event-card';
import { carnivalPageQuery } from './api';
import { Countdown } from './countdown';
import { DensityStrip } from './density-strip';
import { formatDay } from './format';
import { seasonTexts as t } from './messages';
import { TitledSection } from '../../components/ui/titled-section';

/** /season/:slug: a carnival's main days, countdown, fete-density strip, fetes, travel events and bands. */
export default function CarnivalPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const year = Number(params.get('year')) || undefined;
  const viewer = useViewer();
  const query = useQuery(carnivalPageQuery(slug, year, viewer.key));
  return (
    <Container width="xl" className="py-8">
      <LinkButton
        variant="ghost"
        size="sm"
        to={paths.season()}
        icon={<Icon name="arrowLeft" className="h-4 w-4" />}
      >
        {t.backToSeason}
      </LinkButton>
      <QueryView query={query} loadingLabel={t.carnivalLoading} failedMessage={t.carnivalFailed}>
        {(page) => <CarnivalView page={page} signedIn={!!viewer.user} />}
      </QueryView>
    </Container>
  );
}

function CarnivalView({ page, signedIn }: { page: CarnivalPageData; signedIn: boolean }) {
  const c = page.carnival;
  return (
    <div className="mt-4 space-y-8">
      <PageHeader
        eyebrow={c.territory}
        title={`${c.name} ${c.year}`}
        documentTitle={c.name}
        description={c.description}
        actions={<Countdown occurrence={c} today={page.today} />}
      />
      <TitledSection
        title={t.mainDays}
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-900/10"
      >
        <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {c.days.map((d) => (
            <li key={`${d.name}${d.date}`} className="rounded-lg bg-carnival-50 px-3 py-2">
              <span className="block font-semibold text-night-900">{d.name}</span>
              <time dateTime={d.date} className="text-sm text-night-800">
                {formatDay(d.date)}
              </time>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-night-700">
          {t.seasonOpens} {formatDay(c.seasonStart)}
        </p>
      </TitledSection>
      <DensityStrip page={page} />
      <Listing title={t.fetes} empty={t.noFetes} count={page.events.length}>
        {page.events.map((e) => (
          <EventCard key={e.id} event={e} headingLevel="h3" />
        ))}
      </Listing>
      <Listing title={t.travel} empty={t.noTravel} count={page.travel.length}>
        {page.travel.map((e) => (
          <EventCard key={e.id} event={e} headingLevel="h3" showCategory canFeature={false} />
        ))}
      </Listing>
      <Listing title={t.bands} empty={t.noBands} count={page.bands.length}>
        {page.bands.map((b) => (
          <BandCard key={b.id} band={b} view="grid" signedIn={signedIn} />
        ))}
      </Listing>
    </div>
  );
}

function Listing({
  title,
  empty,
  count,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section aria-label={title}>
      <h2 className="font-display text-xl font-bold text-night-900">{title}</h2>
      {count === 0 ? (
        <p className="mt-2 text-night-700">{empty}</p>
      ) : (
        <div className={`mt-4 ${CARD_GRID}`}>{children}</div>
      )}
    </section>
  );
}
