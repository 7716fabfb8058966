import type { FORM_TYPES } from '../../../shared/constants';
import {
  customForms,
  formSubmissions,
  type CustomFormField,
  type FormSubmissionData,
  type NewCustomForm,
  type NewFormSubmission,
} from '../schema';
import { inserter } from './util';

type FormType = (typeof FORM_TYPES)[number];

/** A request form with one field of each kind a traveller fills in. */
export function travelFormFields(formType: FormType): CustomFormField[] {
  const ride = formType === 'ride';
  return [
    { id: 'email', type: 'email', label: 'Email', placeholder: 'you@example.com', required: true },
    {
      id: 'travellers',
      type: 'number',
      label: ride ? 'Passengers' : 'Travellers',
      placeholder: '2',
      required: true,
      defaultValue: '2',
    },
    ride
      ? {
          id: 'pickup',
          type: 'text',
          label: 'Pick-up location',
          placeholder: 'Hotel or address',
          required: true,
        }
      : {
          id: 'room',
          type: 'select',
          label: 'Room type',
          required: true,
          options: ['Single', 'Double', 'Shared suite'],
          defaultValue: 'Double',
        },
    { id: 'date', type: 'date', label: ride ? 'Pick-up date' : 'Arrival date', required: true },
    {
      id: 'extras',
      type: 'checkbox',
      label: 'Add-ons',
      required: false,
      options: ride
        ? ['Cooler with drinks', 'Return trip']
        : ['J’ouvert package', 'Airport transfer', 'Costume'],
    },
    {
      id: 'notes',
      type: 'textarea',
      label: 'Anything we should know?',
      placeholder: 'Dietary needs, accessibility, celebrations…',
      required: false,
    },
  ];
}

export function customFormInput(
  formType: FormType,
  targetId: string,
  overrides: Partial<NewCustomForm> = {},
): NewCustomForm {
  return {
    formType,
    targetId,
    title: formType === 'ride' ? 'Book this ride' : 'Request this package',
    description: 'Tell us about your trip and the Fete team will confirm within 48 hours.',
    fields: travelFormFields(formType),
    submitButtonText: 'Send request',
    active: true,
    ...overrides,
  };
}

export const createCustomForm = inserter(customForms, customFormInput);

/** Answers in the stored shape (keyed by field id, with the label), from `{ id: [label, value] }`. */
export function answersData(answers: Record<string, [string, string | string[]]>): FormSubmissionData {
  return Object.fromEntries(Object.entries(answers).map(([id, [label, value]]) => [id, { label, value }]));
}

/** A pending submission answering the default package form. */
export function formSubmissionInput(
  formId: string,
  userId: string,
  overrides: Partial<NewFormSubmission> = {},
): NewFormSubmission {
  return {
    formId,
    userId,
    data: answersData({
      email: ['Email', 'kaia@example.com'],
      travellers: ['Travellers', '2'],
      room: ['Room type', 'Double'],
      date: ['Arrival date', '2027-02-05'],
      extras: ['Add-ons', ['J’ouvert package']],
      notes: ['Anything we should know?', 'Celebrating a birthday on Carnival Monday!'],
    }),
    status: 'pending',
    ...overrides,
  };
}

export const createFormSubmission = inserter(formSubmissions, formSubmissionInput);
