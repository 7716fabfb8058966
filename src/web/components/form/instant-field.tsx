import { Controller, useFormContext } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../ui/text-field';
import { useFieldProps, type FormOwned } from './form-context';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant (ISO string) as a `datetime-local` value in the browser's time zone; '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the browser's time zone) as an ISO instant; '' stays '' (no value). */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

/**
 * A moment (start or end of an active window) bound to the form as an ISO instant with its offset, the value
 * the server's schemas take; the person picks it in their own time zone (`datetime-local`). Blank is ''.
 */
export function FormInstantField({
  name,
  ...props
}: Omit<TextFieldProps, FormOwned | 'type'> & {
  name: string;
}) {
  const { control } = useFormContext();
  const bound = useFieldProps(name, props.describedBy, props.id);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...props}
          {...bound}
          type="datetime-local"
          ref={field.ref}
          name={field.name}
          value={toLocalInput(field.value as string | null)}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
        />
      )}
    />
  );
}
