import { useLocation } from 'react-router';
import { AdminPage } from '../../admin/admin-page';

/** /admin/staff-forms/create, /{id}/create and /{id}/edit (admin-back-office.md §2, Position create or edit). */
export default function AdminPositionEditorPage() {
  const editing = useLocation().pathname.endsWith('/edit');
  return (
    <AdminPage
      title={editing ? 'Edit Position' : 'Create New Position'}
      description="Title, description, requirements and salary range of a staff position."
      backTo="/admin/staff-forms"
      backLabel="Back to Staff Forms"
    />
  );
}
