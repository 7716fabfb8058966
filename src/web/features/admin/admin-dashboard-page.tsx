import { Link } from 'react-router';
import { adminNav } from '../../app/navigation';
import { Badge } from '../../components/ui/badge';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';

/** /admin: one tile per manager; Users and Site Settings are disabled (admin-back-office.md §2). */
export default function AdminDashboardPage() {
  return (
    <Container width="xl">
      <PageHeader
        eyebrow="Admin Control"
        title="Admin Dashboard"
        description="Manage Fete's content, members' records and applications."
      />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {adminNav
          .filter((item) => item.tile)
          .map((item) => (
            <li key={item.to}>
              {item.comingSoon ? (
                <div
                  aria-disabled="true"
                  className="flex h-full flex-col gap-2 rounded-2xl border border-dashed border-gray-300 bg-gray-50 p-5 text-gray-600"
                >
                  <div className="flex items-center justify-between gap-2">
                    <h2 className="font-display text-lg font-bold text-gray-700">{item.label}</h2>
                    <Badge tone="neutral">Coming Soon</Badge>
                  </div>
                  <p className="text-sm">{item.description}</p>
                </div>
              ) : (
                <div className="flex h-full flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-900/10">
                  <h2 className="font-display text-lg font-bold text-night-900">{item.label}</h2>
                  <p className="flex-1 text-sm text-gray-700">{item.description}</p>
                  <Link
                    to={item.to}
                    className="mt-2 inline-flex w-fit items-center gap-1 rounded font-semibold text-carnival-700 hover:text-carnival-800 hover:underline"
                  >
                    Manage<span className="sr-only"> {item.label}</span>
                    <span aria-hidden="true">→</span>
                  </Link>
                </div>
              )}
            </li>
          ))}
      </ul>
    </Container>
  );
}
