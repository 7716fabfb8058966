import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { cx } from '../../lib/cx';
import { FieldHint } from '../ui/field';
import { Icon } from '../ui/icon';
import { useBoundField } from './form-context';

export interface Choice {
  value: string;
  label: string;
}

interface GroupProps {
  /** The group's visible legend. */
  label: ReactNode;
  name: string;
  choices: readonly Choice[];
  required?: boolean;
  hint?: ReactNode;
  /** Draws one choice's face (a colour swatch); its text label is always there too. */
  renderChoice?: (choice: Choice, checked: boolean) => ReactNode;
  /** Layout of the choices: a wrapping row (swatches) or a column (default). */
  layout?: 'row' | 'column';
}

/** A fieldset with a legend, the choices, and the group's error tied to it. */
function Group({
  name,
  label,
  hint,
  required,
  layout = 'column',
  children,
}: Omit<GroupProps, 'choices' | 'renderChoice'> & {
  children: (aria: { describedBy?: string; invalid: boolean; id: string }) => ReactNode;
}) {
  const state = useBoundField(name);
  const hintId = hint ? `${state.id}-hint` : undefined;
  const errorId = state.error ? `${state.id}-error` : undefined;
  const describedBy = [state.describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={cx(
        'flex flex-col gap-2',
        (state.error || state.invalid) && 'rounded-xl bg-red-50/40 p-2 ring-1 ring-red-600',
      )}
      aria-describedby={describedBy}
      aria-invalid={state.error || state.invalid ? true : undefined}
      id={state.id}
      tabIndex={-1}
    >
      <legend className="mb-1 text-sm font-semibold text-night-900">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className={cx('flex gap-2', layout === 'row' ? 'flex-row flex-wrap' : 'flex-col')}>
        {children({ describedBy, invalid: !!(state.error || state.invalid), id: state.id })}
      </div>
      <FieldHint id={hintId} hint={hint} />
      {state.error ? (
        <p id={errorId} className="flex items-start gap-1 text-sm font-medium text-red-700">
          <Icon name="alertCircle" className="mt-px h-4 w-4" />
          {state.error}
        </p>
      ) : null}
    </fieldset>
  );
}

const choiceClasses = 'flex items-center gap-2 text-sm font-medium text-night-900';

/** Several ticks of a list, bound by name; the value is the list of ticked values in the choices' order. */
export function FormCheckboxGroup({ name, choices, renderChoice, ...props }: GroupProps) {
  const { control } = useFormContext();
  return (
    <Group name={name} {...props}>
      {({ id }) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => {
            const value: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
            return (
              <>
                {choices.map((choice, index) => {
                  const checked = value.includes(choice.value);
                  return (
                    <label key={choice.value} className={choiceClasses}>
                      <input
                        type="checkbox"
                        id={index === 0 ? `${id}-first` : undefined}
                        name={name}
                        value={choice.value}
                        checked={checked}
                        ref={index === 0 ? field.ref : undefined}
                        onBlur={field.onBlur}
                        onChange={(e) =>
                          field.onChange(
                            choices
                              .map((c) => c.value)
                              .filter((v) => (v === choice.value ? e.target.checked : value.includes(v))),
                          )
                        }
                        className="h-5 w-5 shrink-0 rounded border-gray-400 accent-carnival-600"
                      />
                      {renderChoice ? renderChoice(choice, checked) : choice.label}
                    </label>
                  );
                })}
              </>
            );
          }}
        />
      )}
    </Group>
  );
}

/** One choice of a list as radio buttons, bound by name (e.g. a colour palette with `renderChoice`). */
export function FormRadioGroup({ name, choices, renderChoice, ...props }: GroupProps) {
  const { control } = useFormContext();
  return (
    <Group name={name} {...props}>
      {() => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <>
              {choices.map((choice, index) => {
                const checked = field.value === choice.value;
                return (
                  <label key={choice.value} className={choiceClasses}>
                    <input
                      type="radio"
                      name={name}
                      value={choice.value}
                      checked={checked}
                      ref={index === 0 ? field.ref : undefined}
                      onBlur={field.onBlur}
                      onChange={() => field.onChange(choice.value)}
                      className={cx('h-4 w-4 shrink-0 accent-carnival-600', renderChoice && 'peer sr-only')}
                    />
                    {renderChoice ? renderChoice(choice, checked) : choice.label}
                  </label>
                );
              })}
            </>
          )}
        />
      )}
    </Group>
  );
}
