import { Link } from 'react-router';
import type { Season, SeasonCarnival } from '../../../shared/domains/carnivals';
import { paths } from '../../app/paths';
import { formatDay, formatDates, monthName } from './format';
import { seasonTexts as t } from './messages';
import { barOf, positionOf, seasonAxis, type Axis } from './timeline';

/**
 * The season as a timeline (issue #24): one row per carnival, its name a link; from the md width the months
 * are columns and each carnival a band from its first fete day to its last main day, main days marked. The
 * dates are always written out too, so nothing rests on the bars' colour or position.
 */
export function SeasonTimeline({ season }: { season: Season }) {
  const axis = seasonAxis(
    season.year,
    season.items.map((c) => c.seasonStart),
    season.today,
  );
  const todayAt =
    season.today >= axis.start && season.today <= axis.end ? positionOf(axis, season.today) : null;
  return (
    <section aria-label={t.timeline} className="relative">
      <div aria-hidden className="hidden md:grid md:grid-cols-[15rem_1fr] md:gap-4">
        <div />
        <div className="relative grid grid-cols-12 border-b border-night-900/15 pb-1 text-xs font-semibold text-night-700">
          {axis.months.map((m) => (
            <span key={m} className="pl-1">
              {monthName(m)}
              {m.endsWith('-01-01') || m === axis.months[0] ? ` ${m.slice(0, 4)}` : ''}
            </span>
          ))}
        </div>
      </div>
      <ol className="divide-y divide-night-900/10">
        {season.items.map((carnival) => (
          <TimelineRow key={carnival.id} carnival={carnival} axis={axis} today={season.today} />
        ))}
      </ol>
      {todayAt !== null ? (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-y-0 right-0 hidden md:left-[16rem] md:block"
        >
          <div
            className="absolute inset-y-0 border-l-2 border-dashed border-sea-700"
            style={{ left: `${todayAt}%` }}
          >
            <span className="absolute -top-5 -translate-x-1/2 rounded bg-sea-700 px-1.5 text-xs font-semibold text-white">
              {t.today}
            </span>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function TimelineRow({ carnival, axis, today }: { carnival: SeasonCarnival; axis: Axis; today: string }) {
  const bar = barOf(axis, carnival.seasonStart, carnival.end);
  const main = barOf(axis, carnival.start, carnival.end);
  const underWay = today >= carnival.start && today <= carnival.end;
  return (
    <li className="grid gap-2 py-3 md:grid-cols-[15rem_1fr] md:items-center md:gap-4">
      <div className="min-w-0">
        <Link
          to={paths.carnival(carnival.slug, { year: String(carnival.year) })}
          className="font-display text-base font-bold text-night-900 underline-offset-4 hover:text-carnival-700 hover:underline"
        >
          {carnival.name}
        </Link>
        <p className="text-sm text-night-700">{carnival.territory}</p>
        <p className="text-sm text-night-800">
          <span className="font-semibold">{formatDates(carnival.start, carnival.end)}</span>
          {underWay ? <span className="ml-2 font-semibold text-sea-800">· Under way</span> : null}
        </p>
        <ul className="mt-1 text-xs text-night-700 md:sr-only">
          {carnival.days.map((d) => (
            <li key={`${d.name}${d.date}`}>
              {d.name}: {formatDay(d.date)}
            </li>
          ))}
        </ul>
      </div>
      <div aria-hidden className="relative hidden h-9 rounded bg-night-900/[0.04] md:block">
        {bar ? (
          <div
            className="absolute top-3 h-3 rounded-full bg-carnival-200"
            style={{ left: `${bar.left}%`, width: `${bar.width}%` }}
          />
        ) : null}
        {main ? (
          <div
            className="absolute top-1.5 h-6 rounded bg-carnival-700"
            style={{ left: `${main.left}%`, width: `${Math.max(main.width, 0.8)}%` }}
          />
        ) : null}
      </div>
    </li>
  );
}
