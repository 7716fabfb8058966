import { heroSlideInputSchema } from '../../../../shared/domains/home-admin';
import { ContentManager, type ContentForm } from './content-manager';
import { ShowingBadge, WindowedFacts } from './content-form-parts';
import { slideTexts, windowHint } from './messages';

/** A slide's add and edit form (its text, link, pictures and window). */
const slideForm: ContentForm<'hero-slides', typeof heroSlideInputSchema> = {
  schema: heroSlideInputSchema,
  label: (slide) => (slide ? `Edit ${slide.title || 'hero slide'}` : 'Add a hero slide'),
  fields: [
    { name: 'title', label: 'Title' },
    {
      name: 'linkUrl',
      label: 'Link',
      hint: 'Where Find out more leads: https://… or a page of this site such as /fete-guide',
    },
    { kind: 'area', name: 'subtitle', label: 'Text', rows: 2, wide: true },
    { kind: 'image', name: 'imageUrl', label: 'Image', required: true, removable: false },
    {
      kind: 'image',
      name: 'mobileImageUrl',
      label: 'Mobile image (optional)',
      hint: 'Shown on narrow screens',
    },
    { kind: 'instant', name: 'startsAt', label: 'Show from', hint: windowHint },
    { kind: 'instant', name: 'endsAt', label: 'Show until', hint: windowHint },
  ],
};

/** /admin/hero-slides: the home slider's slides, in order, with their link and active window. */
export default function AdminHeroSlidesPage() {
  return (
    <ContentManager
      list="hero-slides"
      texts={slideTexts}
      icon="camera"
      itemName={(slide) => slide.title || 'Untitled slide'}
      card={(slide) => ({
        imageUrl: slide.imageUrl,
        badges: <ShowingBadge active={slide.active} showing={slide.showing} />,
        facts: (
          <WindowedFacts
            text={slide.subtitle}
            linkUrl={slide.linkUrl}
            startsAt={slide.startsAt}
            endsAt={slide.endsAt}
          >
            {slide.mobileImageUrl ? <p>Has a mobile image</p> : null}
          </WindowedFacts>
        ),
      })}
      form={slideForm}
    />
  );
}
