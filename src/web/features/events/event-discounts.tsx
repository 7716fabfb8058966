import type { EventDiscount } from '../../../shared/schemas/public';
import { formatLongDate } from '../../lib/format';

function validity(discount: EventDiscount): string | null {
  const from = discount.validFrom ? formatLongDate(discount.validFrom) : null;
  const until = discount.validUntil ? formatLongDate(discount.validUntil) : null;
  if (from && until) return `Valid from ${from} until ${until}`;
  if (until) return `Valid until ${until}`;
  if (from) return `Valid from ${from}`;
  return null;
}

/** The event's discount codes that are active and valid now (the server decides which). */
export function EventDiscounts({ discounts }: { discounts: EventDiscount[] }) {
  if (discounts.length === 0) return null;
  return (
    <section aria-labelledby="discounts-title">
      <h2 id="discounts-title" className="mb-3 font-display text-xl font-bold text-night-900">
        Discounts
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {discounts.map((discount) => {
          const valid = validity(discount);
          return (
            <li
              key={discount.id}
              className="flex flex-col gap-2 rounded-2xl border-2 border-dashed border-sunset-400 bg-sunset-50 p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-mono text-lg font-bold tracking-wider text-night-900">
                  <span className="sr-only">Code </span>
                  {discount.code}
                </p>
                <p className="rounded-full bg-carnival-700 px-3 py-1 text-sm font-bold text-white">
                  {discount.percentage}% off
                </p>
              </div>
              {discount.description ? <p className="text-sm text-gray-800">{discount.description}</p> : null}
              {valid ? <p className="text-xs font-medium text-gray-700">{valid}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
