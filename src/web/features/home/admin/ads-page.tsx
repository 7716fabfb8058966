import { adInputSchema } from '../../../../shared/domains/home-admin';
import { FormTextArea, FormTextField } from '../../../components/form/fields';
import { ManagerForm } from '../../../components/manager/manager-form';
import { FormImageField } from '../../../components/form/image-field';
import { FormInstantField } from '../../../components/form/instant-field';
import { Badge } from '../../../components/ui/badge';
import { ContentManager, type ContentFormProps } from './content-manager';
import { LinkFact, ShowingBadge, WindowFact } from './content-form-parts';
import { adTexts, windowHint } from './messages';

function AdForm({ item, onSave, onCancel, submitLabel }: ContentFormProps<'ads'>) {
  return (
    <ManagerForm
      schema={adInputSchema}
      aria-label={item ? `Edit ${item.title || 'ad'}` : 'Add an ad'}
      defaultValues={{
        position: item?.position ?? 'hero',
        title: item?.title ?? '',
        description: item?.description ?? '',
        imageUrl: item?.imageUrl ?? '',
        linkUrl: item?.linkUrl ?? '',
        startsAt: item?.startsAt ?? '',
        endsAt: item?.endsAt ?? '',
      }}
      errorFallback={item ? adTexts.updateFailed : adTexts.addFailed}
      onSubmit={onSave}
      submitLabel={submitLabel}
      onCancel={onCancel}
      columns
    >
      <FormTextField label="Title" name="title" />
      <FormTextField
        label="Position"
        name="position"
        required
        hint="Where the ad shows: hero is under the home page's slider"
      />
      <div className="sm:col-span-2">
        <FormTextArea label="Description" name="description" rows={2} />
      </div>
      <FormImageField label="Image" name="imageUrl" required removable={false} />
      <FormTextField
        label="Link"
        name="linkUrl"
        hint="https://… or a page of this site such as /fete-rides"
      />
      <FormInstantField
        label="Starts"
        name="startsAt"
        hint="In your own time zone. Leave blank to start now."
      />
      <FormInstantField label="Ends" name="endsAt" hint={windowHint} />
    </ManagerForm>
  );
}

/** /admin/ads: banners by position (hero: the home page), each ordered within its position. */
export default function AdminAdsPage() {
  return (
    <ContentManager
      list="ads"
      texts={adTexts}
      icon="camera"
      itemName={(ad) => ad.title || 'Untitled ad'}
      imageOf={(ad) => ad.imageUrl}
      groupOf={(ad) => ad.position}
      badges={(ad) => (
        <>
          <Badge tone="sea">Position: {ad.position}</Badge>
          <ShowingBadge active={ad.active} showing={ad.showing} />
        </>
      )}
      facts={(ad) => (
        <div className="flex flex-col gap-1">
          {ad.description ? <p>{ad.description}</p> : null}
          <LinkFact href={ad.linkUrl} />
          <WindowFact startsAt={ad.startsAt} endsAt={ad.endsAt} />
        </div>
      )}
      Form={AdForm}
    />
  );
}
