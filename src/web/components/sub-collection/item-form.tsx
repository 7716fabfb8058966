import type { z } from 'zod';
import { Form, type FormSchema } from '../form/form';
import { FormActions } from '../form/submit-button';
import type { SubForm } from './sub-collection';

/** An item's form, to add or edit: the feature's inputs, then the submit button and, when editing, Cancel. */
export function ItemForm<T, S extends FormSchema>({
  form,
  item,
  label,
  submitLabel,
  errorFallback,
  onSubmit,
  onCancel,
  className,
}: {
  form: SubForm<T, S>;
  item?: T;
  label: string;
  submitLabel: string;
  errorFallback: string;
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  onCancel?: () => void;
  className?: string;
}) {
  return (
    <Form
      schema={form.schema}
      defaultValues={form.values(item)}
      errorFallback={errorFallback}
      aria-label={label}
      className={className}
      onSubmit={(values) => onSubmit(values)}
    >
      {form.fields}
      <FormActions submitLabel={submitLabel} loadingText={form.pendingLabel} onCancel={onCancel} />
    </Form>
  );
}
