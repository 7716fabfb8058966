import { adInputSchema } from '../../../../shared/domains/home-admin';
import { Badge } from '../../../components/ui/badge';
import { ContentManager, type ContentForm } from './content-manager';
import { ShowingBadge, WindowedFacts } from './content-form-parts';
import { adTexts, windowHint } from './messages';

/** An ad's add and edit form (the position, its text, picture, link and window). */
const adForm: ContentForm<'ads', typeof adInputSchema> = {
  schema: adInputSchema,
  label: (ad) => (ad ? `Edit ${ad.title || 'ad'}` : 'Add an ad'),
  fields: [
    { name: 'title', label: 'Title' },
    {
      name: 'position',
      label: 'Position',
      required: true,
      hint: "Where the ad shows: hero is under the home page's slider",
      blank: 'hero',
    },
    { kind: 'area', name: 'description', label: 'Description', rows: 2, wide: true },
    { kind: 'image', name: 'imageUrl', label: 'Image', required: true, removable: false },
    { name: 'linkUrl', label: 'Link', hint: 'https://… or a page of this site such as /fete-rides' },
    {
      kind: 'instant',
      name: 'startsAt',
      label: 'Starts',
      hint: 'In your own time zone. Leave blank to start now.',
    },
    { kind: 'instant', name: 'endsAt', label: 'Ends', hint: windowHint },
  ],
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
