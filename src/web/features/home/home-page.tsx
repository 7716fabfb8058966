import { useQuery } from '@tanstack/react-query';
import { SITE } from '../../../shared/constants';
import { Container } from '../../components/ui/container';
import { NextCarnivalCard } from '../carnivals/next-carnival-card';
import { adsQuery } from './api';
import { HomeAds } from './home-ads';
import { HomeHero } from './home-hero';
import { HomePicks } from './home-picks';

/**
 * Home (public-site.md §2.3): hero slider, hero ads, the next carnival's countdown (issue #24), the six featured
 * lists. The partners strip runs in the
 * footer of this page as of every page that has it.
 *
 * The featured lists wait for the ads' first answer (a cached call, sent with the page): the banners' height is
 * unknown until then (none, one or several, each as tall as its text), and lists drawn first would be pushed down
 * under the reader's eyes when they arrive. A failed first try releases the lists at once.
 */
export default function HomePage() {
  const ads = useQuery(adsQuery('hero'));
  const adsSettled = !ads.isPending || ads.failureCount > 0;
  return (
    <>
      <title>{`${SITE.name} · Caribbean carnival and travel`}</title>
      <Container width="xl">
        <h1 className="sr-only">{SITE.name}: Caribbean carnival and travel</h1>
        <HomeHero />
        <div aria-busy={!adsSettled || undefined}>
          {adsSettled ? (
            <>
              <HomeAds />
              <NextCarnivalCard />
              <HomePicks />
            </>
          ) : null}
        </div>
      </Container>
    </>
  );
}
