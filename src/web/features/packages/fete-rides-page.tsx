import { MembersOnlyList } from './members-only-list';

export default function FeteRidesPage() {
  return <MembersOnlyList kind="ride" icon="car" description="Rides to and from the fete, for members." />;
}
