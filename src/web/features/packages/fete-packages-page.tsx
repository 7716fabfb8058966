import { MembersOnlyList } from './members-only-list';

export default function FetePackagesPage() {
  return (
    <MembersOnlyList
      title="Fete Packages"
      icon="gift"
      path="/fete-packages"
      description="Carnival and fete packages put together for members."
    />
  );
}
