import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { siteMessages, type SitePageSlug } from '../../../shared/domains/site';
import { paths } from '../../app/paths';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { QueryView } from '../../components/ui/query-view';
import { formatLongDate } from '../../lib/format';
import { sitePageQuery } from './api';
import { PageText } from './page-text';

/** /terms and /privacy (decision 0045): the page an administrator last saved, and when. */
export default function SitePageScreen() {
  const { pathname } = useLocation();
  const slug: SitePageSlug = pathname.startsWith(paths.privacy()) ? 'privacy' : 'terms';
  const query = useQuery(sitePageQuery(slug));
  return (
    <Container width="md" className="py-8">
      <QueryView query={query} loadingLabel="Loading..." failedMessage={siteMessages.loadFailed}>
        {(page) => (
          <article>
            <PageHeader title={page.title} description={`Last updated ${formatLongDate(page.updatedAt)}`} />
            <PageText body={page.body} />
          </article>
        )}
      </QueryView>
    </Container>
  );
}
