import { useFormContext, useWatch } from 'react-hook-form';
import { useBoundField } from '../../../components/form/form-context';

/** Badge Color*: a colour picker and a hex text box that follow each other (admin-back-office.md §2). */
export function ColorField({ name = 'color', label = 'Badge Color' }: { name?: string; label?: string }) {
  const { setValue } = useFormContext();
  const value = (useWatch({ name }) as string | undefined) ?? '';
  const field = useBoundField(name);
  const valid = /^#[0-9A-Fa-f]{6}$/.test(value);
  const set = (next: string) => setValue(name, next, { shouldValidate: field.invalid, shouldDirty: true });
  const errorId = `${field.id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={field.id} className="text-sm font-medium text-night-900">
        {label} <span aria-hidden="true">*</span>
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={valid ? value.toLowerCase() : '#3b82f6'}
          onChange={(e) => set(e.target.value.toUpperCase())}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-gray-300 bg-white p-1"
        />
        <input
          id={field.id}
          value={value}
          onChange={(e) => set(e.target.value)}
          maxLength={7}
          required
          spellCheck={false}
          aria-invalid={field.invalid || undefined}
          aria-describedby={field.error ? errorId : field.describedBy}
          className="min-h-11 w-32 rounded-xl border border-gray-300 bg-white px-3 font-mono text-sm text-night-900 uppercase focus:border-carnival-600 focus:ring-2 focus:ring-carnival-600/30 focus:outline-none"
        />
      </div>
      {field.error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}
