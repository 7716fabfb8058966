import type { Testimonial } from '../../../shared/schemas/faces';
import { PhotoGallery, type GalleryPhoto } from '../../components/ui/photo-gallery';
import { imageSrc } from '../../lib/images';

function describe(t: Testimonial, index: number): string {
  return t.caption || [t.clientName, t.service].filter(Boolean).join(', ') || `Client photo ${index + 1}`;
}

/** The Clients grid of a provider's page: testimonial photos that open the lightbox. */
export function ProviderClients({
  testimonials,
  providerName,
}: {
  testimonials: Testimonial[];
  providerName: string;
}) {
  const photos: GalleryPhoto[] = testimonials.map((t, i) => ({
    id: t.id,
    src: imageSrc(t.imageUrl),
    alt: describe(t, i),
    note: [t.clientName, t.service].filter(Boolean).join(' · ') || undefined,
    details: (
      <>
        {t.caption ? <span className="block font-semibold text-white">{t.caption}</span> : null}
        {t.clientName ? <span className="block">Client: {t.clientName}</span> : null}
        {t.service ? <span className="block">Service: {t.service}</span> : null}
      </>
    ),
  }));

  return (
    <section aria-labelledby="clients-title" className="flex flex-col gap-4">
      <h2 id="clients-title" className="font-display text-xl font-bold text-night-900">
        Clients
      </h2>
      <PhotoGallery title={`Clients of ${providerName}`} photos={photos} />
    </section>
  );
}
