import type { ReactNode } from 'react';
import type { CustomFormDto, FormField } from '../../../shared/domains/forms';
import { FormCheckboxGroup } from '../../components/form/choice-group';
import { FormSelectField, FormTextArea, FormTextField } from '../../components/form/fields';

type Field = Pick<
  FormField,
  'id' | 'type' | 'label' | 'placeholder' | 'required' | 'options' | 'defaultValue'
>;

/** The values a fill form opens with: each field's default, an empty list for checkbox groups. */
export function defaultAnswers(fields: readonly Field[]): { answers: Record<string, string | string[]> } {
  return {
    answers: Object.fromEntries(
      fields.map((f) => {
        if (f.type === 'checkbox') {
          const chosen = Array.isArray(f.defaultValue)
            ? f.defaultValue
            : f.defaultValue
              ? [f.defaultValue]
              : [];
          return [f.id, chosen.filter((o) => f.options.includes(o))];
        }
        return [f.id, typeof f.defaultValue === 'string' ? f.defaultValue : ''];
      }),
    ),
  };
}

function labelOf(field: Field): ReactNode {
  return (
    <>
      {field.label}
      {field.required ? <span aria-hidden="true"> *</span> : null}
    </>
  );
}

const inputTypes = { text: 'text', email: 'email', number: 'number', date: 'date' } as const;

/** One stored field as its input, bound to `answers.{id}` of the surrounding <Form>. */
export function CustomFormInput({ field }: { field: Field }) {
  const name = `answers.${field.id}`;
  const common = { name, label: labelOf(field), required: field.required };
  switch (field.type) {
    case 'textarea':
      return <FormTextArea {...common} placeholder={field.placeholder || undefined} rows={4} />;
    case 'select':
      return (
        <FormSelectField
          {...common}
          placeholder={field.placeholder || 'Select an option'}
          options={field.options}
        />
      );
    case 'checkbox':
      return (
        <FormCheckboxGroup
          name={name}
          label={field.label}
          required={field.required}
          choices={field.options.map((o) => ({ value: o, label: o }))}
        />
      );
    default:
      return (
        <FormTextField
          {...common}
          type={inputTypes[field.type]}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          autoComplete={field.type === 'email' ? 'email' : undefined}
          placeholder={field.placeholder || undefined}
        />
      );
  }
}

export function CustomFormInputs({ form }: { form: Pick<CustomFormDto, 'fields'> }) {
  return (
    <>
      {form.fields.map((field) => (
        <CustomFormInput key={field.id} field={field} />
      ))}
    </>
  );
}
