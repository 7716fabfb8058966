import { partnerInputSchema } from '../../../../shared/domains/home-admin';
import { FormTextField } from '../../../components/form/fields';
import { FormImageField } from '../../../components/form/image-field';
import { ContentManager, type ContentForm } from './content-manager';
import { LinkFact } from './content-form-parts';
import { partnerTexts } from './messages';

/** A partner's add and edit form (name, website, logo). */
const partnerForm: ContentForm<'partners', typeof partnerInputSchema> = {
  schema: partnerInputSchema,
  label: (partner) => (partner ? `Edit ${partner.name}` : 'Add a partner'),
  values: (partner) => ({
    name: partner?.name ?? '',
    logoUrl: partner?.logoUrl ?? '',
    websiteUrl: partner?.websiteUrl ?? '',
  }),
  fields: (
    <>
      <FormTextField label="Name" name="name" required />
      <FormTextField label="Website" name="websiteUrl" hint="https://…" />
      <FormImageField label="Logo" name="logoUrl" required removable={false} />
    </>
  ),
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
