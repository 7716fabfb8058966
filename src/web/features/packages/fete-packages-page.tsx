import { MembersOnlyList } from './members-only-list';

export default function FetePackagesPage() {
  return (
    <MembersOnlyList
      kind="package"
      icon="gift"
      description="Carnival and fete packages put together for members."
    />
  );
}
