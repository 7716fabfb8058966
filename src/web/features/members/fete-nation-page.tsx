import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { memberMessages } from './messages';

export default function FeteNationPage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Fete Nation"
        title="Fete Nation"
        description="The Fete community: find members by name or territory and start a chat."
      />
      <EmptyState icon="users" title={memberMessages.noUsers} />
    </Container>
  );
}
