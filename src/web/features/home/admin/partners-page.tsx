import { partnerInputSchema } from '../../../../shared/domains/home-admin';
import { FormTextField } from '../../../components/form/fields';
import { ManagerForm } from '../../../components/manager/manager-form';
import { FormImageField } from '../../../components/form/image-field';
import { ContentManager, type ContentFormProps } from './content-manager';
import { LinkFact } from './content-form-parts';
import { partnerTexts } from './messages';

function PartnerForm({ item, onSave, onCancel, submitLabel }: ContentFormProps<'partners'>) {
  return (
    <ManagerForm
      schema={partnerInputSchema}
      aria-label={item ? `Edit ${item.name}` : 'Add a partner'}
      defaultValues={{
        name: item?.name ?? '',
        logoUrl: item?.logoUrl ?? '',
        websiteUrl: item?.websiteUrl ?? '',
      }}
      errorFallback={item ? partnerTexts.updateFailed : partnerTexts.addFailed}
      onSubmit={onSave}
      submitLabel={submitLabel}
      onCancel={onCancel}
      columns
    >
      <FormTextField label="Name" name="name" required />
      <FormTextField label="Website" name="websiteUrl" hint="https://…" />
      <FormImageField label="Logo" name="logoUrl" required removable={false} />
    </ManagerForm>
  );
}

/** /admin/partners: the partners strip's logos, links and order. */
export default function AdminPartnersPage() {
  return (
    <ContentManager
      list="partners"
      texts={partnerTexts}
      icon="users"
      itemName={(partner) => partner.name}
      imageOf={(partner) => partner.logoUrl}
      facts={(partner) => <LinkFact href={partner.websiteUrl} />}
      Form={PartnerForm}
    />
  );
}
