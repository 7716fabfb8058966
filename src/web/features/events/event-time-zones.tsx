import { useState } from 'react';
import type { EventItem } from '../../../shared/schemas/public';
import { clocksDiffer, eventSpan, formatEventWhen } from '../../../shared/time';
import { useBrowserValue } from '../../lib/browser-value';
import { timeZoneName } from './format';

/** The viewer's own zone, when the browser tells it. */
function viewerTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * The event's time in island time with its zone named ("9:00 PM – 4:00 AM AST (Saturday, March 6, 2027)") and,
 * where the viewer's clock differs, a toggle that shows the same span in their own zone (issue #21, item 5).
 */
export function EventTimeZones({ event }: { event: EventItem }) {
  const [showMine, setShowMine] = useState(false);
  const island = formatEventWhen(event);
  // Unknown to the server (decision 0057): the toggle appears once the page is hydrated, where the clocks differ.
  const mine = useBrowserValue(viewerTimeZone, null);
  const differs = !!mine && clocksDiffer(eventSpan(event).start, event.timeZone, mine);
  const yours = differs && showMine ? formatEventWhen(event, mine) : null;
  return (
    <div className="flex flex-col gap-1">
      <span>{island.times}</span>
      <span className="block text-sm text-gray-700">
        {timeZoneName(event.timeZone, event.date)} (island time)
      </span>
      {differs ? (
        <>
          <button
            type="button"
            aria-pressed={showMine}
            onClick={() => setShowMine((on) => !on)}
            className="self-start text-sm font-semibold text-sea-700 underline underline-offset-4 hover:text-sea-800"
          >
            Show my time
          </button>
          {yours ? (
            <span className="text-sm text-gray-800" role="status">
              Your time: {yours.dates}, {yours.times}
            </span>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
