import { Controller, useFormContext } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../ui/checkbox';
import { FileField, type FileFieldProps } from '../ui/file-field';
import { PasswordField, type PasswordFieldProps } from '../ui/password-field';
import { SelectField, type SelectFieldProps } from '../ui/select-field';
import { TextArea, type TextAreaProps } from '../ui/text-area';
import { TextField, type TextFieldProps } from '../ui/text-field';
import { useBoundField, useFieldProps, type FormOwned } from './form-context';

/*
 * The design system's inputs, bound by name to the surrounding <Form>. They take the same props as the
 * plain ones except the value, the change handlers and the error, which the form owns.
 */

type Bound<P> = Omit<P, FormOwned> & { name: string };

/** An input bound by `register`: the form holds its value as typed. */
function useRegistered(name: string, describedBy?: string, id?: string) {
  const { register } = useFormContext();
  return { ...register(name), ...useFieldProps(name, describedBy, id) };
}

export function FormTextField({ name, describedBy, ...props }: Bound<TextFieldProps>) {
  return <TextField {...props} {...useRegistered(name, describedBy, props.id)} />;
}

export function FormPasswordField({ name, describedBy, ...props }: Bound<PasswordFieldProps>) {
  return <PasswordField {...props} {...useRegistered(name, describedBy, props.id)} />;
}

export function FormSelectField({ name, describedBy, ...props }: Bound<SelectFieldProps>) {
  return <SelectField {...props} {...useRegistered(name, describedBy, props.id)} />;
}

/** A select whose choices are numbers (a month, a weekday): the form value is the number. */
export function FormNumberSelectField({ name, describedBy, ...props }: Bound<SelectFieldProps>) {
  const { register } = useFormContext();
  const registered = register(name, { setValueAs: (raw: unknown) => (raw === '' ? undefined : Number(raw)) });
  return <SelectField {...props} {...registered} {...useFieldProps(name, describedBy, props.id)} />;
}

export function FormTextArea({ name, describedBy, ...props }: Bound<TextAreaProps>) {
  return <TextArea {...props} {...useRegistered(name, describedBy, props.id)} />;
}

/** A boolean input: the form value is true or false. */
export function FormCheckbox({ name, ...props }: Bound<CheckboxProps>) {
  const { register } = useFormContext();
  const state = useBoundField(name);
  const id = props.id ?? state.id;
  // Checkbox ties its own hint and error; the form's alert is added when it speaks for this box.
  const aria = state.describedBy
    ? {
        'aria-invalid': true as const,
        'aria-describedby': [props.hint ? `${id}-hint` : undefined, state.describedBy]
          .filter(Boolean)
          .join(' '),
      }
    : {};
  return <Checkbox {...props} id={id} {...register(name)} error={state.error} {...aria} />;
}

/**
 * A file input whose form value is the chosen File (or null). A file input cannot be given a value, so
 * after a step back the browser shows no file while the form still holds it: show the choice beside it.
 * The choice is checked at once (the schema decides), not only on submit.
 */
export function FormFileField({ name, describedBy, ...props }: Bound<FileFieldProps>) {
  const { control, trigger } = useFormContext();
  const bound = useFieldProps(name, describedBy, props.id);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FileField
          {...props}
          {...bound}
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.files?.[0] ?? null);
            void trigger(name);
          }}
        />
      )}
    />
  );
}
