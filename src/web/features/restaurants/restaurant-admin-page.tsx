import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { restaurantMessages } from './messages';

/** The owner's own restaurant (member-areas.md §2, Restaurant management). */
export default function RestaurantAdminPage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Fete Eats"
        title="My Restaurant"
        description="Owners keep their restaurant's details, menu and discounts up to date here."
      />
      <EmptyState icon="utensils" title={restaurantMessages.noOwnedRestaurant} />
    </Container>
  );
}
