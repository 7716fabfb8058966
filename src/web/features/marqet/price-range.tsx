import { useEffect, useEffectEvent, useState } from 'react';
import { MARQET_DEFAULT_PRICE } from '../../../shared/constants';
import { TextField } from '../../components/ui/text-field';
import { marqetMessages } from './messages';

const PRICE_DEBOUNCE_MS = 400;

/** A price bound in the address: digits with an optional decimal part (a minus sign so that it can be refused). */
export const isPriceText = (value: string) => /^-?\d{1,9}(\.\d{1,2})?$/.test(value);

/**
 * The range in effect: an absent minimum is $0, an absent maximum no upper bound (the whole catalogue: a bound
 * is a filter the member set, and counts as one), and the problem with it, if any. A problem means no query:
 * the page shows the message instead of asking the server.
 */
export function priceRange(minText: string, maxText: string) {
  const min = minText === '' ? MARQET_DEFAULT_PRICE.min : Number(minText);
  const max = maxText === '' ? undefined : Number(maxText);
  const error =
    min < 0 || (max ?? 0) < 0
      ? marqetMessages.priceValue
      : max !== undefined && min > max
        ? marqetMessages.minAboveMax
        : null;
  return { min, max, error };
}

const PRICE_LABELS = { min: 'Min price', max: 'Max price' } as const;

/**
 * One bound's number input ('minPrice' or 'maxPrice'), whose committed value lives in the address; typing
 * commits after a short pause, and the default (MARQET_DEFAULT_PRICE: $0, no maximum) is committed as ''. The
 * maximum's box is empty while there is none ("No limit"); emptying it removes the bound.
 */
function PriceInput({
  bound,
  value,
  onChange,
  invalid,
  errorId,
}: {
  bound: 'min' | 'max';
  /** The address's value ('' for the default). */
  value: string;
  onChange: (key: 'minPrice' | 'maxPrice', value: string) => void;
  invalid: boolean;
  /** The id of the message explaining a problem. */
  errorId: string;
}) {
  const fallback = MARQET_DEFAULT_PRICE[bound];
  const shown = value === '' ? (fallback === null ? '' : String(fallback)) : value;
  const [draft, setDraft] = useState(shown);
  const [seen, setSeen] = useState(shown);
  // The address changed under us (reset, back): show what it says now.
  if (shown !== seen) {
    setSeen(shown);
    setDraft(shown);
  }

  const commit = useEffectEvent((text: string) =>
    onChange(`${bound}Price`, text === '' || Number(text) === fallback ? '' : text),
  );
  useEffect(() => {
    // An empty or half-typed box waits (the browser reports '' for text a number input cannot read), except
    // the maximum's, where empty means no limit.
    if ((draft.trim() === '' && fallback !== null) || draft === shown) return;
    const timer = setTimeout(() => commit(draft.trim()), PRICE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, shown, fallback]);

  return (
    <TextField
      label={PRICE_LABELS[bound]}
      name={`${bound}Price`}
      type="number"
      inputMode="decimal"
      min={0}
      step="0.01"
      value={draft}
      placeholder={fallback === null ? 'No limit' : undefined}
      invalid={invalid}
      describedBy={invalid ? errorId : undefined}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        if (draft.trim() === '' && fallback !== null) setDraft(shown);
      }}
    />
  );
}

export function PriceRangeFields({
  minPrice,
  maxPrice,
  onChange,
  errorId,
  invalid,
}: {
  minPrice: string;
  maxPrice: string;
  onChange: (key: 'minPrice' | 'maxPrice', value: string) => void;
  /** The id of the message explaining a problem. */
  errorId: string;
  invalid: boolean;
}) {
  return (
    <>
      <PriceInput bound="min" value={minPrice} onChange={onChange} invalid={invalid} errorId={errorId} />
      <PriceInput bound="max" value={maxPrice} onChange={onChange} invalid={invalid} errorId={errorId} />
    </>
  );
}
