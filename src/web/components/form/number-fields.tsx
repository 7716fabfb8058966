import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import { TextField, type TextFieldProps } from '../ui/text-field';
import { useFieldProps, type FormOwned } from './form-context';

type Bound = Omit<TextFieldProps, FormOwned | 'type'> & { name: string };

/**
 * A whole number (a percentage, a count): the form value is a number, or undefined while blank, so the schema
 * says "required" for blank and its range message for the rest. Typing that is not a number stays NaN (refused).
 * `fraction` takes decimals and a sign (a latitude): any step, and the full keyboard rather than digits only.
 */
export function FormNumberField({ name, describedBy, fraction, ...props }: Bound & { fraction?: boolean }) {
  const { register } = useFormContext();
  const bound = useFieldProps(name, describedBy, props.id);
  return (
    <TextField
      {...props}
      type="number"
      inputMode={fraction ? undefined : 'numeric'}
      step={fraction ? 'any' : 1}
      {...register(name, {
        setValueAs: (raw: unknown) => (raw === '' || raw == null ? undefined : Number(raw)),
      })}
      {...bound}
    />
  );
}

// Blank is undefined (the schema's "required"); text that is not an amount reaches the schema as a negative
// or fractional number, which it refuses with its own message (lib/money.ts).
const centsOf = dollarsToCents;
const dollarsOf = (cents: unknown) =>
  centsToDollars(typeof cents === 'number' && Number.isFinite(cents) ? cents : null);

/**
 * Money typed in dollars (12.50) and held by the form in cents (1250), as the API takes it. Blank is
 * undefined (the schema's "required"); a negative amount reaches the schema (its "0 or more" message).
 */
export function FormMoneyField({ name, describedBy, ...props }: Bound) {
  const { control } = useFormContext();
  const bound = useFieldProps(name, describedBy, props.id);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, onBlur } }) => (
        <MoneyInput
          {...props}
          inputRef={ref}
          name={name}
          cents={value}
          onCents={onChange}
          onBlur={onBlur}
          {...bound}
        />
      )}
    />
  );
}

function MoneyInput({
  inputRef,
  cents,
  onCents,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & {
  inputRef: (element: HTMLInputElement | null) => void;
  cents: unknown;
  onCents: (cents: number | undefined) => void;
}) {
  const [text, setText] = useState(() => dollarsOf(cents));
  // A reset of the form (another item) brings a new value: show it.
  const [seen, setSeen] = useState(cents);
  if (!Object.is(cents, seen)) {
    setSeen(cents);
    if (!Object.is(centsOf(text), cents)) setText(dollarsOf(cents));
  }
  return (
    <TextField
      {...props}
      ref={inputRef}
      inputMode="decimal"
      value={text}
      onChange={(event) => {
        const next = centsOf(event.target.value);
        setText(event.target.value);
        setSeen(next);
        onCents(next);
      }}
    />
  );
}
