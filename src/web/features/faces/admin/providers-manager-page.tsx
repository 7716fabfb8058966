import { providerAdminMessages as texts } from '../../../../shared/domains/provider-admin';
import { ExternalLink } from '../../../components/listing/external-link';
import { ChipList } from '../../../components/manager/chip-list';
import {
  adminResourceEndpoints,
  defineResource,
  ResourcePage,
} from '../../../components/manager/resource-page';
import { Badge } from '../../../components/ui/badge';
import { ratingCountText, ratingFigure } from '../../../components/ui/rating-control';
import { faceEndpoints as e } from '../../../endpoints/faces';
import { formatCents } from '../../../lib/format';
import { providerName as fullName, providerPlace } from '../provider-card';
import { providerForm } from './provider-form';
import { ProviderPhotos } from './provider-photos';
import type { ProviderAdminItem } from '../../../../shared/domains/provider-admin';

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
            {`${ratingFigure(p.rating, p.totalRatings)} (${ratingCountText(p.totalRatings)})`}
          </>
        ) : (
          ratingFigure(p.rating, p.totalRatings)
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
const providers = defineResource({
  endpoints: adminResourceEndpoints(e),
  texts: {
    ...texts,
    title: 'Providers',
    description: 'Fete Faces make-up and beauty providers.',
    add: 'Add New Provider',
    addTitle: 'Add a provider',
    loading: 'Loading providers...',
  },
  flash: { updated: texts.updated },
  icon: 'sparkles',
  search: {
    label: 'Search providers',
    placeholder: 'Name, bio or service',
    noun: { singular: 'provider', plural: 'providers' },
  },
  name: fullName,
  card: (p) => ({
    imageUrl: p.avatarUrl,
    imageAlt: `Profile picture of ${fullName(p)}`,
    badges: p.featured ? <Badge tone="gold">Featured</Badge> : null,
    facts: <ProviderFacts provider={p} />,
  }),
  actions: ['edit', 'activate', 'delete', 'feature'],
  featureKind: 'face',
  savedItem: (provider) => provider,
  addForm: providerForm.addForm,
  editForm: (p, { save, cancel }) => (
    <div className="flex flex-col gap-6">
      {providerForm.editForm(p, { save, cancel })}
      <ProviderPhotos provider={p} />
    </div>
  ),
});

export default function AdminProvidersPage() {
  return <ResourcePage resource={providers} />;
}
