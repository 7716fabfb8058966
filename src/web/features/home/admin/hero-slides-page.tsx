import { heroSlideInputSchema } from '../../../../shared/domains/home-admin';
import { FormTextArea, FormTextField } from '../../../components/form/fields';
import { ManagerForm } from '../../../components/manager/manager-form';
import { FormImageField } from '../../../components/form/image-field';
import { FormInstantField } from '../../../components/form/instant-field';
import { ContentManager, type ContentFormProps } from './content-manager';
import { LinkFact, ShowingBadge, WindowFact } from './content-form-parts';
import { slideTexts, windowHint } from './messages';

function SlideForm({ item, onSave, onCancel, submitLabel }: ContentFormProps<'hero-slides'>) {
  return (
    <ManagerForm
      schema={heroSlideInputSchema}
      aria-label={item ? `Edit ${item.title || 'hero slide'}` : 'Add a hero slide'}
      defaultValues={{
        title: item?.title ?? '',
        subtitle: item?.subtitle ?? '',
        imageUrl: item?.imageUrl ?? '',
        mobileImageUrl: item?.mobileImageUrl ?? null,
        linkUrl: item?.linkUrl ?? '',
        startsAt: item?.startsAt ?? '',
        endsAt: item?.endsAt ?? '',
      }}
      errorFallback={item ? slideTexts.updateFailed : slideTexts.addFailed}
      onSubmit={onSave}
      submitLabel={submitLabel}
      onCancel={onCancel}
      columns
    >
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
    </ManagerForm>
  );
}

/** /admin/hero-slides: the home slider's slides, in order, with their link and active window. */
export default function AdminHeroSlidesPage() {
  return (
    <ContentManager
      list="hero-slides"
      texts={slideTexts}
      icon="camera"
      itemName={(slide) => slide.title || 'Untitled slide'}
      imageOf={(slide) => slide.imageUrl}
      badges={(slide) => <ShowingBadge active={slide.active} showing={slide.showing} />}
      facts={(slide) => (
        <div className="flex flex-col gap-1">
          {slide.subtitle ? <p>{slide.subtitle}</p> : null}
          <LinkFact href={slide.linkUrl} />
          <WindowFact startsAt={slide.startsAt} endsAt={slide.endsAt} />
          {slide.mobileImageUrl ? <p>Has a mobile image</p> : null}
        </div>
      )}
      Form={SlideForm}
    />
  );
}
