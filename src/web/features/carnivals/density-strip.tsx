import type { CarnivalPage } from '../../../shared/domains/carnivals';
import { cx } from '../../lib/cx';
import { formatDay, formatShortDay } from './format';
import { seasonTexts as t } from './messages';
import { TitledSection } from '../../components/ui/titled-section';

/**
 * The fete-density strip (issue #24): one bar per day of the carnival's window, as tall as its count of events.
 * Each day is a list item whose text says the date, the count and the main day it is, so a screen reader (and
 * anyone who hovers) gets the numbers, not only bar heights; main days are marked with a label and a pattern,
 * not colour alone.
 */
export function DensityStrip({ page }: { page: CarnivalPage }) {
  const busiest = Math.max(0, ...page.density.map((d) => d.count));
  const max = Math.max(1, busiest);
  const mainOf = new Map<string, string>();
  for (const d of page.carnival.days)
    mainOf.set(d.date, mainOf.has(d.date) ? `${mainOf.get(d.date)}, ${d.name}` : d.name);
  const first = page.density[0];
  const last = page.density.at(-1);
  return (
    <TitledSection title={t.density} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-900/10">
      <p className="text-sm text-night-700">{t.densityHelp}</p>
      {/* Focusable, so a keyboard can scroll a long window on a phone. */}
      <div
        tabIndex={0}
        role="group"
        aria-label={`${t.density}: scroll`}
        className="relative mt-3 overflow-x-auto pb-1"
      >
        <ol className="flex h-32 min-w-full items-end gap-px" aria-label={t.density}>
          {page.density.map((day) => {
            const main = mainOf.get(day.date);
            const label = t.densityDay(formatDay(day.date), day.count, main);
            return (
              <li
                key={day.date}
                title={label}
                className="flex h-full min-w-1.5 flex-1 flex-col justify-end"
                data-count={day.count}
              >
                <span className="sr-only">{label}</span>
                <span
                  aria-hidden
                  className={cx(
                    'block w-full rounded-t-sm',
                    main
                      ? 'bg-carnival-700 bg-[repeating-linear-gradient(45deg,transparent_0_3px,rgba(255,255,255,.45)_3px_5px)]'
                      : 'bg-sea-600',
                    day.date === page.today && 'outline-2 outline-night-900',
                  )}
                  style={{
                    height: `${day.count === 0 ? (main ? 10 : 2) : Math.max(8, (day.count / max) * 100)}%`,
                  }}
                />
              </li>
            );
          })}
        </ol>
      </div>
      {first && last ? (
        <div aria-hidden className="mt-1 flex justify-between text-xs text-night-700">
          <span>{formatShortDay(first.date)}</span>
          <span>{t.busiest(busiest)}</span>
          <span>{formatShortDay(last.date)}</span>
        </div>
      ) : null}
      <p aria-hidden className="mt-2 flex items-center gap-2 text-xs text-night-700">
        <span className="inline-block h-3 w-3 rounded-sm bg-carnival-700 bg-[repeating-linear-gradient(45deg,transparent_0_3px,rgba(255,255,255,.45)_3px_5px)]" />
        Striped: a main day
      </p>
    </TitledSection>
  );
}
