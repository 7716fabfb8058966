import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  packageKinds,
  type AdminPackageItem,
  type PackageColor,
  type PackageKind,
} from '../../../../shared/domains/packages';
import { AddPanel } from '../../../components/manager/add-panel';
import { ActiveToggle, DeleteButton } from '../../../components/manager/item-actions';
import { ManagerCard, ManagerGrid } from '../../../components/manager/manager-card';
import { MoveButtons } from '../../../components/manager/move-buttons';
import { QueryState } from '../../../components/manager/query-state';
import { useFlash } from '../../../components/manager/use-flash';
import { useSingleEdit } from '../../../components/manager/use-single-edit';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { AdminPage } from '../../../components/manager/admin-page';
import { adminPackagesQuery, packageApi } from './api';
import { PackageFace } from '../package-card';
import { paletteLabel } from '../palette';
import { emptyPackage, PackageForm } from './package-form';

const texts = {
  package: {
    title: 'Package Manager',
    description: 'The Fete Packages cards members see, and the request forms behind them.',
    add: 'Add New Package',
    empty: 'No packages yet',
    updateFailed: 'Failed to update package',
    deleteFailed: 'Failed to delete package',
  },
  ride: {
    title: 'Ride Package Manager',
    description: 'The Fete Rides cards members see, and the booking forms behind them.',
    add: 'Add New Ride Package',
    empty: 'No ride packages yet',
    updateFailed: 'Failed to update ride package',
    deleteFailed: 'Failed to delete ride package',
  },
} as const;

/** /admin/packages and /admin/rides (admin-back-office.md §2 Ride packages): one manager for both kinds. */
export function PackageManager({ kind }: { kind: PackageKind }) {
  const k = packageKinds[kind];
  const t = texts[kind];
  const query = useQuery(adminPackagesQuery(kind));
  const packages = packageApi(useQueryClient(), kind);
  const { edit, done, isEditing } = useSingleEdit();
  // The form builder comes back here with "Form saved successfully".
  const { message, flash } = useFlash();
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = (location.state as { flash?: string } | null)?.flash;
  useEffect(() => {
    if (!arrived) return;
    flash(arrived);
    void navigate(location.pathname, { replace: true, state: null });
  }, [arrived, flash, navigate, location.pathname]);

  return (
    <AdminPage
      title={t.title}
      description={t.description}
      actions={
        <LinkButton to="/admin/forms" variant="secondary">
          All Forms
        </LinkButton>
      }
    >
      <title>{`${t.title} · Fete`}</title>
      {message ? (
        <Alert tone="success" className="mb-4">
          {message}
        </Alert>
      ) : null}
      <AddPanel label={t.add}>
        {(close) => (
          <PackageForm
            ariaLabel={t.add}
            defaultValues={emptyPackage}
            submitLabel={t.add.replace('New ', '')}
            errorFallback={k.addFailed}
            onSubmit={async (values) => {
              await packages.create(values);
              close();
            }}
          />
        )}
      </AddPanel>
      <QueryState query={query} failedMessage={k.loadFailed}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState icon={kind === 'ride' ? 'car' : 'gift'} title={t.empty} />
          ) : (
            <ManagerGrid label={k.title}>
              {items.map((item, index) => (
                <ManagerCard
                  key={item.id}
                  title={item.title}
                  active={item.active}
                  editing={isEditing(item.id)}
                  badges={<Badge>{paletteLabel(item.bgColor)}</Badge>}
                  actions={
                    isEditing(item.id) ? null : (
                      <Actions
                        kind={kind}
                        item={item}
                        index={index}
                        count={items.length}
                        onEdit={() => edit(item.id)}
                        packages={packages}
                      />
                    )
                  }
                >
                  {isEditing(item.id) ? (
                    <PackageForm
                      key={item.updatedAt}
                      ariaLabel={`Edit ${item.title}`}
                      defaultValues={{
                        title: item.title,
                        subtitle: item.subtitle,
                        description: item.description,
                        buttonLink: item.buttonLink ?? '',
                        bgColor: item.bgColor as PackageColor,
                        active: item.active,
                      }}
                      submitLabel="Save"
                      errorFallback={t.updateFailed}
                      onCancel={done}
                      onSubmit={async (values) => {
                        await packages.update(item.id, values);
                        done();
                      }}
                    />
                  ) : (
                    <Facts item={item} />
                  )}
                </ManagerCard>
              ))}
            </ManagerGrid>
          )
        }
      </QueryState>
    </AdminPage>
  );
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
        <dd>{item.formId ? 'Custom form attached' : 'No custom form yet'}</dd>
      </dl>
    </div>
  );
}

function Actions({
  kind,
  item,
  index,
  count,
  onEdit,
  packages,
}: {
  kind: PackageKind;
  item: AdminPackageItem;
  index: number;
  count: number;
  onEdit: () => void;
  packages: ReturnType<typeof packageApi>;
}) {
  const k = packageKinds[kind];
  const t = texts[kind];
  const formPath = `/admin/forms/${kind}/${item.id}/${item.formId ? 'edit' : 'create'}`;
  return (
    <>
      <Button size="sm" variant="secondary" aria-label={`Edit ${item.title}`} onClick={onEdit}>
        Edit
      </Button>
      <MoveButtons
        index={index}
        count={count}
        itemName={item.title}
        onMove={(direction) => void packages.move(item.id, direction)}
      />
      <ActiveToggle
        active={item.active}
        itemName={item.title}
        failedMessage={t.updateFailed}
        onToggle={async (active) => {
          await packages.update(item.id, { active });
        }}
      />
      <LinkButton
        to={formPath}
        size="sm"
        variant="secondary"
        aria-label={`${item.formId ? 'Edit Form' : 'Create Form'} for ${item.title}`}
      >
        {item.formId ? 'Edit Form' : 'Create Form'}
      </LinkButton>
      <DeleteButton
        itemName={item.title}
        message={k.deleteConfirm}
        failedMessage={t.deleteFailed}
        onDelete={async () => {
          await packages.delete(item.id);
        }}
      />
    </>
  );
}
