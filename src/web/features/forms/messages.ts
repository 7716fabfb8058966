import { formMessages as shared } from '../../../shared/domains/forms';

export const formMessages = {
  invalidType: shared.invalidType,
  unavailable: shared.unavailable,
  noFormForAdmin: shared.noForm,
  submitted: shared.submitted,
  submitFailed: 'Failed to submit form. Please try again.',
  saved: shared.saved,
  saveFailed: 'Failed to save form. Please try again.',
  leaveUnsaved: 'Your changes to this form are not saved. Leave this page without saving them?',
  loadFormsFailed: 'Failed to load forms. Please try again later.',
  loadDetailsFailed: 'Failed to load form details',
  loadDataFailed: 'Failed to load data. Please try again later.',
  deleteFailed: 'Failed to delete form',
  deleteConfirm: shared.deleteConfirm,
  statusSaveFailed: 'Failed to save status changes. Please try again.',
  statusUpdateFailed: (error: string) => `Status update failed: ${error}`,
  statusesSaved: shared.statusesSaved,
  submissionLoadFailed: 'Failed to load submission details. Please try again later.',
  submissionNotFound: shared.submissionNotFound,
  errorLoadingDetails: 'Error Loading Details',
  noForms: "You haven't submitted any forms yet",
} as const;
