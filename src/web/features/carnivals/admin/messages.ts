import { deleteConfirmation } from '../../../../shared/domains/content-admin';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../../../shared/time';

/** The carnivals manager's texts, in the other managers' words (admin-back-office.md §8). */
export const carnivalsAdminTexts = {
  title: 'Carnivals',
  description:
    'The carnivals of the season: where each is played and the rule its dates follow every year. The season page lists the active ones.',
  add: 'Add New Carnival',
  loading: 'Loading carnivals...',
  loadFailed: 'Failed to load carnivals. Please try again later.',
  empty: 'No carnivals found',
  addFailed: 'Failed to add carnival',
  updateFailed: 'Failed to update carnival',
  deleteFailed: 'Failed to delete carnival',
  moveFailed: 'Failed to move carnival',
  added: 'Carnival added successfully',
  updated: 'Carnival updated successfully',
  deleted: 'Carnival deleted successfully',
  confirmDelete: `${deleteConfirmation('carnival')} Its events and bands stay, without a carnival.`,
  preview: 'Main days this rule gives',
  previewIncomplete: 'Fill in the rule to see its dates.',
} as const;

export const ANCHOR_KINDS = [
  { value: 'easter', label: 'Easter Sunday' },
  { value: 'weekday', label: 'A weekday of a month (first Monday of August…)' },
  { value: 'fixed', label: 'A fixed day of the year' },
];
export const MONTHS = MONTH_NAMES.map((label, i) => ({ value: String(i + 1), label }));
export const WEEKDAYS = WEEKDAY_NAMES.map((label, i) => ({ value: String(i), label }));
export const NTHS = [
  { value: '1', label: 'First' },
  { value: '2', label: 'Second' },
  { value: '3', label: 'Third' },
  { value: '4', label: 'Fourth' },
  { value: '-1', label: 'Last' },
];
