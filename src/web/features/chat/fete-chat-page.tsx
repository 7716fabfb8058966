import { Container } from '../../components/ui/container';
import { ComingSoon } from '../../components/ui/coming-soon';
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
      <ComingSoon
        icon="chat"
        what="Fete Chat is on its way: talk one to one with other members, with new messages as they arrive."
        action={<LinkButton to="/fete-nation">Go to Fete Nation</LinkButton>}
      />
    </Container>
  );
}
