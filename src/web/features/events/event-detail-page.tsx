import { ItemNotFound } from '../site/item-not-found';
import { eventMessages } from './messages';

export default function EventDetailPage() {
  return (
    <ItemNotFound
      icon="calendar"
      message={eventMessages.eventNotFound}
      backTo="/fete-guide"
      backLabel="Back to Fete Guide"
    />
  );
}
