import type { FormSubmissionData } from '../../db/schema/forms';
import { guardCell } from '../../platform/csv';

/** The CSV writing itself is shared (platform/csv.ts); this file knows the submissions' columns. */
export { csvStream, guardCell } from '../../platform/csv';

/** The columns every export starts with (admin-back-office.md §9), then one per field label. */
export const FIXED_COLUMNS = ['Submission ID', 'User ID', 'User Name', 'Date', 'Status'] as const;

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
