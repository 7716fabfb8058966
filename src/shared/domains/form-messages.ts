import { atMostCharacters, useAtMostCharacters } from '../length-messages';
import type { FORM_FIELD_TYPES } from '../constants';

/** The limits of a custom form and its answers, and the forms' texts (which name those limits). */

export const FORM_TITLE_MAX = 200;
export const FORM_DESCRIPTION_MAX = 2000;
export const SUBMIT_TEXT_MAX = 60;
export const FIELDS_MAX = 50;
export const OPTIONS_MAX = 50;
export const LABEL_MAX = 200;
export const OPTION_MAX = 200;
/** Answer lengths by type; anything longer is refused (422). */
export const ANSWER_MAX: Record<(typeof FORM_FIELD_TYPES)[number], number> = {
  text: 500,
  email: 254,
  number: 30,
  select: OPTION_MAX,
  checkbox: OPTION_MAX,
  textarea: 5000,
  date: 10,
};
export const DEFAULT_SUBMIT_TEXT = 'Submit';

export const formMessages = {
  titleRequired: 'Form title is required',
  titleLength: atMostCharacters('The form title', FORM_TITLE_MAX),
  descriptionLength: atMostCharacters('The description', FORM_DESCRIPTION_MAX),
  submitTextLength: atMostCharacters('The button text', SUBMIT_TEXT_MAX),
  atLeastOneField: 'Form must have at least one field',
  tooManyFields: `A form can have at most ${FIELDS_MAX} fields`,
  selectOption: 'Please add at least one option for the dropdown field',
  checkboxOption: 'Please add at least one option for the checkbox field',
  tooManyOptions: `A field can have at most ${OPTIONS_MAX} options`,
  labelRequired: 'Please enter a label for each field',
  labelLength: atMostCharacters('A label', LABEL_MAX),
  labelTaken: 'Each field needs its own label',
  fieldId: 'Field ids start with a letter and use letters, digits, - and _',
  fieldIdTaken: 'Each field needs its own id',
  fieldType: 'Please choose a field type',
  required: (labels: string[]) => `Please fill in the following required fields: ${labels.join(', ')}`,
  email: 'Please enter a valid email address',
  number: 'Please enter a number',
  date: 'Please enter a date as YYYY-MM-DD',
  option: 'Please choose one of the options',
  text: 'Please enter text',
  answerLength: useAtMostCharacters,
  status: 'Please choose pending, processed or completed',
  type: 'Please choose package or ride',
  invalidType: 'Invalid form type or ID',
  unavailable: 'This form is currently unavailable',
  noForm: 'No form has been created for this item yet',
  formNotFound: 'Form not found',
  submissionNotFound: 'Submission not found',
  deleteConfirm: 'Are you sure you want to delete this form? All submissions will also be deleted.',
  saved: 'Form saved successfully',
  statusesSaved: 'Status changes saved successfully',
  submitted: 'Form Submitted Successfully!',
} as const;
