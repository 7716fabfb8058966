import { useState } from 'react';
import { z } from 'zod';
import {
  providerAdminMessages as texts,
  testimonialCreateSchema,
  TESTIMONIALS_MAX,
  type ProviderAdminItem,
} from '../../../../shared/domains/provider-admin';
import { Form } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/fields';
import { FormImageField } from '../../../components/form/image-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { wireSchema } from '../../../components/form/wire-schema';
import { DeleteButton } from '../../../components/manager/item-actions';
import { MoveButtons, type MoveDirection } from '../../../components/manager/move-buttons';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { errorMessage } from '../../../lib/api';
import { useAddTestimonial, useRemoveTestimonial, useReorderTestimonials } from './api';

const photoInputs = z.object({
  imageUrl: z.string().nullable(),
  caption: z.string(),
  clientName: z.string(),
  service: z.string(),
});
const photoFormSchema = wireSchema(photoInputs, testimonialCreateSchema, (values) => values);
const blankPhoto = { imageUrl: null, caption: '', clientName: '', service: '' };

const REORDER_FAILED = 'Failed to reorder photos';
const ADD_FAILED = 'Failed to add photo';
const REMOVE_FAILED = 'Failed to remove photo';

/**
 * The client photos of the provider's page (public-site.md §2.7, "Clients"): add, remove and reorder. Each
 * change is saved at once; the public page shows them in this order.
 */
export function ProviderPhotos({ provider }: { provider: ProviderAdminItem }) {
  const name = `${provider.firstName} ${provider.lastName}`;
  const add = useAddTestimonial();
  const remove = useRemoveTestimonial();
  const reorder = useReorderTestimonials();
  const [formKey, setFormKey] = useState(0);
  const photos = provider.testimonials;

  function move(index: number, direction: MoveDirection) {
    const ids = photos.map((photo) => photo.id);
    const target = direction === 'up' ? index - 1 : index + 1;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    reorder.mutate({ id: provider.id, ids });
  }

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
      {reorder.isError ? <Alert tone="error">{errorMessage(reorder.error, REORDER_FAILED)}</Alert> : null}
      {photos.length === 0 ? (
        <p className="text-sm text-gray-700">No client photos yet.</p>
      ) : (
        <ol aria-label={`Client photos of ${name}`} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo, index) => {
            const label = photo.caption || `Photo ${index + 1}`;
            return (
              <li key={photo.id} className="flex flex-col gap-2 rounded-xl p-2 ring-1 ring-night-900/10">
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
                <div className="flex flex-wrap gap-1">
                  <MoveButtons
                    index={index}
                    count={photos.length}
                    itemName={label}
                    disabled={reorder.isPending}
                    onMove={(direction) => move(index, direction)}
                  />
                  <DeleteButton
                    label="Remove"
                    itemName={label}
                    message="Are you sure you want to remove this photo from the provider’s page?"
                    failedMessage={REMOVE_FAILED}
                    onDelete={() => remove.mutateAsync({ id: provider.id, photoId: photo.id })}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {photos.length < TESTIMONIALS_MAX ? (
        <Form
          key={formKey}
          schema={photoFormSchema}
          defaultValues={blankPhoto}
          errorFallback={ADD_FAILED}
          aria-label={`Add a client photo for ${name}`}
          className="flex flex-col gap-3 rounded-xl bg-sunset-50/60 p-3"
          onSubmit={async (input) => {
            await add.mutateAsync({ id: provider.id, input });
            setFormKey((k) => k + 1);
          }}
        >
          <FormImageField label="Client photo" name="imageUrl" purpose="image" required removable={false} />
          <div className="grid gap-3 sm:grid-cols-3">
            <FormTextField label="Caption" name="caption" maxLength={300} />
            <FormTextField label="Client name" name="clientName" maxLength={300} />
            <FormTextField label="Service" name="service" maxLength={300} />
          </div>
          <div>
            <SubmitButton loadingText="Adding...">Add Photo</SubmitButton>
          </div>
        </Form>
      ) : (
        <p className="text-sm text-gray-700">{texts.photosMax}</p>
      )}
    </section>
  );
}
