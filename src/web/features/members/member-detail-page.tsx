import { ItemNotFound } from '../../components/detail/item-not-found';
import { memberMessages } from './messages';

export default function MemberDetailPage() {
  return (
    <ItemNotFound
      icon="users"
      message={memberMessages.userNotFound}
      backTo="/fete-nation"
      backLabel="Back to Fete Nation"
    />
  );
}
