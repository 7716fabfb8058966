import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { FormSubmissionData } from '../../db/schema/forms';

/** The columns every export starts with (admin-back-office.md §9), then one per field label. */
export const FIXED_COLUMNS = ['Submission ID', 'User ID', 'User Name', 'Date', 'Status'] as const;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, and tab or carriage return, which some programs
 * strip before reading one) gets a leading apostrophe: a member's answer is shown, never executed.
 */
export const guardCell = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * One column per label: the form's current fields in their order, then labels only older submissions
 * answered under (a renamed or removed field), in the order they were first used (alphabetical among the
 * labels one submission used first: stored answers keep no field order).
 */
export function labelColumns(currentLabels: readonly string[], answered: readonly string[]): string[] {
  const columns = [...new Set(currentLabels)];
  for (const label of answered) if (!columns.includes(label)) columns.push(label);
  return columns;
}

export interface CsvSubmission {
  id: string;
  userId: string;
  userName: string;
  createdAt: Date;
  status: string;
  data: FormSubmissionData;
}

export function csvRecord(row: CsvSubmission, labels: readonly string[]): string[] {
  const byLabel = new Map<string, string>();
  for (const answer of Object.values(row.data)) {
    const value = Array.isArray(answer.value) ? answer.value.join('; ') : answer.value;
    byLabel.set(answer.label, value);
  }
  return [
    row.id,
    row.userId,
    row.userName,
    row.createdAt.toISOString(),
    row.status,
    ...labels.map((label) => byLabel.get(label) ?? ''),
  ].map(guardCell);
}

/**
 * The CSV as a stream: RFC 4180 (CRLF, quotes doubled, fields with a comma, quote or line break quoted),
 * UTF-8 with a byte order mark so spreadsheet programs read accents right. `records` yields one row at a time,
 * so a large form is never held in memory whole.
 */
export function csvStream(header: readonly string[], records: AsyncIterable<string[]>): ReadableStream {
  const stringifier = stringify({ bom: true, record_delimiter: '\r\n', quoted_string: false });
  async function* rows() {
    yield header.map(guardCell);
    yield* records;
  }
  pipeline(Readable.from(rows()), stringifier).catch((err: unknown) => {
    stringifier.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return Readable.toWeb(stringifier) as unknown as ReadableStream;
}

/** `{title}-submissions.csv`, with an ASCII fallback name for old clients. */
export function csvDisposition(formTitle: string): string {
  const name = `${formTitle}-submissions.csv`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
