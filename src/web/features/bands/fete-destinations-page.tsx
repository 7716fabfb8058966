import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { bandMessages } from './messages';

export default function FeteDestinationsPage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Fete Destinations"
        title="Carnival Bands"
        documentTitle="Fete Destinations"
        description="Find a carnival band, see its dates and register to play mas."
      />
      <EmptyState icon="music" title={bandMessages.noBands} />
    </Container>
  );
}
