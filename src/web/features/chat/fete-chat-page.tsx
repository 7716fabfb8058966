import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { LinkButton } from '../../components/ui/link-button';
import { PageHeader } from '../../components/ui/page-header';

/** Member-only chat; Fete Nation's Start Chat leads here. */
export default function FeteChatPage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Fete Nation"
        title="Fete Chat"
        description="Your conversations with other members."
      />
      <EmptyState
        icon="chat"
        title="No conversations yet"
        description="Find a member in Fete Nation and choose Start Chat."
        action={<LinkButton to="/fete-nation">Go to Fete Nation</LinkButton>}
      />
    </Container>
  );
}
