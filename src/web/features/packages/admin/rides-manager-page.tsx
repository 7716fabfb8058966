import { PackageManager } from './package-manager';

export default function AdminRidesPage() {
  return <PackageManager kind="ride" />;
}
