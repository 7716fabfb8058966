import { isValidElement, type ComponentProps, type ComponentType, type ReactElement } from 'react';
import type { z } from 'zod';
import { FormCheckbox, FormSelectField, FormTextArea, FormTextField } from '../form/fields';
import type { FormSchema } from '../form/form';
import { FormImageField } from '../form/image-field';
import { FormInstantField } from '../form/instant-field';
import { FormMoneyField } from '../form/number-fields';
import { ManagerForm } from './manager-form';

/** The inputs a declared field can be, by kind (a text input when it names none). */
const inputs = {
  text: FormTextField,
  area: FormTextArea,
  select: FormSelectField,
  money: FormMoneyField,
  image: FormImageField,
  instant: FormInstantField,
  check: FormCheckbox,
};
type Kind = keyof typeof inputs;
/** `wide`: across both columns of a `columns` form; `blank`: a new item's value when the kind's is not it. */
type Extra = { wide?: boolean; blank?: unknown };
type FieldOf<K extends Kind> = { kind: K } & ComponentProps<(typeof inputs)[K]> & Extra;

/**
 * One input of a declared form: its kind, then the input's own props (name, label, hint, options, required …).
 * A `row` sets inputs side by side from the sm width (`cols` of them a line; all by default); an element is a
 * field of the feature's own (its value comes from the declaration's `values`).
 */
export type DeclaredField =
  | (Omit<FieldOf<'text'>, 'kind'> & { kind?: 'text' })
  | { [K in Exclude<Kind, 'text'>]: FieldOf<K> }[Exclude<Kind, 'text'>]
  | { row: readonly DeclaredField[]; cols?: 2 | 3 }
  | ReactElement;
type Input = Extract<DeclaredField, { name: string }>;

const grids = { 2: 'grid gap-4 sm:grid-cols-2', 3: 'grid gap-4 sm:grid-cols-3' };

function Field({ field }: { field: DeclaredField }) {
  if (isValidElement(field)) return field;
  if ('row' in field) {
    return (
      <div className={grids[field.cols ?? (field.row.length as 2 | 3)]}>
        {field.row.map((f, i) => (
          <Field key={i} field={f} />
        ))}
      </div>
    );
  }
  const { kind = 'text', wide, blank: _blank, ...props } = field;
  const Component = inputs[kind] as ComponentType<typeof props>;
  return wide ? (
    <div className="sm:col-span-2">
      <Component {...props} />
    </div>
  ) : (
    <Component {...props} />
  );
}

const inputsOf = (fields: readonly DeclaredField[]): Input[] =>
  fields.flatMap((f) => (isValidElement(f) ? [] : 'row' in f ? inputsOf(f.row) : [f as Input]));

/** A new item's value: the field's `blank`, else none (an image not yet chosen is '' when required), else ''. */
function blankOf(field: Input) {
  if ('blank' in field) return field.blank;
  if (field.kind === 'image') return field.required ? '' : null;
  if (field.kind === 'money') return undefined;
  return field.kind === 'check' ? true : '';
}

/**
 * A resource page's add and edit forms from one declaration (the issue's aim: the next content type is a
 * declaration and its fields): the server's schema (the update's `editSchema` when it differs), the fields in
 * order, the form's accessible name ('Add a band' / 'Edit Soca Tank'), the failures' words, the submit labels.
 * The values an item opens with are its own under each field's name, a new item's the blanks; `values` gives
 * those the inputs hold otherwise (a price in dollars, a list on one line). The add form has no Cancel unless
 * `addCancel`; `columns` sets two columns.
 */
export function declaredForm<T, S extends FormSchema, E extends FormSchema = S>(d: {
  schema: S;
  editSchema?: E;
  /** The fields, or an item's (an image's alt text that names it). */
  fields: readonly DeclaredField[] | ((item?: T) => readonly DeclaredField[]);
  values?: (item?: T) => Partial<z.input<S>>;
  label: (item?: T) => string;
  texts: { addFailed: string; updateFailed: string };
  /** The add and edit buttons' labels ('Save' by default), and the add's while it saves ('Adding...'). */
  submit: { add: string; edit?: string; adding?: string };
  addCancel?: boolean;
  columns?: boolean;
  key?: (item: T) => string;
}) {
  const fieldsOf = (item?: T) => (typeof d.fields === 'function' ? d.fields(item) : d.fields);
  const valuesOf = (item?: T) => ({
    ...Object.fromEntries(
      inputsOf(fieldsOf(item)).map((f) => [
        f.name,
        (item as Record<string, unknown> | undefined)?.[f.name] ?? blankOf(f),
      ]),
    ),
    ...d.values?.(item),
  });
  const body = (item?: T) => fieldsOf(item).map((f, i) => <Field key={i} field={f} />);
  type Save<X extends FormSchema> = (input: z.output<X>) => Promise<unknown>;
  return {
    addForm: ({ save, close }: { save: Save<S>; close: () => void }) => (
      <ManagerForm
        schema={d.schema}
        defaultValues={valuesOf() as never}
        errorFallback={d.texts.addFailed}
        onSubmit={(values) => save(values)}
        aria-label={d.label()}
        submitLabel={d.submit.add}
        loadingText={d.submit.adding ?? 'Adding...'}
        onCancel={d.addCancel ? close : undefined}
        columns={d.columns}
      >
        {body()}
      </ManagerForm>
    ),
    editForm: (item: T, { save, cancel }: { save: Save<E>; cancel: () => void }) => (
      <ManagerForm
        key={d.key?.(item)}
        schema={(d.editSchema ?? d.schema) as E}
        defaultValues={valuesOf(item) as never}
        errorFallback={d.texts.updateFailed}
        onSubmit={(values) => save(values)}
        aria-label={d.label(item)}
        submitLabel={d.submit.edit ?? 'Save'}
        onCancel={cancel}
        columns={d.columns}
      >
        {body(item)}
      </ManagerForm>
    ),
  };
}
