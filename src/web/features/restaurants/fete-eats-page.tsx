import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { restaurantMessages } from './messages';

export default function FeteEatsPage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Fete Eats"
        title="Fete Eats"
        description="Caribbean, Creole, seafood, BBQ and street food: restaurants worth the trip."
      />
      <EmptyState icon="utensils" title={restaurantMessages.noRestaurants} />
    </Container>
  );
}
