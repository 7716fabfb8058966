import type { RestaurantManage } from '../../../../shared/domains/restaurant-manage';
import { MemberPicker, MemberResultRow } from '../../../components/member-picker/member-picker';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { useRestaurantWrite } from '../manage/manage-api';
import { manageMessages as t } from '../manage/manage-messages';
import { ManageSection } from '../manage/manage-section';

/** Administrators only: the restaurant's owner, found by name or e-mail (the members search), or none. */
export function OwnerSection({ detail }: { detail: RestaurantManage }) {
  const id = detail.restaurant.id;
  const owner = detail.restaurant.owner;
  const assign = useRestaurantWrite(id, (w, ownerId: string | null) => w.setOwner(id, ownerId));

  return (
    <ManageSection title="Owner">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {owner ? (
          <>
            <p>
              <span className="font-semibold text-night-900">
                {owner.firstName} {owner.lastName}
              </span>{' '}
              <span className="text-gray-700">({owner.email})</span> manages this restaurant at
              /restaurant-admin.
            </p>
            <Button
              variant="secondary"
              size="sm"
              loading={assign.isPending && assign.variables === null}
              onClick={() => assign.mutate(null)}
            >
              Remove owner
            </Button>
          </>
        ) : (
          <p className="text-gray-700">No owner: only administrators manage this restaurant.</p>
        )}
      </div>
      <MemberPicker
        label="Find a member to assign"
        listLabel="Members found"
        failedText={(failure) => errorMessage(failure, t.ownerFailed)}
        renderResult={(m, clear) => (
          <MemberResultRow member={m}>
            {owner?.id === m.id ? (
              <span className="text-sm font-medium text-gray-700">Current owner</span>
            ) : (
              <Button
                size="sm"
                loading={assign.isPending && assign.variables === m.id}
                aria-label={`Assign ${m.firstName} ${m.lastName} as owner`}
                onClick={() => assign.mutate(m.id, { onSuccess: clear })}
              >
                Assign
              </Button>
            )}
          </MemberResultRow>
        )}
      />
      {assign.isError ? <Alert tone="error">{errorMessage(assign.error, t.ownerFailed)}</Alert> : null}
    </ManageSection>
  );
}
