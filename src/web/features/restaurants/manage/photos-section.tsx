import {
  photoAddSchema,
  type ManagedPhoto,
  type PhotoAddInput,
  type PhotoMoveInput,
  type RestaurantManage,
} from '../../../../shared/domains/restaurant-manage';
import { FormTextField } from '../../../components/form/fields';
import { Form } from '../../../components/form/form';
import { FormImageField } from '../../../components/form/image-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { ActiveBadge } from '../../../components/manager/active-badge';
import { AddPanel } from '../../../components/manager/add-panel';
import { ActiveToggle, DeleteButton } from '../../../components/manager/item-actions';
import { MoveButtons } from '../../../components/manager/move-buttons';
import { useRestaurantWrite } from './manage-api';
import { manageMessages as t } from './manage-messages';
import { ManageSection } from './manage-section';

const photoName = (photo: ManagedPhoto, index: number) => photo.caption || `Photo ${index + 1}`;

/** The photo gallery in its public order: upload, move up or down, hide, remove. */
export function PhotosSection({ detail }: { detail: RestaurantManage }) {
  const id = detail.restaurant.id;
  const add = useRestaurantWrite(id, (w, input: PhotoAddInput) => w.addPhoto(id, input));
  const update = useRestaurantWrite(id, (w, v: { photo: ManagedPhoto; active: boolean }) =>
    w.updatePhoto(id, v.photo.id, { caption: v.photo.caption, active: v.active }),
  );
  const move = useRestaurantWrite(id, (w, v: { photoId: string } & PhotoMoveInput) =>
    w.movePhoto(id, v.photoId, { direction: v.direction }),
  );
  const remove = useRestaurantWrite(id, (w, photoId: string) => w.removePhoto(id, photoId));

  return (
    <ManageSection title="Photos" count={detail.photos.length}>
      <AddPanel label="Add Photo" title="Add a photo">
        {(close) => (
          <Form
            schema={photoAddSchema}
            defaultValues={{ imageUrl: '', caption: '' }}
            errorFallback={t.photoAddFailed}
            aria-label="Add a photo"
            onSubmit={async (values) => {
              await add.mutateAsync(values);
              close();
            }}
          >
            <div className="grid gap-4 md:grid-cols-2">
              <FormImageField
                name="imageUrl"
                label="Photo"
                required
                removable={false}
                previewAlt="New photo"
              />
              <FormTextField label="Caption" name="caption" autoComplete="off" />
            </div>
            <div>
              <SubmitButton loadingText="Adding...">Add Photo</SubmitButton>
            </div>
          </Form>
        )}
      </AddPanel>
      {detail.photos.length === 0 ? <p className="text-sm text-gray-700">{t.noPhotos}</p> : null}
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {detail.photos.map((photo, index) => {
          const name = photoName(photo, index);
          return (
            <li key={photo.id} className="flex flex-col gap-2 rounded-xl p-3 ring-1 ring-night-900/10">
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
              <div className="flex flex-wrap gap-2">
                <MoveButtons
                  index={index}
                  count={detail.photos.length}
                  itemName={name}
                  disabled={move.isPending}
                  onMove={(direction) => move.mutate({ photoId: photo.id, direction })}
                />
                <ActiveToggle
                  active={photo.active}
                  itemName={name}
                  failedMessage={t.photoUpdateFailed}
                  onToggle={(active) => update.mutateAsync({ photo, active })}
                />
                <DeleteButton
                  label="Remove"
                  itemName={name}
                  message={t.confirmDeletePhoto}
                  failedMessage={t.photoDeleteFailed}
                  onDelete={() => remove.mutateAsync(photo.id)}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {move.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t.photoUpdateFailed}
        </p>
      ) : null}
    </ManageSection>
  );
}
