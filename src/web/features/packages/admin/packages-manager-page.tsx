import { PackageManager } from './package-manager';

export default function AdminPackagesPage() {
  return <PackageManager kind="package" />;
}
