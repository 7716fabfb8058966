import { useQuery } from '@tanstack/react-query';
import { providerAdminMessages as texts } from '../../../../shared/domains/provider-admin';
import { ExternalLink } from '../../../components/listing/external-link';
import { FeatureToggle } from '../../../components/listing/feature-toggle';
import { useListState } from '../../../components/listing/use-list-query';
import { AddPanel } from '../../../components/manager/add-panel';
import { ChipList } from '../../../components/manager/chip-list';
import { ActiveToggle, DeleteButton } from '../../../components/manager/item-actions';
import { ManagerCard } from '../../../components/manager/manager-card';
import { ManagerResults } from '../../../components/manager/manager-results';
import { useFlash } from '../../../components/manager/use-flash';
import { useSingleEdit } from '../../../components/manager/use-single-edit';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatCents } from '../../../lib/format';
import { AdminPage } from '../../../components/manager/admin-page';
import { providerPlace } from '../provider-card';
import { ProviderAddForm, ProviderEditForm } from './provider-form';
import { ProviderPhotos } from './provider-photos';
import {
  providerAdminListQuery,
  useCreateProvider,
  useDeleteProvider,
  useSetProviderActive,
  useUpdateProvider,
  type ProviderAdminItem,
} from './api';

const fullName = (p: Pick<ProviderAdminItem, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`;

function ProviderFacts({ provider: p }: { provider: ProviderAdminItem }) {
  const place = providerPlace(p);
  const priced = p.services.filter((service) => p.servicePrices[service] !== undefined);
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold text-night-900">
        {p.totalRatings > 0 ? (
          <>
            <span aria-hidden="true" className="text-gold-600">
              ★{' '}
            </span>
            <span className="sr-only">Rating </span>
            {`${p.rating.toFixed(1)} (${p.totalRatings} ${p.totalRatings === 1 ? 'rating' : 'ratings'})`}
          </>
        ) : (
          'No ratings yet'
        )}
      </p>
      {place ? <p>{place}</p> : null}
      <ChipList label="Services" values={p.services} tone="carnival" />
      {priced.length > 0 ? (
        <p className="text-xs text-gray-700">
          {priced
            .slice(0, 3)
            .map((service) => `${service} ${formatCents(p.servicePrices[service]!)}`)
            .join(' · ')}
          {priced.length > 3 ? ` · +${priced.length - 3} more` : ''}
        </p>
      ) : null}
      {p.bio ? <p className="line-clamp-3">{p.bio}</p> : null}
      <p className="text-xs text-gray-700">
        {p.testimonials.length === 1 ? '1 client photo' : `${p.testimonials.length} client photos`}
      </p>
      {p.bookingUrl ? (
        <ExternalLink href={p.bookingUrl} className="w-fit text-sm font-semibold text-sea-800 underline">
          Booking link<span className="sr-only">{` for ${fullName(p)}`}</span>
        </ExternalLink>
      ) : null}
    </div>
  );
}

/**
 * /admin/providers (admin-back-office.md §2 Service providers): add, search, edit one at a time with the
 * provider's client photos, (de)activate, feature, delete. Ratings are the members' and only shown here.
 */
export default function AdminProvidersPage() {
  const list = useListState({ filters: {} });
  const query = useQuery(providerAdminListQuery(list.apiParams));
  const { edit, done, isEditing } = useSingleEdit();
  const { message, flash } = useFlash();
  const create = useCreateProvider();
  const update = useUpdateProvider();
  const setActive = useSetProviderActive();
  const remove = useDeleteProvider();

  return (
    <AdminPage title="Providers" description="Fete Faces make-up and beauty providers.">
      <AddPanel label="Add New Provider" title="Add a provider">
        {(close) => (
          <ProviderAddForm
            onSubmit={async (input) => {
              await create.mutateAsync(input);
              close();
            }}
          />
        )}
      </AddPanel>
      <ManagerResults
        query={query}
        list={list}
        search={{ label: 'Search providers', placeholder: 'Name, bio or service' }}
        notice={message}
        loadingLabel="Loading providers..."
        failedMessage={texts.loadFailed}
        empty={{ icon: 'sparkles', title: texts.empty }}
        noun={{ singular: 'provider', plural: 'providers' }}
        gridLabel="Providers"
      >
        {(p) => {
          const name = fullName(p);
          const editing = isEditing(p.id);
          return (
            <ManagerCard
              title={name}
              imageUrl={p.avatarUrl}
              imageAlt={`Profile picture of ${name}`}
              active={p.active}
              editing={editing}
              badges={p.featured ? <Badge tone="gold">Featured</Badge> : null}
              actions={
                editing ? null : (
                  <>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Edit ${name}`}
                      onClick={() => edit(p.id)}
                    >
                      Edit
                    </Button>
                    <ActiveToggle
                      active={p.active}
                      itemName={name}
                      failedMessage={texts.updateFailed}
                      onToggle={(active) => setActive.mutateAsync({ id: p.id, active })}
                    />
                    <DeleteButton
                      itemName={name}
                      message={texts.confirmDelete}
                      failedMessage={texts.deleteFailed}
                      onDelete={() => remove.mutateAsync(p.id)}
                    />
                    <FeatureToggle kind="face" id={p.id} featured={p.featured} label={name} />
                  </>
                )
              }
            >
              {editing ? (
                <div className="flex flex-col gap-6">
                  <ProviderEditForm
                    provider={p}
                    onCancel={done}
                    onSubmit={async (input) => {
                      await update.mutateAsync({ id: p.id, input });
                      done();
                      flash(texts.updated);
                    }}
                  />
                  <ProviderPhotos provider={p} />
                </div>
              ) : (
                <ProviderFacts provider={p} />
              )}
            </ManagerCard>
          );
        }}
      </ManagerResults>
    </AdminPage>
  );
}
