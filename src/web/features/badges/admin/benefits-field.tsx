import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useBoundField } from '../../../components/form/form-context';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';

/**
 * Benefits* (admin-back-office.md §2): a list of texts, added with the Add button or the Enter key, each
 * removable. A benefit typed but not added is added when the form is sent (before its check, so it also counts
 * as the one benefit required), so it is never lost. The list is the form value `benefits`; its error ("Please
 * add at least one benefit") shows here.
 */
export function BenefitsField({ name = 'benefits' }: { name?: string }) {
  const { setValue, getValues } = useFormContext();
  const benefits = (useWatch({ name }) as string[] | undefined) ?? [];
  const field = useBoundField(name);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = `${field.id}-new`;
  const errorId = `${field.id}-error`;

  /** Adds what is typed (once: a benefit already listed is not added again) and empties the box. */
  const addTyped = useCallback(
    (shouldValidate: boolean) => {
      const text = input.current?.value.trim();
      if (!text) return;
      const current = (getValues(name) as string[] | undefined) ?? [];
      if (!current.includes(text)) setValue(name, [...current, text], { shouldValidate, shouldDirty: true });
      setDraft('');
    },
    [getValues, name, setValue],
  );
  const add = () => addTyped(field.invalid);
  // Sending the form adds what is typed first: this capture listener runs before the form's own submit handler.
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const keep = () => addTyped(false);
    form.addEventListener('submit', keep, true);
    return () => form.removeEventListener('submit', keep, true);
  }, [addTyped]);
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the benefit instead of submitting the form.
    event.preventDefault();
    add();
  }
  const remove = (benefit: string) =>
    setValue(
      name,
      benefits.filter((b) => b !== benefit),
      { shouldValidate: true, shouldDirty: true },
    );

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={field.error ? errorId : field.describedBy}>
      <legend className="text-sm font-medium text-night-900">
        Benefits <span aria-hidden="true">*</span>
      </legend>
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          New benefit
        </label>
        <input
          id={inputId}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          ref={input}
          onKeyDown={onKeyDown}
          maxLength={200}
          placeholder="Add a benefit and press Enter"
          aria-invalid={field.invalid || undefined}
          className="min-h-11 w-full rounded-xl border border-gray-300 bg-white px-3 text-sm text-night-900 focus:border-carnival-600 focus:ring-2 focus:ring-carnival-600/30 focus:outline-none"
        />
        <Button variant="secondary" onClick={add}>
          Add
        </Button>
      </div>
      {benefits.length ? (
        <ul className="flex flex-col gap-1" aria-label="Benefits added">
          {benefits.map((benefit) => (
            <li
              key={benefit}
              className="flex items-center justify-between gap-2 rounded-lg bg-gray-50 px-3 py-1.5 text-sm"
            >
              <span className="min-w-0 break-words">{benefit}</span>
              <button
                type="button"
                onClick={() => remove(benefit)}
                aria-label={`Remove ${benefit}`}
                className="inline-flex min-h-8 min-w-8 items-center justify-center rounded-full text-gray-700 hover:bg-red-50 hover:text-red-800"
              >
                <Icon name="close" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {field.error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {field.error}
        </p>
      ) : null}
    </fieldset>
  );
}
