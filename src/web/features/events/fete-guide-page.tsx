import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { eventMessages } from './messages';

export default function FeteGuidePage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Fete Guide"
        title="Fete Guide"
        description="Parties, concerts and beach fetes across the Caribbean and its diaspora."
      />
      <EmptyState icon="calendar" title={eventMessages.noEvents} />
    </Container>
  );
}
