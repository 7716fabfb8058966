import { paths } from '../../../app/paths';
import { defineResource, ResourcePage } from '../../../components/manager/resource-page';
import { LinkButton } from '../../../components/ui/link-button';
import { carnivalEndpoints as e } from '../../../endpoints/carnivals';
import { currentOrNext } from '../../../../shared/carnival-dates';
import { todayIn } from '../../../../shared/time';
import { formatDay } from '../format';
import { seasonTexts } from '../messages';
import { CarnivalForm } from './carnival-form';
import { carnivalsAdminTexts as t } from './messages';

/** /admin/carnivals: the carnivals in order, each with its next main days and how many events and bands name it. */
const carnivals = defineResource({
  endpoints: {
    list: e.list,
    create: e.create,
    update: e.update,
    setActive: e.setActive,
    move: e.move,
    remove: e.remove,
  },
  texts: t,
  flash: { added: t.added, updated: t.updated, deleted: t.deleted },
  icon: 'calendar',
  name: (c) => c.name,
  card: (c) => {
    const next = currentOrNext(c.rule, todayIn());
    return {
      imageUrl: c.imageUrl,
      facts: (
        <div className="flex flex-col gap-1">
          <p>{c.territory}</p>
          <p>Next: {next.days.map((d) => `${d.name} ${formatDay(d.date)}`).join(' · ')}</p>
          <p>
            {seasonTexts.counts(c.eventCount, c.bandCount)} · /season/{c.slug}
          </p>
        </div>
      ),
    };
  },
  actions: [
    'move',
    'edit',
    'activate',
    (c) => (
      <LinkButton to={paths.carnival(c.slug)} variant="ghost" size="sm" aria-label={`View ${c.name}`}>
        View
      </LinkButton>
    ),
    'delete',
  ],
  addForm: ({ save, close }) => <CarnivalForm submitLabel="Add Carnival" onCancel={close} onSave={save} />,
  editForm: (c, { save, cancel }) => (
    <CarnivalForm carnival={c} submitLabel="Save Changes" onCancel={cancel} onSave={save} />
  ),
});

export default function AdminCarnivalsPage() {
  return <ResourcePage resource={carnivals} />;
}
