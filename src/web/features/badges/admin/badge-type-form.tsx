import { DEFAULT_BADGE_COLOR } from '../../../../shared/constants';
import { badgeTypeInputSchema, type BadgeTypeInput } from '../../../../shared/domains/badges';
import { FormTextArea, FormTextField } from '../../../components/form/fields';
import { Form } from '../../../components/form/form';
import { FormImageField } from '../../../components/form/image-field';
import { FormActions } from '../../../components/form/submit-button';
import type { BadgeType } from '../api';
import { BenefitsField } from './benefits-field';
import { ColorField } from './color-field';

const defaults = (badge?: BadgeType): BadgeTypeInput => ({
  name: badge?.name ?? '',
  description: badge?.description ?? '',
  color: badge?.color ?? DEFAULT_BADGE_COLOR,
  iconUrl: badge?.iconUrl ?? null,
  benefits: badge?.benefits ?? [],
});

/** Create and inline edit of a badge type: Badge Name*, Badge Color*, Description*, Icon, Benefits*. */
export function BadgeTypeForm({
  badge,
  submitLabel,
  errorFallback,
  onSave,
  onCancel,
}: {
  badge?: BadgeType;
  submitLabel: string;
  errorFallback: string;
  onSave: (input: BadgeTypeInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  return (
    <Form
      schema={badgeTypeInputSchema}
      aria-label={badge ? `Edit ${badge.name}` : 'Create a badge type'}
      defaultValues={defaults(badge)}
      errorFallback={errorFallback}
      onSubmit={(values) => onSave(values)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField label="Badge Name" name="name" required maxLength={80} />
        <ColorField />
        <div className="sm:col-span-2">
          <FormTextArea label="Description" name="description" rows={2} required />
        </div>
        <FormImageField
          label="Icon"
          name="iconUrl"
          previewAlt={badge ? `${badge.name} icon` : 'Badge icon'}
        />
        <BenefitsField />
        <FormActions
          submitLabel={submitLabel}
          loadingText="Saving..."
          onCancel={onCancel}
          className="sm:col-span-2"
        />
      </div>
    </Form>
  );
}
