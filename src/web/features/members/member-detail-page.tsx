import { ComingSoon } from '../../components/ui/coming-soon';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';

/** /fete-nation/{id}: a member's public profile, not built yet (it says so, rather than "User not found"). */
export default function MemberDetailPage() {
  return (
    <Container width="md">
      <title>Member profile · Fete Nation · Fete</title>
      <ComingSoon
        titleAs="h1"
        icon="users"
        what="Member profiles are on their way: see a member's picture, territory and badge, and start a chat."
        action={
          <LinkButton to="/fete-nation" variant="secondary">
            Back to Fete Nation
          </LinkButton>
        }
      />
    </Container>
  );
}
