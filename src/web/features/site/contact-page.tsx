import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { QueryView } from '../../components/ui/query-view';
import { siteContactQuery } from './api';
import { ContactLinks, hasContact } from './contact-links';
import { siteTexts } from './messages';

/** /contact (decision 0045): the site's contact address and social accounts, as the operator configured them. */
export default function ContactPage() {
  const query = useQuery(siteContactQuery);
  return (
    <Container width="md" className="py-8">
      <PageHeader title="Contact" description={siteTexts.contactIntro} />
      <QueryView query={query} loadingLabel="Loading..." failedMessage={siteTexts.contactFailed}>
        {(contact) => (
          <section aria-label="How to reach us" className="flex flex-col gap-4 text-base">
            {hasContact(contact) ? (
              <ContactLinks contact={contact} tone="day" />
            ) : (
              <p className="text-gray-700">{siteTexts.noContact}</p>
            )}
          </section>
        )}
      </QueryView>
      <p className="mt-10 text-sm text-gray-700">
        How Fete uses what you share:{' '}
        <Link to={paths.terms()} className="font-semibold text-carnival-700 underline">
          Terms and Conditions
        </Link>{' '}
        and{' '}
        <Link to={paths.privacy()} className="font-semibold text-carnival-700 underline">
          Privacy Policy
        </Link>
        .
      </p>
    </Container>
  );
}
