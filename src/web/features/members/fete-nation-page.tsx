import { Container } from '../../components/ui/container';
import { ComingSoon } from '../../components/ui/coming-soon';
import { PageHeader } from '../../components/ui/page-header';

export default function FeteNationPage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Fete Nation"
        title="Fete Nation"
        description="The Fete community: find members by name or territory and start a chat."
      />
      <ComingSoon
        icon="users"
        what="The member directory is on its way: find Fete members by name or territory and start a chat."
      />
    </Container>
  );
}
