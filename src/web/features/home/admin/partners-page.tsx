import { partnerInputSchema } from '../../../../shared/domains/home-admin';
import { ContentManager, type ContentForm } from './content-manager';
import { LinkFact } from './content-form-parts';
import { partnerTexts } from './messages';

/** A partner's add and edit form (name, website, logo). */
const partnerForm: ContentForm<'partners', typeof partnerInputSchema> = {
  schema: partnerInputSchema,
  label: (partner) => (partner ? `Edit ${partner.name}` : 'Add a partner'),
  fields: [
    { name: 'name', label: 'Name', required: true },
    { name: 'websiteUrl', label: 'Website', hint: 'https://…' },
    { kind: 'image', name: 'logoUrl', label: 'Logo', required: true, removable: false },
  ],
};

/** /admin/partners: the partners strip's logos, links and order. */
export default function AdminPartnersPage() {
  return (
    <ContentManager
      list="partners"
      texts={partnerTexts}
      icon="users"
      itemName={(partner) => partner.name}
      card={(partner) => ({ imageUrl: partner.logoUrl, facts: <LinkFact href={partner.websiteUrl} /> })}
      form={partnerForm}
    />
  );
}
