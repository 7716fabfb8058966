import { useParams } from 'react-router';
import { FORM_TYPES } from '../../../shared/constants';
import { Container } from '../../components/ui/container';
import { ComingSoon } from '../../components/ui/coming-soon';
import { EmptyState } from '../../components/ui/empty-state';
import { LinkButton } from '../../components/ui/link-button';
import { useSession } from '../../lib/auth';
import { formMessages } from './messages';

type FormType = (typeof FORM_TYPES)[number];
const isFormType = (value: string | undefined): value is FormType => FORM_TYPES.includes(value as FormType);

/** /form/{package|ride}/{id}: a package's or ride's request form (member-areas.md §2). */
export default function FormPage() {
  const { type, id } = useParams();
  const { isAdmin } = useSession();
  const backTo = type === 'ride' ? '/fete-rides' : '/fete-packages';
  const backLabel = type === 'ride' ? 'Back to Fete Rides' : 'Back to Fete Packages';

  if (!isFormType(type) || !id) {
    return (
      <Container width="md">
        <title>{`${formMessages.invalidType} · Fete`}</title>
        <EmptyState
          titleAs="h1"
          icon="alertTriangle"
          title={formMessages.invalidType}
          action={
            <LinkButton to="/fete-packages" variant="secondary">
              Back to Fete Packages
            </LinkButton>
          }
        />
      </Container>
    );
  }

  // Filling in a form is not built yet: the page says so rather than claiming the item has no form.
  return (
    <Container width="md">
      <title>Request form · Fete</title>
      <ComingSoon
        titleAs="h1"
        icon="clipboard"
        what={`Request forms are on their way: fill in this ${type === 'ride' ? 'ride' : 'package'}'s form and follow its status from your dashboard.`}
        action={
          <>
            {isAdmin ? (
              <LinkButton to={`/admin/forms/${type}/${encodeURIComponent(id)}/create`}>
                Create Form
              </LinkButton>
            ) : null}
            <LinkButton to={backTo} variant="secondary">
              {backLabel}
            </LinkButton>
          </>
        }
      />
    </Container>
  );
}
