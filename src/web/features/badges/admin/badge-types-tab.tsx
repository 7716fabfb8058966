import { useQuery, useQueryClient } from '@tanstack/react-query';
import { badgeMessages as t } from '../../../../shared/domains/badges';
import { AddPanel } from '../../../components/manager/add-panel';
import { DeleteButton } from '../../../components/manager/item-actions';
import { QueryState } from '../../../components/manager/query-state';
import { useFlash } from '../../../components/manager/use-flash';
import { useSingleEdit } from '../../../components/manager/use-single-edit';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { badgeAdminApi, badgeTypesQuery, type BadgeType } from '../api';
import { BadgeTypeForm } from './badge-type-form';

/** Icon, or a circle in the badge's colour; the name is always written beside it. */
export function BadgeIcon({
  badge,
  size = 'h-10 w-10',
}: {
  badge: Pick<BadgeType, 'color' | 'iconUrl'>;
  size?: string;
}) {
  return badge.iconUrl ? (
    <img src={badge.iconUrl} alt="" loading="lazy" className={`${size} shrink-0 rounded-full object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${size} inline-block shrink-0 rounded-full`}
      style={{ backgroundColor: badge.color }}
    />
  );
}

/** Badge Types: the create form, then each type with inline edit and delete (admin-back-office.md §2). */
export function BadgeTypesTab() {
  const queryClient = useQueryClient();
  const query = useQuery(badgeTypesQuery);
  const ops = badgeAdminApi(queryClient);
  const { edit, done, isEditing } = useSingleEdit();
  const { message, flash } = useFlash();

  return (
    <div className="flex flex-col gap-4">
      <AddPanel label="Create Badge Type">
        {(close) => (
          <BadgeTypeForm
            submitLabel="Create Badge Type"
            errorFallback={t.createFailed}
            onCancel={close}
            onSave={async (input) => {
              await ops.createType(input);
              close();
              flash(t.created);
            }}
          />
        )}
      </AddPanel>
      {message ? <Alert tone="success">{message}</Alert> : null}
      <QueryState query={query} loadingLabel="Loading badge types..." failedMessage={t.loadTypesFailed}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState icon="sparkles" title={t.noTypes} />
          ) : (
            <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label="Badge types">
              {data.items.map((badge) => (
                <li
                  key={badge.id}
                  className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-900/10 ${isEditing(badge.id) ? 'lg:col-span-2' : ''}`}
                >
                  <article aria-label={badge.name} className="flex flex-col gap-3">
                    {isEditing(badge.id) ? (
                      <BadgeTypeForm
                        badge={badge}
                        submitLabel="Save Changes"
                        errorFallback={t.updateFailed}
                        onCancel={done}
                        onSave={async (input) => {
                          await ops.updateType(badge.id, input);
                          done();
                          flash(t.updated);
                        }}
                      />
                    ) : (
                      <>
                        <div className="flex items-start gap-3">
                          <BadgeIcon badge={badge} />
                          <div className="min-w-0">
                            <h3 className="font-display text-lg font-bold text-night-900">{badge.name}</h3>
                            <p className="text-sm text-gray-700">{badge.description}</p>
                            <p className="mt-1 text-xs text-gray-600">
                              Colour <span className="font-mono">{badge.color}</span> · held by{' '}
                              {badge.holders} {badge.holders === 1 ? 'member' : 'members'}
                            </p>
                          </div>
                        </div>
                        <ul
                          className="list-disc pl-5 text-sm text-gray-800"
                          aria-label={`${badge.name} benefits`}
                        >
                          {badge.benefits.map((benefit) => (
                            <li key={benefit}>{benefit}</li>
                          ))}
                        </ul>
                        <div className="flex flex-wrap gap-2">
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={`Edit ${badge.name}`}
                            onClick={() => edit(badge.id)}
                          >
                            Edit
                          </Button>
                          <DeleteButton
                            itemName={badge.name}
                            message={t.confirmDelete}
                            failedMessage={t.deleteFailed}
                            onDelete={async () => {
                              await ops.deleteType(badge.id);
                              flash(t.deleted);
                            }}
                          />
                        </div>
                      </>
                    )}
                  </article>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
