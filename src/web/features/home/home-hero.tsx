import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { HERO } from '../../../shared/constants';
import { heroSlidesQuery } from './api';
import { DEFAULT_SLIDES, HeroSlider } from './hero-slider';

/**
 * Loads the slides 1 s after the page appears (public-site.md §9). While the first try is out, a quiet
 * placeholder of the same size holds the place; once a try fails or there are no slides, the two local
 * slides show (and the real ones replace them if a retry succeeds).
 */
export function HomeHero() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), HERO.fetchDelayMs);
    return () => clearTimeout(timer);
  }, []);
  const query = useQuery({ ...heroSlidesQuery, enabled: started });

  if (query.data && query.data.length > 0) return <HeroSlider slides={query.data} />;
  if (query.data || query.isError || query.failureCount > 0) return <HeroSlider slides={DEFAULT_SLIDES} />;
  return (
    <div
      role="status"
      className="relative h-[26rem] overflow-hidden rounded-3xl bg-linear-to-br from-night-900 via-night-800 to-carnival-800 shadow-xl sm:h-[30rem]"
    >
      <span className="sr-only">Loading highlights...</span>
      <div
        aria-hidden="true"
        className="absolute inset-0 animate-pulse bg-white/5 motion-reduce:animate-none"
      />
    </div>
  );
}
