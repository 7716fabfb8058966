import { Container } from '../../components/ui/container';
import { ComingSoon } from '../../components/ui/coming-soon';
import { PageHeader } from '../../components/ui/page-header';

/** Member-only (member-areas.md §2, Staff application). */
export default function StaffApplicationPage() {
  return (
    <Container width="md">
      <PageHeader
        eyebrow="Fete Staff"
        title="Become a Fete Staff"
        description="Work the fete with us. Choose an open position to apply."
      />
      <ComingSoon
        icon="briefcase"
        what="Staff applications are on their way: choose an open position and apply with your resume."
      />
    </Container>
  );
}
