/**
 * What a price input holds (dollars, as typed) to whole cents on the wire, and back. The server checks the
 * cents (0 or more, whole); this only reads the text: blank is undefined (a required price then says so),
 * text that is not a number becomes -1 so the schema answers "Please enter a price of 0 or more", and more
 * than two decimals stays fractional so it answers its own message.
 */
export function dollarsToCents(text: string): number | undefined {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!plain) return undefined;
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(plain)) return -1;
  const cents = Number(plain) * 100;
  const whole = Math.round(cents);
  return Math.abs(cents - whole) < 1e-6 ? whole : cents;
}

/** Cents as the price input shows them: 8500 → "85.00"; none → "". */
export function centsToDollars(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);
}

/** "S, M, L" → ["S", " M", " L"]: the server trims, drops blanks and duplicates. */
export const splitList = (text: string): string[] => text.split(',');
