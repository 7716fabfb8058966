import {
  pageBlocks,
  SITE_PAGE_BODY_MAX,
  SITE_PAGE_TITLE_MAX,
  siteMessages as t,
  sitePageInputSchema,
  type SitePage,
} from '../../../../shared/domains/site';
import { paths } from '../../../app/paths';
import { FormTextArea, FormTextField } from '../../../components/form/fields';
import { defineResource, ResourcePage } from '../../../components/manager/resource-page';
import { editFormOf } from '../../../components/manager/manager-form';
import { Link } from 'react-router';
import { siteEndpoints as e } from '../../../endpoints/site';
import { formatLongDate } from '../../../lib/format';

const BODY_HINT =
  'Plain text: a blank line between paragraphs, "## " before a heading, "- " before each item of a list.';

/** A card's preview of a page: its first paragraph, as the page shows it. */
const opening = (body: string) => pageBlocks(body).find((block) => block.kind === 'paragraph')?.text ?? '';

/** Where each page is shown. */
const addressOf = (page: SitePage) => (page.slug === 'privacy' ? paths.privacy() : paths.terms());

/** The edit form of a page: its title and its text (decision 0045). */
const sitePageEditForm = editFormOf({
  schema: sitePageInputSchema,
  values: (page: SitePage) => ({ title: page.title, body: page.body }),
  label: (page) => `Edit ${page.title}`,
  errorFallback: t.updateFailed,
  submitLabel: 'Save Changes',
  fields: (
    <>
      <FormTextField label="Title" name="title" required maxLength={SITE_PAGE_TITLE_MAX} />
      <FormTextArea
        label="Text"
        name="body"
        required
        rows={18}
        maxLength={SITE_PAGE_BODY_MAX}
        hint={BODY_HINT}
      />
    </>
  ),
});

/** /admin/site-pages: the terms and the privacy policy, each edited in place (the manager kit). */
const sitePages = defineResource({
  endpoints: { list: e.adminList, update: e.update },
  texts: {
    title: 'Terms & Privacy',
    description:
      'The terms and privacy policy members agree to when they sign up, register for the Fete Marqet or apply for a staff position.',
    gridLabel: 'Site pages',
    add: '',
    loading: 'Loading pages...',
    loadFailed: t.loadFailed,
    empty: 'No pages found',
    updateFailed: t.updateFailed,
    deleteFailed: t.updateFailed,
    confirmDelete: '',
  },
  flash: { updated: t.updated },
  icon: 'clipboard',
  documentTitle: 'Terms & Privacy · Fete',
  name: (page) => page.title,
  savedItem: (page) => page as SitePage,
  card: (page, editing) => ({
    title: editing ? `Edit: ${page.title}` : undefined,
    facts: (
      <div className="flex flex-col gap-2">
        <p className="line-clamp-4 text-sm break-words text-gray-700">{opening(page.body)}</p>
        <p className="text-xs text-gray-600">
          Last updated {formatLongDate(page.updatedAt)} · shown at{' '}
          <Link
            to={addressOf(page)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-carnival-700 underline"
          >
            {addressOf(page)}
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>
        </p>
      </div>
    ),
  }),
  actions: ['edit'],
  editVariant: 'primary',
  editForm: sitePageEditForm,
});

export default function AdminSitePagesPage() {
  return <ResourcePage resource={sitePages} />;
}
