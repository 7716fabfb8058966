import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { SEASON_YEARS } from '../../../shared/carnival-texts';
import { paths } from '../../app/paths';
import { Container } from '../../components/ui/container';
import { Icon } from '../../components/ui/icon';
import { LinkButton } from '../../components/ui/link-button';
import { PageHeader } from '../../components/ui/page-header';
import { QueryView } from '../../components/ui/query-view';
import { seasonQuery } from './api';
import { seasonTexts as t } from './messages';
import { SeasonTimeline } from './season-timeline';

/** `?year=` as a year the API takes, else none (the current season). */
function yearOf(value: string | null): number | undefined {
  const year = Number(value);
  return Number.isInteger(year) && year >= SEASON_YEARS.min && year <= SEASON_YEARS.max ? year : undefined;
}

/** /season: every carnival of a year (or the current season) on one timeline, with a year switcher. */
export default function SeasonPage() {
  const [params] = useSearchParams();
  const year = yearOf(params.get('year'));
  const query = useQuery(seasonQuery(year));
  const shown = year ?? Number((query.data?.today ?? new Date().toISOString()).slice(0, 4));
  return (
    <Container width="xl" className="py-8">
      <PageHeader
        title={year ? `${t.title} ${year}` : t.title}
        documentTitle={year ? `${t.title} ${year}` : t.title}
        description={t.description}
        actions={
          <nav aria-label="Years" className="flex flex-wrap gap-2">
            <LinkButton
              variant="secondary"
              size="sm"
              to={paths.season({ year: String(shown - 1) })}
              icon={<Icon name="chevronLeft" className="h-4 w-4" />}
            >
              {t.previousYear} ({shown - 1})
            </LinkButton>
            {year ? (
              <LinkButton variant="ghost" size="sm" to={paths.season()}>
                {t.currentSeason}
              </LinkButton>
            ) : null}
            <LinkButton variant="secondary" size="sm" to={paths.season({ year: String(shown + 1) })}>
              {t.nextYear} ({shown + 1})
              <Icon name="chevronRight" className="h-4 w-4" />
            </LinkButton>
          </nav>
        }
      />
      <div className="mt-8">
        <QueryView
          query={query}
          loadingLabel={t.loading}
          failedMessage={t.failed}
          empty={{ when: (s) => s.items.length === 0, icon: 'calendar', title: t.empty }}
        >
          {(season) => <SeasonTimeline season={season} />}
        </QueryView>
      </div>
    </Container>
  );
}
