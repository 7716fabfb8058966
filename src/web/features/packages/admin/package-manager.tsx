import { packageKinds, type AdminPackageItem, type PackageKind } from '../../../../shared/domains/packages';
import { defineResource, ResourcePage } from '../../../components/manager/resource-page';
import { Badge } from '../../../components/ui/badge';
import { LinkButton } from '../../../components/ui/link-button';
import { packageEndpoints } from '../../../endpoints/packages';
import { packageMessages as messages } from '../messages';
import { PackageFace } from '../package-card';
import { paletteLabel } from '../palette';
import { packageForm } from './package-form';
import { paths } from '../../../app/paths';

const texts = {
  package: {
    title: 'Package Manager',
    description: 'The Fete Packages cards members see, and the request forms behind them.',
    add: 'Add New Package',
    empty: 'No packages yet',
    updateFailed: 'Failed to update package',
    moveFailed: 'Failed to move package',
    deleteFailed: 'Failed to delete package',
  },
  ride: {
    title: 'Ride Package Manager',
    description: 'The Fete Rides cards members see, and the booking forms behind them.',
    add: 'Add New Ride Package',
    empty: 'No ride packages yet',
    updateFailed: 'Failed to update ride package',
    moveFailed: 'Failed to move ride package',
    deleteFailed: 'Failed to delete ride package',
  },
} as const;

/**
 * /admin/packages and /admin/rides (admin-back-office.md §2 Ride packages): one manager for both kinds. The form
 * builder comes back here with "Form saved successfully" (the resource page shows a message handed over).
 */
function packageResource(kind: PackageKind) {
  const k = packageKinds[kind];
  const t = texts[kind];
  const e = packageEndpoints[kind];
  return defineResource({
    // Activate and Deactivate save the package with its new flag.
    endpoints: {
      list: e.adminList,
      create: e.create,
      update: e.update,
      setActive: e.update,
      remove: e.delete,
      move: e.move,
    },
    texts: {
      ...t,
      loading: 'Loading...',
      loadFailed: k.loadFailed,
      confirmDelete: k.deleteConfirm,
      gridLabel: k.title,
    },
    icon: kind === 'ride' ? 'car' : 'gift',
    documentTitle: `${t.title} · Fete`,
    headerActions: (
      <LinkButton to={paths.adminForms()} variant="secondary">
        All Forms
      </LinkButton>
    ),
    name: (item) => item.title,
    confirmDeleteOf: (item) =>
      item.formTitle === null
        ? undefined
        : {
            message: `${k.deleteConfirm} ${messages.formGoesToo(item.formTitle, item.submissionCount)}`,
            typed:
              item.submissionCount > 0
                ? { label: messages.typeTitle(item.title), value: item.title }
                : undefined,
          },
    card: (item) => ({ badges: <Badge>{paletteLabel(item.bgColor)}</Badge>, facts: <Facts item={item} /> }),
    actions: [
      'edit',
      'move',
      'activate',
      (item) => (
        <LinkButton
          to={paths.adminFormBuilder(kind, item.id, item.formId ? 'edit' : 'create')}
          size="sm"
          variant="secondary"
          aria-label={`${item.formId ? 'Edit Form' : 'Create Form'} for ${item.title}`}
        >
          {item.formId ? 'Edit Form' : 'Create Form'}
        </LinkButton>
      ),
      'delete',
    ],
    ...packageForm({ add: t.add, addFailed: k.addFailed, updateFailed: t.updateFailed }),
  });
}

const resources = { package: packageResource('package'), ride: packageResource('ride') };

export function PackageManager({ kind }: { kind: PackageKind }) {
  return <ResourcePage key={kind} resource={resources[kind]} />;
}

function Facts({ item }: { item: AdminPackageItem }) {
  return (
    <div className="flex flex-col gap-3">
      <PackageFace item={item} className="min-h-28" />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">Order</dt>
        <dd>{item.order}</dd>
        <dt className="font-semibold">Link</dt>
        <dd className="break-all">{item.buttonLink ?? 'Custom form'}</dd>
        <dt className="font-semibold">Form</dt>
        <dd>
          {item.formTitle === null
            ? 'No custom form yet'
            : `${item.formTitle} (${item.submissionCount} ${item.submissionCount === 1 ? 'submission' : 'submissions'})`}
        </dd>
      </dl>
    </div>
  );
}
