import type { ReactNode } from 'react';
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
  const actions = (
    <FormActions
      submitLabel={submitLabel}
      loadingText={loadingText}
      onCancel={onCancel}
      className={columns ? 'sm:col-span-2' : undefined}
    />
  );
  return (
    <Form {...form}>
      {columns ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {children}
          {actions}
        </div>
      ) : (
        <>
          {children}
          {actions}
        </>
      )}
    </Form>
  );
}
