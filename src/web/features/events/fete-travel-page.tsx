import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { eventMessages } from './messages';

export default function FeteTravelPage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Fete Travel"
        title="Fete Travel"
        description="Festivals, carnivals and cruises worth travelling for."
      />
      <EmptyState icon="globe" title={eventMessages.noDestinations} />
    </Container>
  );
}
