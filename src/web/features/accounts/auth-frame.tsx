import type { ReactNode, Ref } from 'react';
import { SITE } from '../../../shared/constants';
import { Container } from '../../components/ui/container';

/** The frame of the sign-in, sign-up and reset pages: a carnival panel beside a form card. */
export function AuthFrame({
  title,
  documentTitle,
  subtitle,
  children,
  footer,
  headingRef,
  aside,
}: {
  title: string;
  documentTitle?: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Focus target when the card's content changes (wizard steps). */
  headingRef?: Ref<HTMLHeadingElement>;
  aside?: ReactNode;
}) {
  return (
    <Container width="lg" className="py-4 sm:py-8">
      <title>{`${documentTitle ?? title} · ${SITE.name}`}</title>
      <div className="grid overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-night-900/10 lg:grid-cols-[5fr_6fr]">
        <div className="relative isolate hidden overflow-hidden bg-night-900 p-10 text-white lg:flex lg:flex-col lg:justify-between">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_15%,rgb(225_29_72/0.6),transparent_45%),radial-gradient(circle_at_90%_40%,rgb(249_115_22/0.45),transparent_45%),radial-gradient(circle_at_30%_100%,rgb(250_204_21/0.4),transparent_45%)]"
          />
          <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">Fete ID</p>
          <div>
            <p className="font-display text-4xl leading-tight font-black">Your pass to every fete.</p>
            <p className="mt-4 text-white/90">
              Like events, bands and eats, keep your receipts and forms in one place, and meet the Fete
              Nation.
            </p>
          </div>
          {aside ?? <p className="text-sm text-white/90">Gold membership is free for one year.</p>}
        </div>
        <div className="flex flex-col gap-6 p-6 sm:p-10">
          <div>
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="font-display text-3xl font-bold tracking-tight text-night-900 focus:outline-none"
            >
              {title}
            </h1>
            {subtitle ? <div className="mt-2 text-gray-700">{subtitle}</div> : null}
          </div>
          {children}
          {footer ? (
            <div className="border-t border-gray-200 pt-5 text-sm text-gray-700">{footer}</div>
          ) : null}
        </div>
      </div>
    </Container>
  );
}

export const textLinkClasses =
  'rounded font-semibold text-carnival-700 underline-offset-2 hover:text-carnival-800 hover:underline';
