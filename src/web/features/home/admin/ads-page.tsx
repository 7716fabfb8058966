import { adInputSchema } from '../../../../shared/domains/home-admin';
import { FormTextArea, FormTextField } from '../../../components/form/fields';
import { FormImageField } from '../../../components/form/image-field';
import { FormInstantField } from '../../../components/form/instant-field';
import { Badge } from '../../../components/ui/badge';
import { ContentManager, type ContentForm } from './content-manager';
import { ShowingBadge, WindowedFacts } from './content-form-parts';
import { adTexts, windowHint } from './messages';

/** An ad's add and edit form (the position, its text, picture, link and window). */
const adForm: ContentForm<'ads', typeof adInputSchema> = {
  schema: adInputSchema,
  label: (ad) => (ad ? `Edit ${ad.title || 'ad'}` : 'Add an ad'),
  values: (ad) => ({
    position: ad?.position ?? 'hero',
    title: ad?.title ?? '',
    description: ad?.description ?? '',
    imageUrl: ad?.imageUrl ?? '',
    linkUrl: ad?.linkUrl ?? '',
    startsAt: ad?.startsAt ?? '',
    endsAt: ad?.endsAt ?? '',
  }),
  fields: (
    <>
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
    </>
  ),
};

/** /admin/ads: banners by position (hero: the home page), each ordered within its position. */
export default function AdminAdsPage() {
  return (
    <ContentManager
      list="ads"
      texts={adTexts}
      icon="camera"
      itemName={(ad) => ad.title || 'Untitled ad'}
      groupOf={(ad) => ad.position}
      card={(ad) => ({
        imageUrl: ad.imageUrl,
        badges: (
          <>
            <Badge tone="sea">Position: {ad.position}</Badge>
            <ShowingBadge active={ad.active} showing={ad.showing} />
          </>
        ),
        facts: (
          <WindowedFacts
            text={ad.description}
            linkUrl={ad.linkUrl}
            startsAt={ad.startsAt}
            endsAt={ad.endsAt}
          />
        ),
      })}
      form={adForm}
    />
  );
}
