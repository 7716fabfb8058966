import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Form, type FormProps, type FormSchema } from '../form/form';
import { FormActions } from '../form/submit-button';

/**
 * A manager's add or edit form (admin-back-office.md §2, §4): the form kit's Form with its fields, then the
 * save (busy, 'Saving...' unless `loadingText` says otherwise) and, when the form can be left, Cancel.
 * `columns` puts the fields in two columns from the sm width, the buttons across both.
 */
export function ManagerForm<S extends FormSchema>({
  submitLabel,
  loadingText = 'Saving...',
  onCancel,
  columns = false,
  children,
  ...form
}: Omit<FormProps<S>, 'children'> & {
  submitLabel: ReactNode;
  loadingText?: string;
  onCancel?: () => void;
  columns?: boolean;
  children: ReactNode;
}) {
  const body = (
    <>
      {children}
      <FormActions
        submitLabel={submitLabel}
        loadingText={loadingText}
        onCancel={onCancel}
        className={columns ? 'sm:col-span-2' : undefined}
      />
    </>
  );
  return <Form {...form}>{columns ? <div className="grid gap-4 sm:grid-cols-2">{body}</div> : body}</Form>;
}

/**
 * A manager card's edit form, declared rather than written as a component: the resource's schema and fields, the
 * item's values, Save (or `submitLabel`) and Cancel. A resource page's `editForm: editFormOf({ … })`.
 */
export function editFormOf<T, S extends FormSchema>(form: {
  schema: S;
  values: (item: T) => FormProps<S>['defaultValues'];
  /** The form's accessible name: 'Edit Soca Tank'. */
  label: (item: T) => string;
  errorFallback: string;
  /** The fields, or the fields of one item (an id in their ids). */
  fields: ReactNode | ((item: T) => ReactNode);
  submitLabel?: string;
  columns?: boolean;
}) {
  return (item: T, kit: { save: (input: z.output<S>) => Promise<unknown>; cancel: () => void }) => (
    <ManagerForm
      schema={form.schema}
      defaultValues={form.values(item)}
      errorFallback={form.errorFallback}
      onSubmit={(values) => kit.save(values)}
      aria-label={form.label(item)}
      submitLabel={form.submitLabel ?? 'Save'}
      onCancel={kit.cancel}
      columns={form.columns}
    >
      {typeof form.fields === 'function' ? form.fields(item) : form.fields}
    </ManagerForm>
  );
}
