/** The form kit's test helpers: a form around the inputs a test is about, and the form the Form tests fill in. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps, ReactNode } from 'react';
import { vi } from 'vitest';
import { z } from 'zod';
import { FormPasswordField, FormTextField } from './fields';
import type { DefaultValues } from 'react-hook-form';
import { Form, type FormSchema } from './form';
import { FormImageField } from './image-field';
import { SubmitButton } from './submit-button';

/**
 * Renders `inputs` in a <Form> of `schema` (its errorFallback "Failed to save") with a submit button named
 * `submitLabel`; gives the spy on the form's submit and a user.
 */
export function renderInForm<S extends FormSchema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  inputs: ReactNode,
  submitLabel = 'Save',
) {
  const onSubmit = vi.fn();
  render(
    <Form schema={schema} defaultValues={defaultValues} onSubmit={onSubmit} errorFallback="Failed to save">
      {inputs}
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>,
  );
  return { onSubmit, user: userEvent.setup() };
}

export const REQUIRED = 'Please fill in all required fields';
export const schema = z.object({
  name: z.string().trim().min(1, REQUIRED),
  email: z.string().trim().min(1, REQUIRED).pipe(z.email('Please enter a valid email address')),
  password: z.string().min(6, 'Password must be at least 6 characters long'),
});

/** The form with its three fields and Save; `buttons` stand before Save. */
export function renderForm(
  props: {
    onSubmit?: (values: z.output<typeof schema>) => unknown;
    initialError?: unknown;
    buttons?: ReactNode;
  } = {},
) {
  const onSubmit = vi.fn(props.onSubmit ?? (() => undefined));
  render(
    <Form
      schema={schema}
      defaultValues={{ name: '', email: '', password: '' }}
      onSubmit={onSubmit}
      errorFallback="Failed to save"
      successMessage="Saved successfully"
      initialError={props.initialError}
    >
      <FormTextField label="Name" name="name" />
      <FormTextField label="Email" name="email" type="email" />
      <FormPasswordField label="Password" name="password" hint="At least 6 characters." />
      {props.buttons}
      <SubmitButton loadingText="Saving...">Save</SubmitButton>
    </Form>,
  );
  return { onSubmit, user: userEvent.setup() };
}

export const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

export async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), '  Ana  ');
  await user.type(field('Email'), 'ana@example.com');
  await user.type(field('Password'), 'secret-1');
}

const imageFormSchema = z.strictObject({ title: z.string().min(1), imageUrl: z.string().nullable() });

/** The image field's tests' form: Title ('Fete'), Event image (`imageUrl`, more props in `image`) and Save. */
export function ImageForm({
  onSubmit,
  imageUrl = null,
  image,
}: {
  onSubmit: (values: z.output<typeof imageFormSchema>) => void;
  imageUrl?: string | null;
  image?: Partial<ComponentProps<typeof FormImageField>>;
}) {
  return (
    <Form
      schema={imageFormSchema}
      defaultValues={{ title: 'Fete', imageUrl }}
      errorFallback="Failed to add event"
      onSubmit={onSubmit}
    >
      <FormTextField name="title" label="Title" />
      <FormImageField name="imageUrl" label="Event image" {...image} />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}
