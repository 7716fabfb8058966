import { DEFAULT_BADGE_COLOR } from '../../../../shared/constants';
import { badgeMessages as t, badgeTypeInputSchema } from '../../../../shared/domains/badges';
import { declaredForm } from '../../../components/manager/declared-form';
import { defineResource, ResourcePage } from '../../../components/manager/resource-page';
import { badgeEndpoints as e } from '../../../endpoints/badges';
import type { BadgeType } from '../api';
import { BadgeMark } from '../badge-card';
import { BenefitsField } from './benefits-field';
import { ColorField } from './color-field';

/** Create and inline edit of a badge type: Badge Name*, Badge Color*, Description*, Icon, Benefits*. */
const badgeForm = declaredForm<BadgeType, typeof badgeTypeInputSchema>({
  schema: badgeTypeInputSchema,
  label: (badge) => (badge ? `Edit ${badge.name}` : 'Create a badge type'),
  texts: { addFailed: t.createFailed, updateFailed: t.updateFailed },
  submit: { add: 'Create Badge Type', edit: 'Save Changes', adding: 'Saving...' },
  addCancel: true,
  columns: true,
  fields: (badge) => [
    { name: 'name', label: 'Badge Name', required: true, maxLength: 80 },
    <ColorField key="color" />,
    { kind: 'area', name: 'description', label: 'Description', rows: 2, required: true, wide: true },
    {
      kind: 'image',
      name: 'iconUrl',
      label: 'Icon',
      previewAlt: badge ? `${badge.name} icon` : 'Badge icon',
    },
    <BenefitsField key="benefits" />,
  ],
  values: (badge) => ({ color: badge?.color ?? DEFAULT_BADGE_COLOR, benefits: badge?.benefits ?? [] }),
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
  ...badgeForm,
});

export function BadgeTypesTab() {
  return <ResourcePage resource={badgeTypes} />;
}
