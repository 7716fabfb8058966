import { badgeMessages as t } from '../../../../shared/domains/badges';
import { defineResource, ResourcePage } from '../../../components/manager/resource-page';
import { badgeEndpoints as e } from '../../../endpoints/badges';
import { BadgeMark } from '../badge-card';
import { BadgeTypeForm } from './badge-type-form';

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
  addForm: ({ save, close }) => (
    <BadgeTypeForm
      submitLabel="Create Badge Type"
      errorFallback={t.createFailed}
      onCancel={close}
      onSave={save}
    />
  ),
  editForm: (badge, { save, cancel }) => (
    <BadgeTypeForm
      badge={badge}
      submitLabel="Save Changes"
      errorFallback={t.updateFailed}
      onCancel={cancel}
      onSave={save}
    />
  ),
});

export function BadgeTypesTab() {
  return <ResourcePage resource={badgeTypes} />;
}
