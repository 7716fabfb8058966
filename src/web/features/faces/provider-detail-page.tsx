import { ItemNotFound } from '../site/item-not-found';
import { faceMessages } from './messages';

export default function ProviderDetailPage() {
  return (
    <ItemNotFound
      icon="sparkles"
      message={faceMessages.providerNotFound}
      backTo="/fete-faces"
      backLabel="Back to Fete Faces"
    />
  );
}
