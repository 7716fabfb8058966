import { MembersOnlyList } from './members-only-list';

export default function FeteRidesPage() {
  return (
    <MembersOnlyList
      title="Fete Rides"
      icon="car"
      path="/fete-rides"
      description="Rides to and from the fete, for members."
    />
  );
}
