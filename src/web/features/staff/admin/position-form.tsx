import { useFormContext, useWatch } from 'react-hook-form';
import { positionCreateSchema, type PositionCreate } from '../../../../shared/domains/staff';
import { FormCheckbox, FormTextArea, FormTextField } from '../../../components/form/fields';
import { Form } from '../../../components/form/form';
import { FormActions } from '../../../components/form/submit-button';
import { Button } from '../../../components/ui/button';
import type { AdminPosition } from '../api';
import { staffMessages } from '../messages';

/**
 * The list of requirements with add and remove (admin-back-office.md §2): blank rows are dropped on save,
 * at least one must remain, and the last remaining row cannot be removed.
 */
function RequirementsField() {
  const { setValue, getValues } = useFormContext<{ requirements: string[] }>();
  const requirements = useWatch<{ requirements: string[] }, 'requirements'>({ name: 'requirements' }) ?? [];
  const remove = (index: number) =>
    setValue(
      'requirements',
      getValues('requirements').filter((_, i) => i !== index),
    );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-night-900">Requirements</legend>
      {requirements.map((_, index) => (
        <div key={index} className="flex items-end gap-2">
          <FormTextField
            className="flex-1"
            label={`Requirement ${index + 1}`}
            name={`requirements.${index}`}
          />
          <Button
            variant="ghost"
            size="sm"
            disabled={requirements.length <= 1}
            aria-label={`Remove requirement ${index + 1}`}
            onClick={() => remove(index)}
          >
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setValue('requirements', [...getValues('requirements'), ''])}
        >
          Add Requirement
        </Button>
      </div>
    </fieldset>
  );
}

/** The form's values: the position's, or a new one's (active, with one blank requirement to fill in). */
const positionValues = (p?: AdminPosition) => ({
  title: p?.title ?? '',
  description: p?.description ?? '',
  requirements: p?.requirements.length ? [...p.requirements] : [''],
  salaryRange: p?.salaryRange ?? '',
  active: p?.active ?? true,
});

/** Create (without `position`) or edit: the same fields; the server validates with the same schema. */
export function PositionForm({
  position,
  onSubmit,
  onCancel,
}: {
  position?: AdminPosition;
  onSubmit: (values: PositionCreate) => Promise<unknown>;
  onCancel?: () => void;
}) {
  return (
    <Form
      schema={positionCreateSchema}
      defaultValues={positionValues(position)}
      errorFallback={position ? staffMessages.saveFailed : staffMessages.createFailed}
      onSubmit={onSubmit}
    >
      <FormTextField label="Position Title" name="title" required />
      <FormTextArea label="Description" name="description" rows={4} required />
      <RequirementsField />
      <FormTextField label="Salary Range" name="salaryRange" placeholder="$20 - $30 per hour" required />
      <FormCheckbox label="Position is active and visible to applicants" name="active" />
      <FormActions submitLabel={position ? 'Save Changes' : 'Create Position'} onCancel={onCancel} />
    </Form>
  );
}
