import { deleteConfirmation } from '../../../../shared/domains/content-admin';

/** Texts of /admin/bands, in the words the spec gives the other managers (admin-back-office.md §8). */
export const bandsAdminMessages = {
  title: 'Bands',
  description: 'The carnival bands of Fete Destinations: add, edit, feature, hide or delete them.',
  add: 'Add New Band',
  search: 'Search bands',
  searchPlaceholder: 'Name, description or location',
  loading: 'Loading bands...',
  loadFailed: 'Failed to load bands. Please try again later.',
  empty: 'No bands found',
  addFailed: 'Failed to add band',
  updateFailed: 'Failed to update band',
  deleteFailed: 'Failed to delete band',
  added: 'Band added successfully',
  updated: 'Band updated successfully',
  deleted: 'Band deleted successfully',
  confirmDelete: deleteConfirmation('band'),
} as const;
