import { useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { HERO, MOBILE_MAX_WIDTH } from '../../../shared/constants';
import type { HeroSlideItem } from '../../../shared/schemas/public';
import { ContentLink } from '../../components/listing/external-link';
import { buttonClasses } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { cx } from '../../lib/cx';
import { DEFAULT_HERO_IMAGES, fallBackTo, imageSrc } from '../../lib/images';
import { usePrefersReducedMotion } from '../../lib/motion';

export type HeroSlide = HeroSlideItem;

/** Shown when no slide loads (public-site.md §2.3). */
export const DEFAULT_SLIDES: HeroSlide[] = [
  {
    id: 'default-1',
    title: 'Feel the fete, wherever it takes you.',
    subtitle: 'Fetes and concerts, carnival bands, destinations, eats, faces and the Fete Marqet.',
    imageUrl: DEFAULT_HERO_IMAGES[0],
    mobileImageUrl: null,
    linkUrl: null,
  },
  {
    id: 'default-2',
    title: 'Plan your carnival season.',
    subtitle: 'Find the next festival, carnival or cruise and who to play mas with.',
    imageUrl: DEFAULT_HERO_IMAGES[1],
    mobileImageUrl: null,
    linkUrl: null,
  },
];

const controlClasses =
  'h-11 w-11 items-center justify-center rounded-full bg-white/85 text-night-900 shadow-md ring-1 ring-black/10 backdrop-blur transition hover:bg-white';

function PlayPauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="h-5 w-5" fill="currentColor">
      {paused ? <path d="M8 5.5v13l10.5-6.5z" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />}
    </svg>
  );
}

/**
 * The home hero: slides every 5 s, arrows, dots, swipe beyond 50 px, wrapping around. It holds still while
 * hovered or focused, when paused with its button (aria-pressed), and by default for reduced motion.
 */
export function HeroSlider({ slides }: { slides: HeroSlide[] }) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const current = count > 0 ? index % count : 0;
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const touchStartX = useRef<number | null>(null);
  const playing = count > 1 && !paused && !hovered && !focusWithin;

  const go = (next: number) => setIndex(((next % count) + count) % count);

  // A timeout per slide: moving by hand restarts the 5 s.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), HERO.autoAdvanceMs);
    return () => clearTimeout(timer);
  }, [playing, current, count]);

  function onTouchStart(event: TouchEvent) {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  }
  function onTouchEnd(event: TouchEvent) {
    const start = touchStartX.current;
    touchStartX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined) return;
    const dx = end - start;
    if (Math.abs(dx) <= HERO.swipeThresholdPx) return;
    go(dx < 0 ? current + 1 : current - 1);
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') go(current + 1);
    else if (event.key === 'ArrowLeft') go(current - 1);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
      onKeyDown={count > 1 ? onKeyDown : undefined}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      className="relative isolate h-[26rem] overflow-hidden rounded-3xl bg-night-900 shadow-xl sm:h-[30rem]"
    >
      {/* Announce the new slide only when the visitor moved it, never every 5 s. */}
      <div aria-live={playing ? 'off' : 'polite'} className="absolute inset-0">
        {slides.map((slide, i) => {
          const active = i === current;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={!active}
              inert={!active}
              className={cx(
                'absolute inset-0 transition-opacity duration-700 ease-out',
                active ? 'opacity-100' : 'pointer-events-none opacity-0',
              )}
            >
              <picture>
                {slide.mobileImageUrl ? (
                  <source
                    media={`(max-width: ${MOBILE_MAX_WIDTH - 1}px)`}
                    srcSet={imageSrc(slide.mobileImageUrl, imageSrc(slide.imageUrl))}
                  />
                ) : null}
                <img
                  src={imageSrc(slide.imageUrl, DEFAULT_HERO_IMAGES[i % 2])}
                  onError={fallBackTo(DEFAULT_HERO_IMAGES[i % 2])}
                  alt=""
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  className="absolute inset-0 h-full w-full object-cover"
                />
              </picture>
              <div
                aria-hidden="true"
                className="absolute inset-0 bg-linear-to-t from-night-950/90 via-night-950/35 to-transparent sm:bg-linear-to-r sm:from-night-950/85 sm:via-night-950/40"
              />
              <div
                aria-hidden="true"
                className="absolute inset-x-0 bottom-0 hidden h-1/3 bg-linear-to-t from-night-950/80 to-transparent sm:block"
              />
              <div className="absolute inset-x-0 bottom-0 flex flex-col gap-3 px-6 pb-20 sm:top-0 sm:max-w-2xl sm:justify-center sm:px-16 sm:pb-10">
                <h2 className="font-display text-3xl leading-tight font-black tracking-tight text-white drop-shadow sm:text-5xl">
                  {slide.title}
                </h2>
                {slide.subtitle ? (
                  <p className="max-w-xl text-base text-white/90 drop-shadow sm:text-lg">{slide.subtitle}</p>
                ) : null}
                {slide.linkUrl ? (
                  <ContentLink
                    href={slide.linkUrl}
                    aria-label={`Find out more: ${slide.title}`}
                    className={cx(buttonClasses({}), 'w-fit')}
                  >
                    Find out more
                  </ContentLink>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => go(current - 1)}
            aria-label="Previous slide"
            className={cx(controlClasses, 'absolute top-1/2 left-3 hidden -translate-y-1/2 sm:inline-flex')}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            onClick={() => go(current + 1)}
            aria-label="Next slide"
            className={cx(controlClasses, 'absolute top-1/2 right-3 hidden -translate-y-1/2 sm:inline-flex')}
          >
            <Icon name="chevronRight" />
          </button>
          <div className="absolute inset-x-0 bottom-4 flex items-center justify-center gap-3 px-4">
            <button
              type="button"
              onClick={() => go(current - 1)}
              aria-label="Previous slide"
              className={cx(controlClasses, 'inline-flex h-10 w-10 sm:hidden')}
            >
              <Icon name="chevronLeft" />
            </button>
            <ul className="flex items-center gap-1 rounded-full bg-night-950/45 px-2 py-1 backdrop-blur">
              {slides.map((slide, i) => (
                <li key={slide.id}>
                  <button
                    type="button"
                    onClick={() => go(i)}
                    aria-label={`Go to slide ${i + 1}`}
                    aria-current={i === current ? 'true' : undefined}
                    className="flex h-8 min-w-8 items-center justify-center rounded-full"
                  >
                    <span
                      aria-hidden="true"
                      className={cx(
                        'block h-2.5 rounded-full transition-all',
                        i === current ? 'w-7 bg-white' : 'w-2.5 bg-white/55 ring-1 ring-white/80',
                      )}
                    />
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => go(current + 1)}
              aria-label="Next slide"
              className={cx(controlClasses, 'inline-flex h-10 w-10 sm:hidden')}
            >
              <Icon name="chevronRight" />
            </button>
            <button
              type="button"
              onClick={() => setUserPaused(!paused)}
              aria-pressed={paused}
              aria-label="Pause slideshow"
              title={paused ? 'Play slideshow' : 'Pause slideshow'}
              className={cx(controlClasses, 'inline-flex h-10 w-10')}
            >
              <PlayPauseIcon paused={paused} />
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
