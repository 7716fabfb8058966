import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { RestaurantManage } from '../../../../shared/domains/restaurant-admin';
import { memberSearchQuery } from '../../../components/member-picker/member-search';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api';
import { useRestaurantWrite } from './manage-api';
import { manageMessages as t } from './manage-messages';
import { ManageSection } from './manage-section';

/** Administrators only: the restaurant's owner, found by name or e-mail (the members search), or none. */
export function OwnerSection({ detail }: { detail: RestaurantManage }) {
  const id = detail.restaurant.id;
  const owner = detail.restaurant.owner;
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const results = useQuery(memberSearchQuery(q, 8));
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
      <TextField
        type="search"
        label="Find a member to assign"
        hint="Search by name or e-mail (at least 2 characters)"
        value={search}
        autoComplete="off"
        maxLength={100}
        onChange={(event) => setSearch(event.target.value)}
      />
      {q.length >= 2 && results.data ? (
        results.data.items.length ? (
          <ul aria-label="Members found" className="flex flex-col gap-2">
            {results.data.items.map((m) => (
              <li
                key={m.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl p-2 ring-1 ring-night-900/10"
              >
                <span className="text-sm">
                  <span className="font-semibold text-night-900">
                    {m.firstName} {m.lastName}
                  </span>{' '}
                  <span className="text-gray-700">{m.email}</span>
                </span>
                {owner?.id === m.id ? (
                  <span className="text-sm font-medium text-gray-700">Current owner</span>
                ) : (
                  <Button
                    size="sm"
                    loading={assign.isPending && assign.variables === m.id}
                    aria-label={`Assign ${m.firstName} ${m.lastName} as owner`}
                    onClick={() =>
                      assign.mutate(m.id, {
                        onSuccess: () => setSearch(''),
                      })
                    }
                  >
                    Assign
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-700">No members found</p>
        )
      ) : null}
      {results.isError ? <Alert tone="error">{errorMessage(results.error, t.ownerFailed)}</Alert> : null}
      {assign.isError ? <Alert tone="error">{errorMessage(assign.error, t.ownerFailed)}</Alert> : null}
    </ManageSection>
  );
}
