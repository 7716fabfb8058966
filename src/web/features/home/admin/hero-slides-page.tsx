import { heroSlideInputSchema } from '../../../../shared/domains/home-admin';
import { FormTextArea, FormTextField } from '../../../components/form/fields';
import { FormImageField } from '../../../components/form/image-field';
import { FormInstantField } from '../../../components/form/instant-field';
import { ContentManager, type ContentForm } from './content-manager';
import { ShowingBadge, WindowedFacts } from './content-form-parts';
import { slideTexts, windowHint } from './messages';

/** A slide's add and edit form (its text, link, pictures and window). */
const slideForm: ContentForm<'hero-slides', typeof heroSlideInputSchema> = {
  schema: heroSlideInputSchema,
  label: (slide) => (slide ? `Edit ${slide.title || 'hero slide'}` : 'Add a hero slide'),
  values: (slide) => ({
    title: slide?.title ?? '',
    subtitle: slide?.subtitle ?? '',
    imageUrl: slide?.imageUrl ?? '',
    mobileImageUrl: slide?.mobileImageUrl ?? null,
    linkUrl: slide?.linkUrl ?? '',
    startsAt: slide?.startsAt ?? '',
    endsAt: slide?.endsAt ?? '',
  }),
  fields: (
    <>
      <FormTextField label="Title" name="title" />
      <FormTextField
        label="Link"
        name="linkUrl"
        hint="Where Find out more leads: https://… or a page of this site such as /fete-guide"
      />
      <div className="sm:col-span-2">
        <FormTextArea label="Text" name="subtitle" rows={2} />
      </div>
      <FormImageField label="Image" name="imageUrl" required removable={false} />
      <FormImageField label="Mobile image (optional)" name="mobileImageUrl" hint="Shown on narrow screens" />
      <FormInstantField label="Show from" name="startsAt" hint={windowHint} />
      <FormInstantField label="Show until" name="endsAt" hint={windowHint} />
    </>
  ),
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
