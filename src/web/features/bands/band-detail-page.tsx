import { ItemNotFound } from '../site/item-not-found';
import { bandMessages } from './messages';

export default function BandDetailPage() {
  return (
    <ItemNotFound
      icon="music"
      message={bandMessages.bandNotFound}
      backTo="/fete-destinations"
      backLabel="Back to Fete Destinations"
    />
  );
}
