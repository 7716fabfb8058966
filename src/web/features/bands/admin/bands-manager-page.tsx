import { paths } from '../../../app/paths';
import { FeatureToggle } from '../../../components/listing/feature-toggle';
import {
  adminResourceEndpoints,
  defineResource,
  ResourcePage,
} from '../../../components/manager/resource-page';
import { LinkButton } from '../../../components/ui/link-button';
import { bandEndpoints as e } from '../../../endpoints/bands';
import { bandDates, bandPlace } from '../band-format';
import { bandForm } from './band-form';
import { bandsAdminMessages as t } from './messages';

/** /admin/bands: every band (inactive ones marked), searched and paged by the server. */
const bands = defineResource({
  endpoints: adminResourceEndpoints(e),
  texts: t,
  flash: t,
  icon: 'music',
  search: { label: t.search, placeholder: t.searchPlaceholder, noun: { singular: 'band', plural: 'bands' } },
  name: (band) => band.name,
  card: (band) => ({
    imageUrl: band.imageUrl,
    badges: <FeatureToggle kind="band" id={band.id} featured={band.featured} label={band.name} allowed />,
    facts: (
      <div className="flex flex-col gap-1">
        <p>{bandDates(band)}</p>
        {bandPlace(band) ? <p>{bandPlace(band)}</p> : null}
        {band.description ? <p className="line-clamp-3">{band.description}</p> : null}
      </div>
    ),
  }),
  actions: [
    'edit',
    'activate',
    (band) => (
      <LinkButton
        to={paths.band(band.id, band.name)}
        variant="ghost"
        size="sm"
        aria-label={`View ${band.name}`}
      >
        View
      </LinkButton>
    ),
    'delete',
  ],
  ...bandForm,
});

export default function AdminBandsPage() {
  return <ResourcePage resource={bands} />;
}
