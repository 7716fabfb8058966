/**
 * A place as one line from its parts, widest last: 'Chaguanas, Trinidad'. Empty parts and repeats are left out,
 * so a state named like its country reads 'Tobago', not 'Tobago, Tobago'.
 */
export function placeOf(...parts: Array<string | null | undefined>): string {
  const kept = parts.map((part) => part?.trim()).filter((part): part is string => !!part);
  return kept.filter((part, i) => kept.indexOf(part) === i).join(', ');
}
