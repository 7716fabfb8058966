import { SITE } from '../../../shared/constants';
import { Container } from '../../components/ui/container';
import { HomeAds } from './home-ads';
import { HomeHero } from './home-hero';
import { HomePicks } from './home-picks';

/**
 * Home (public-site.md §2.3): hero slider, hero ads, the six featured lists. The partners strip runs in the
 * footer of this page as of every page that has it.
 */
export default function HomePage() {
  return (
    <>
      <title>{`${SITE.name} · Caribbean carnival and travel`}</title>
      <Container width="xl">
        <h1 className="sr-only">{SITE.name}: Caribbean carnival and travel</h1>
        <HomeHero />
        <HomeAds />
        <HomePicks />
      </Container>
    </>
  );
}
