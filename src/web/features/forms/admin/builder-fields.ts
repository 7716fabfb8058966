import { cleanOptions, type FormField, type FormFieldType } from '../../../../shared/domains/forms';

/** The form builder's fields as it edits them, and as they are saved. */

/** A field as the builder edits it: the options as the text box holds them (one per line). */
export interface DraftField {
  id: string;
  type: FormFieldType;
  label: string;
  placeholder: string;
  required: boolean;
  optionsText: string;
}

export const typeLabels: Record<FormFieldType, string> = {
  text: 'Text',
  email: 'Email',
  number: 'Number',
  select: 'Dropdown',
  checkbox: 'Checkboxes',
  textarea: 'Text area',
  date: 'Date',
};

const newId = () => `f${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;

/** admin-back-office.md §5: type text, label New Field, placeholder Enter value, not required. */
export const newField = (): DraftField => ({
  id: newId(),
  type: 'text',
  label: 'New Field',
  placeholder: 'Enter value',
  required: false,
  optionsText: '',
});

export const hasOptions = (type: FormFieldType) => type === 'select' || type === 'checkbox';

export function toDraft(field: FormField): DraftField {
  return { ...field, optionsText: field.options.join('\n') };
}

export function toInput(field: DraftField) {
  return {
    id: field.id,
    type: field.type,
    label: field.label,
    placeholder: field.type === 'checkbox' ? '' : field.placeholder,
    required: field.required,
    options: hasOptions(field.type) ? cleanOptions(field.optionsText.split('\n')) : [],
  };
}
