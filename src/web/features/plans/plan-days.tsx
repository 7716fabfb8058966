import type { PlanLine, SharedPlan } from '../../../shared/domains/plans';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { cx } from '../../lib/cx';
import { clashText, dayTitle, lineTime, money } from './messages';

/** What the member may do to a line (the plan's days pass them down to each line). */
interface LineActions {
  onEdit?: (line: PlanLine) => void;
  onRemove?: (line: PlanLine) => void;
}

/**
 * The day-by-day plan (decision 0050), for the member's page and the shared view: each day with its main day
 * named, each line with its time, place, cost and clash warnings (an icon and a sentence: never colour alone).
 * `onEdit` and `onRemove` are the member's; the shared view has neither.
 */
export function PlanDays({ plan, onEdit, onRemove }: { plan: SharedPlan } & LineActions) {
  return (
    <ol className="flex flex-col gap-6" aria-label="Day by day">
      {plan.days.map((day) => (
        <li key={day.date} aria-labelledby={`day-${day.date}`}>
          <h3
            id={`day-${day.date}`}
            className="flex flex-wrap items-center gap-2 font-display text-lg font-bold text-night-900"
          >
            {dayTitle(day.date)}
            {day.mainDay ? <Badge tone="carnival">{day.mainDay}</Badge> : null}
          </h3>
          {day.lines.length === 0 ? (
            <p className="mt-1 text-sm text-gray-700">Nothing planned on this day yet.</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2">
              {day.lines.map((line) => (
                <PlanLineItem key={line.key} line={line} onEdit={onEdit} onRemove={onRemove} />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

function PlanLineItem({ line, onEdit, onRemove }: { line: PlanLine } & LineActions) {
  const clashing = line.clashes.length > 0;
  return (
    <li
      className={cx(
        'flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 sm:flex-row sm:items-start',
        clashing ? 'ring-2 ring-amber-500' : 'ring-night-900/10',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-sea-800">{lineTime(line)}</p>
        <p className="font-semibold break-words text-night-900">{line.title}</p>
        <p className="text-sm text-gray-700">
          {line.kind}
          {line.place ? ` · ${line.place}` : ''}
          {line.costCents ? ` · ${money(line.costCents)}` : ''}
        </p>
        {line.notes ? <p className="mt-1 text-sm whitespace-pre-line text-gray-700">{line.notes}</p> : null}
        {clashing ? (
          <ul className="mt-2 flex flex-col gap-1" aria-label={`Warnings for ${line.title}`}>
            {line.clashes.map((clash) => (
              <li
                key={`${clash.kind}-${clash.withKey}`}
                className="flex items-start gap-1.5 text-sm font-medium text-amber-900"
              >
                <Icon name="alertTriangle" className="mt-0.5 h-4 w-4 shrink-0" />
                <span>{clashText(clash)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {onEdit || onRemove ? (
        <div className="flex shrink-0 gap-2">
          {onEdit && line.source === 'entry' ? (
            <LineAction line={line} verb="Edit" variant="secondary" onClick={onEdit} />
          ) : null}
          {onRemove ? <LineAction line={line} verb="Remove" variant="ghost" onClick={onRemove} /> : null}
        </div>
      ) : null}
    </li>
  );
}

/** A member's action on one line, its name saying which line ('Edit Soca brunch') to a screen reader. */
function LineAction({
  line,
  verb,
  variant,
  onClick,
}: {
  line: PlanLine;
  verb: 'Edit' | 'Remove';
  variant: 'secondary' | 'ghost';
  onClick: (line: PlanLine) => void;
}) {
  return (
    <Button variant={variant} size="sm" onClick={() => onClick(line)} aria-label={`${verb} ${line.title}`}>
      {verb}
    </Button>
  );
}
