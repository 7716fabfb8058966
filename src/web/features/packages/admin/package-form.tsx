import { useWatch } from 'react-hook-form';
import {
  PACKAGE_COLORS,
  packageCreateSchema,
  textColorFor,
  type AdminPackageItem,
  type PackageColor,
  type PackageCreateInput,
} from '../../../../shared/domains/packages';
import { FormRadioGroup } from '../../../components/form/choice-group';
import { FormCheckbox, FormTextArea, FormTextField } from '../../../components/form/fields';
import { declaredForm } from '../../../components/manager/declared-form';
import { cx } from '../../../lib/cx';
import { PackageFace } from '../package-card';
import { gradientOf, paletteLabel } from '../palette';

type PackageFormValues = Omit<PackageCreateInput, 'buttonLink'> & { buttonLink: string };

/** The form's values: the card's own, or a new card's (red, active). */
const valuesOf = (item?: AdminPackageItem): PackageFormValues => ({
  title: item?.title ?? '',
  subtitle: item?.subtitle ?? '',
  description: item?.description ?? '',
  buttonLink: item?.buttonLink ?? '',
  bgColor: (item?.bgColor as PackageColor | undefined) ?? 'red',
  active: item?.active ?? true,
});

const colorChoices = PACKAGE_COLORS.map((c) => ({ value: c, label: paletteLabel(c) }));

/** The live card as members will see it. */
function Preview() {
  const values = useWatch() as PackageFormValues;
  return (
    <div aria-label="Preview" role="group" className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-night-900">Preview</p>
      <PackageFace item={{ ...values, textColor: textColorFor(values.bgColor), active: values.active }} />
    </div>
  );
}

/** The colour from the palette, each choice its swatch and name, the chosen one ticked. */
function ColourField() {
  return (
    <FormRadioGroup
      name="bgColor"
      label="Colour"
      layout="row"
      choices={colorChoices}
      renderChoice={(choice, checked) => (
        <span
          className={cx(
            'flex items-center gap-2 rounded-full py-1 pr-3 pl-1 ring-1 ring-gray-300 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-carnival-600',
            checked && 'bg-night-900 text-white ring-night-900',
          )}
        >
          <span aria-hidden="true" className={cx('h-6 w-6 rounded-full', gradientOf(choice.value))} />
          {choice.label}
          {checked ? <span aria-hidden="true">✓</span> : null}
        </span>
      )}
    />
  );
}

/** Add or edit one package or ride: its words, its link, its colour from the palette, active; the live card. */
export const packageForm = (texts: { add: string; addFailed: string; updateFailed: string }) =>
  declaredForm<AdminPackageItem, typeof packageCreateSchema>({
    schema: packageCreateSchema,
    label: (item) => (item ? `Edit ${item.title}` : texts.add),
    texts,
    submit: { add: texts.add.replace('New ', ''), adding: 'Saving...' },
    key: (item) => item.updatedAt,
    fields: [
      <div key="card" className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-4">
          <FormTextField name="title" label="Title" required />
          <FormTextField name="subtitle" label="Subtitle" />
          <FormTextArea name="description" label="Description" rows={3} />
          <FormTextField
            name="buttonLink"
            label="Button Link"
            inputMode="url"
            placeholder="https://"
            hint="An external link opens in a new tab. Leave it empty to use the custom form."
          />
          <ColourField />
          <FormCheckbox name="active" label="Active (members can open it)" />
        </div>
        <Preview />
      </div>,
    ],
    values: valuesOf,
  });
