import type { PlanBudget } from '../../../shared/domains/plans';
import { money } from './messages';
import { TitledSection } from '../../components/ui/titled-section';

const PARTS = [
  ['events', 'Event tickets'],
  ['entries', 'My own entries'],
  ['balances', 'Receipt balances due in the carnival window'],
] as const;

/** The running budget (decision 0050): each part listed and subtotalled, then the total. */
export function PlanBudgetPanel({ budget }: { budget: PlanBudget }) {
  return (
    <TitledSection
      title="Budget"
      size="xl"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-900/10"
    >
      {PARTS.map(([part, label]) => {
        const lines = budget[part];
        const subtotal = lines.reduce((sum, l) => sum + l.cents, 0);
        return (
          <div key={part} className="mt-3">
            <h3 className="flex justify-between gap-2 text-sm font-semibold text-night-900">
              <span>{label}</span>
              <span>{money(subtotal)}</span>
            </h3>
            {lines.length === 0 ? (
              <p className="text-sm text-gray-700">None</p>
            ) : (
              <ul className="mt-1 flex flex-col gap-1">
                {lines.map((l, i) => (
                  <li key={`${l.label}-${i}`} className="flex justify-between gap-2 text-sm text-gray-800">
                    <span className="min-w-0 break-words">
                      {l.label} <span className="text-gray-600">({l.detail})</span>
                    </span>
                    <span className="shrink-0">{money(l.cents)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
      <p className="mt-4 flex justify-between border-t border-night-900/10 pt-3 font-bold text-night-900">
        <span>Total</span>
        <span>{money(budget.totalCents)}</span>
      </p>
    </TitledSection>
  );
}
