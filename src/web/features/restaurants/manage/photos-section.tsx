import { photoAddSchema, type RestaurantManage } from '../../../../shared/domains/restaurant-manage';
import { FormTextField } from '../../../components/form/fields';
import { FormImageField } from '../../../components/form/image-field';
import { ActiveBadge } from '../../../components/manager/active-badge';
import { SubCollection } from '../../../components/sub-collection/sub-collection';
import { restaurantEndpoints as e } from '../../../endpoints/restaurants';
import { useRestaurantRemoval, useRestaurantWrite, type BodyOf, type ItemOf } from './manage-api';
import { manageMessages as t } from './manage-messages';
import { ManageSection } from './manage-section';

const fields = (
  <div className="grid gap-4 md:grid-cols-2">
    <FormImageField name="imageUrl" label="Photo" required removable={false} previewAlt="New photo" />
    <FormTextField label="Caption" name="caption" autoComplete="off" />
  </div>
);

/** The photo gallery in its public order: upload, move up or down, hide, remove. */
export function PhotosSection({ detail }: { detail: RestaurantManage }) {
  const id = detail.restaurant.id;
  const add = useRestaurantWrite(id, (w, input: BodyOf<typeof e.photos.add>) => w.addPhoto(id, input));
  const update = useRestaurantWrite(id, (w, v: { photo: ItemOf<'photos'>; active: boolean }) =>
    w.updatePhoto(id, v.photo.id, { caption: v.photo.caption, active: v.active }),
  );
  const move = useRestaurantWrite(id, (w, v: { photoId: string } & BodyOf<typeof e.photos.move>) =>
    w.movePhoto(id, v.photoId, { direction: v.direction }),
  );
  const remove = useRestaurantRemoval(id, 'photos', (w, photoId) => w.removePhoto(id, photoId));

  return (
    <ManageSection title="Photos" count={detail.photos.length}>
      <SubCollection
        source={{ items: detail.photos }}
        layout="cards"
        name={(photo, index) => photo.caption || `Photo ${index + 1}`}
        empty={t.noPhotos}
        form={{
          schema: photoAddSchema,
          fields,
          values: () => ({ imageUrl: '', caption: '' }),
          pendingLabel: 'Adding...',
        }}
        add={{
          placement: 'panel',
          label: 'Add Photo',
          title: 'Add a photo',
          errorFallback: t.photoAddFailed,
          onAdd: (input) => add.mutateAsync(input),
        }}
        move={{
          failedMessage: t.photoUpdateFailed,
          onMove: (photo, _index, direction) => move.mutateAsync({ photoId: photo.id, direction }),
        }}
        toggle={{
          failedMessage: t.photoUpdateFailed,
          onToggle: (photo, active) => update.mutateAsync({ photo, active }),
        }}
        remove={{
          label: 'Remove',
          message: t.confirmDeletePhoto,
          failedMessage: t.photoDeleteFailed,
          onRemove: (photo) => remove.mutateAsync(photo.id),
        }}
        render={(photo, index, name) => (
          <>
            <img
              src={photo.imageUrl}
              alt={name}
              loading="lazy"
              className={`aspect-video w-full rounded-lg object-cover ${photo.active ? '' : 'opacity-60'}`}
            />
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-night-900">
                {index + 1}. {name}
              </span>
              <ActiveBadge active={photo.active} />
            </div>
          </>
        )}
      />
    </ManageSection>
  );
}
