import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { marqetMessages } from './messages';

export default function FeteMarqetPage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Fete Marqet"
        title="Fete Marqet"
        description="Costumes, swimwear, accessories and more from carnival sellers."
      />
      <EmptyState icon="bag" title={marqetMessages.noProducts} />
    </Container>
  );
}
