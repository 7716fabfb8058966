import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { staffMessages } from './messages';

/** Member-only (member-areas.md §2, Staff application). */
export default function StaffApplicationPage() {
  return (
    <Container width="md">
      <PageHeader
        eyebrow="Fete Staff"
        title="Become a Fete Staff"
        description="Work the fete with us. Choose an open position to apply."
      />
      <EmptyState icon="briefcase" title={staffMessages.noPositions} />
    </Container>
  );
}
