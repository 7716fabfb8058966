import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { faceMessages } from './messages';

export default function FeteFacesPage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Fete Faces"
        title="Fete Faces"
        description="Make-up artists and beauty providers for carnival, fetes and every big night."
      />
      <EmptyState icon="sparkles" title={faceMessages.noProviders} />
    </Container>
  );
}
