import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  providerAdminMessages as texts,
  testimonialCreateSchema,
  TESTIMONIALS_MAX,
  type ProviderAdminItem,
} from '../../../../shared/domains/provider-admin';
import { FormTextField } from '../../../components/form/fields';
import { FormImageField } from '../../../components/form/image-field';
import { wireSchema } from '../../../components/form/wire-schema';
import { showSavedRow } from '../../../components/manager/show-saved-row';
import { SubCollection } from '../../../components/sub-collection/sub-collection';
import { Badge } from '../../../components/ui/badge';
import { faceEndpoints as e } from '../../../endpoints/faces';
import { write } from '../../../lib/client';
import { providerName } from '../provider-card';

/** A new photo's inputs: no image chosen yet (the server's schema then asks for one). */
const blankPhoto = { imageUrl: null as string | null, caption: '', clientName: '', service: '' };
const photoFormSchema = wireSchema(
  z.custom<typeof blankPhoto>(),
  testimonialCreateSchema,
  (values) => values,
);

const fields = (
  <>
    <FormImageField label="Client photo" name="imageUrl" purpose="image" required removable={false} />
    <div className="grid gap-3 sm:grid-cols-3">
      <FormTextField label="Caption" name="caption" maxLength={300} />
      <FormTextField label="Client name" name="clientName" maxLength={300} />
      <FormTextField label="Service" name="service" maxLength={300} />
    </div>
  </>
);

/**
 * The client photos of the provider's page (public-site.md §2.7, "Clients"): add, remove and reorder. Each
 * change is saved at once; the public page shows them in this order.
 */
export function ProviderPhotos({ provider }: { provider: ProviderAdminItem }) {
  const name = providerName(provider);
  const photos = provider.testimonials;
  const queryClient = useQueryClient();
  const params = { id: provider.id };
  /**
   * Every page of the manager shows the provider as a change leaves her at once (a removal answers only the
   * photo's id: she is shown without it), before the list has asked again, so a next move starts from the photos
   * on screen.
   */
  const show = (changed: ProviderAdminItem) => showSavedRow(queryClient, e.adminList, changed);

  return (
    <section
      aria-labelledby={`photos-${provider.id}`}
      className="flex flex-col gap-4 border-t border-night-900/10 pt-4"
    >
      <div>
        <h3 id={`photos-${provider.id}`} className="text-base font-bold text-night-900">
          Client photos
        </h3>
        <p className="text-sm text-gray-700">
          Shown on the provider’s page in this order. Changes here are saved at once.
        </p>
      </div>
      <SubCollection
        source={{ items: photos }}
        layout="cards"
        listLabel={`Client photos of ${name}`}
        name={(photo, index) => photo.caption || `Photo ${index + 1}`}
        empty="No client photos yet."
        form={{ schema: photoFormSchema, fields, values: () => blankPhoto, pendingLabel: 'Adding...' }}
        add={{
          placement: 'below',
          label: 'Add Photo',
          title: `Add a client photo for ${name}`,
          errorFallback: 'Failed to add photo',
          onAdd: (body) => write(queryClient, e.addTestimonial, { params, body }).then(show),
          closed: photos.length < TESTIMONIALS_MAX ? null : texts.photosMax,
        }}
        move={{
          failedMessage: 'Failed to reorder photos',
          onMove: (_photo, index, direction) => {
            const ids = photos.map((photo) => photo.id);
            const target = direction === 'up' ? index - 1 : index + 1;
            [ids[index], ids[target]] = [ids[target]!, ids[index]!];
            return write(queryClient, e.reorderTestimonials, { params, body: { ids } }).then(show);
          },
        }}
        remove={{
          label: 'Remove',
          message: 'Are you sure you want to remove this photo from the provider’s page?',
          failedMessage: 'Failed to remove photo',
          onRemove: (photo) =>
            write(queryClient, e.removeTestimonial, { params: { ...params, testimonialId: photo.id } }).then(
              () => show({ ...provider, testimonials: photos.filter((kept) => kept.id !== photo.id) }),
            ),
        }}
        render={(photo, index, label) => (
          <>
            <img
              src={photo.imageUrl}
              alt={photo.caption || `Client photo ${index + 1} of ${name}`}
              loading="lazy"
              className="aspect-square w-full rounded-lg object-cover"
            />
            <p className="text-sm font-semibold text-night-900">{label}</p>
            {photo.clientName || photo.service ? (
              <p className="text-xs text-gray-700">
                {[photo.clientName, photo.service].filter(Boolean).join(' · ')}
              </p>
            ) : null}
            {photo.active ? null : <Badge tone="warning">Hidden</Badge>}
          </>
        )}
      />
    </section>
  );
}
