import { DEFAULT_BADGE_COLOR } from '../../../../shared/constants';
import { badgeMessages as t, badgeTypeInputSchema } from '../../../../shared/domains/badges';
import { FormTextArea, FormTextField } from '../../../components/form/fields';
import { FormImageField } from '../../../components/form/image-field';
import { editFormOf } from '../../../components/manager/manager-form';
import { defineResource, ResourcePage } from '../../../components/manager/resource-page';
import { badgeEndpoints as e } from '../../../endpoints/badges';
import type { BadgeType } from '../api';
import { BadgeMark } from '../badge-card';
import { BenefitsField } from './benefits-field';
import { ColorField } from './color-field';

/** Create and inline edit of a badge type: Badge Name*, Badge Color*, Description*, Icon, Benefits*. */
const badgeForm = (errorFallback: string, submitLabel: string) =>
  editFormOf({
    schema: badgeTypeInputSchema,
    label: (badge?: BadgeType) => (badge ? `Edit ${badge.name}` : 'Create a badge type'),
    values: (badge) => ({
      name: badge?.name ?? '',
      description: badge?.description ?? '',
      color: badge?.color ?? DEFAULT_BADGE_COLOR,
      iconUrl: badge?.iconUrl ?? null,
      benefits: badge?.benefits ?? [],
    }),
    errorFallback,
    submitLabel,
    columns: true,
    fields: (badge) => (
      <>
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
      </>
    ),
  });

/** Badge Types: the create form, then each type with inline edit and delete (admin-back-office.md §2). */
const badgeTypes = defineResource({
  endpoints: { list: e.types, create: e.createType, update: e.updateType, remove: e.deleteType },
  texts: {
    title: 'Badge Types',
    gridLabel: 'Badge types',
    add: 'Create Badge Type',
    loading: 'Loading badge types...',
    loadFailed: t.loadTypesFailed,
    empty: t.noTypes,
    updateFailed: t.updateFailed,
    deleteFailed: t.deleteFailed,
    confirmDelete: t.confirmDelete,
  },
  flash: { added: t.created, updated: t.updated, deleted: t.deleted },
  icon: 'sparkles',
  embedded: true,
  name: (badge) => badge.name,
  card: (badge) => ({
    facts: (
      <div className="flex flex-col gap-3">
        <div className="flex items-start gap-3">
          <BadgeMark badge={badge} />
          <div className="min-w-0">
            <p className="text-sm text-gray-700">{badge.description}</p>
            <p className="mt-1 text-xs text-gray-600">
              Colour <span className="font-mono">{badge.color}</span> · held by {badge.holders}{' '}
              {badge.holders === 1 ? 'member' : 'members'}
            </p>
          </div>
        </div>
        <ul className="list-disc pl-5 text-sm text-gray-800" aria-label={`${badge.name} benefits`}>
          {badge.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </div>
    ),
  }),
  actions: ['edit', 'delete'],
  addForm: ({ save, close }) =>
    badgeForm(t.createFailed, 'Create Badge Type')(undefined, { save, cancel: close }),
  editForm: badgeForm(t.updateFailed, 'Save Changes'),
});

export function BadgeTypesTab() {
  return <ResourcePage resource={badgeTypes} />;
}
