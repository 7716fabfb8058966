import type { BandItem } from '../../../../shared/schemas/public';
import { paths } from '../../../app/paths';
import { ToggleButton } from '../../../components/listing/toggle-button';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { cx } from '../../../lib/cx';
import { COMPARE_MAX } from '../../../../shared/band-compare-rules';
import { clearPicks, dismissNotice, pickOf, togglePick, useComparePicks } from './picks';

/** "Compare" on a band's card and page: picks it for the tray, or says why it cannot be picked. */
export function CompareToggle({ band, className }: { band: BandItem; className?: string }) {
  const { picks } = useComparePicks();
  const picked = picks.some((p) => p.id === band.id);
  return (
    <ToggleButton
      pressed={picked}
      label={`Compare ${band.name}`}
      onToggle={() => togglePick(pickOf(band))}
      className={cx(
        'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 transition-colors',
        picked
          ? 'bg-sea-700 text-white ring-sea-700 hover:bg-sea-800'
          : 'bg-white text-sea-800 ring-sea-700/40 hover:bg-sea-50',
        className,
      )}
    >
      <span aria-hidden="true">{picked ? '✓' : '+'}</span>
      Compare
    </ToggleButton>
  );
}

/**
 * The bands picked to compare, at the bottom of Fete Destinations and of a band's page: each with its remove
 * button, the link to the comparison (from two bands), and why the last pick was refused.
 */
export function CompareTray() {
  const { picks, notice } = useComparePicks();
  if (picks.length === 0 && !notice) return null;
  const carnival = picks[0]?.carnivalName;
  return (
    <section
      aria-label="Bands to compare"
      className="sticky bottom-0 z-30 mt-6 border-t border-night-900/10 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2">
        {notice ? (
          <Alert
            tone="warning"
            action={
              <button type="button" className="font-semibold underline" onClick={dismissNotice}>
                Dismiss
              </button>
            }
          >
            {notice}
          </Alert>
        ) : null}
        {picks.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm font-semibold text-night-900">
              Compare {carnival ? `${carnival} bands` : 'bands'} ({picks.length} of {COMPARE_MAX}):
            </p>
            <ul className="flex flex-wrap gap-1.5">
              {picks.map((pick) => (
                <li
                  key={pick.id}
                  className="inline-flex items-center gap-1 rounded-full bg-sea-50 py-1 pr-1 pl-3 text-sm text-night-900 ring-1 ring-sea-700/30"
                >
                  {pick.name}
                  <button
                    type="button"
                    aria-label={`Remove ${pick.name} from the comparison`}
                    className="inline-flex size-7 items-center justify-center rounded-full hover:bg-sea-100"
                    onClick={() => togglePick(pick)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
            <div className="ml-auto flex gap-2">
              <Button size="sm" variant="ghost" onClick={clearPicks}>
                Clear
              </Button>
              {picks.length > 1 ? (
                <LinkButton size="sm" to={paths.bandCompare({ bands: picks.map((p) => p.id).join(',') })}>
                  Compare {picks.length} bands
                </LinkButton>
              ) : (
                <span className="self-center text-sm text-gray-700">Pick another band to compare</span>
              )}
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
