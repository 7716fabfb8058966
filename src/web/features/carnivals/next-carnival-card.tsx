import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { seasonQuery } from './api';
import { Countdown } from './countdown';
import { formatDates } from './format';
import { seasonTexts as t } from './messages';

/**
 * The home page's next carnival (issue #24): the one under way or coming first, with its countdown, linking to
 * its page. Nothing shows while it loads, if it fails or when there is no carnival: the home page goes on.
 */
export function NextCarnivalCard() {
  const query = useQuery(seasonQuery());
  const next = query.data?.items[0];
  if (!query.data || !next) return null;
  return (
    <section
      aria-labelledby="next-carnival"
      className="mt-6 flex flex-col gap-3 rounded-2xl bg-night-900 p-5 text-white sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="text-sm font-semibold tracking-wide text-gold-300 uppercase">{t.nextCarnival}</p>
        <h2 id="next-carnival" className="font-display text-2xl font-bold">
          <Link to={paths.carnival(next.slug)} className="underline-offset-4 hover:underline">
            {next.name}
          </Link>
        </h2>
        <p className="text-white/85">
          {next.territory} · {formatDates(next.start, next.end)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Countdown occurrence={next} today={query.data.today} className="text-base" />
        <Link to={paths.season()} className="text-sm font-semibold text-white underline underline-offset-4">
          {t.seeSeason}
        </Link>
      </div>
    </section>
  );
}
