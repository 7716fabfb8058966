import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { submissionSchemaFor } from '../../../shared/domains/form-answers';
import type { CustomFormDto, TargetForm } from '../../../shared/domains/forms';
import { isPackageKind, packageKinds } from '../../../shared/domains/packages';
import { Form } from '../../components/form/form';
import { SubmitButton } from '../../components/form/submit-button';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { EmptyStatePage } from '../../components/ui/empty-state';
import { LinkButton } from '../../components/ui/link-button';
import { RetryAlert } from '../../components/ui/retry-alert';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useSession, useViewer } from '../../lib/auth';
import { fillQuery, formApi } from './api';
import { CustomFormInputs, defaultAnswers } from './form-fields';
import { formMessages } from './messages';
import { paths } from '../../app/paths';

/** /form/{package|ride}/{id}: a package's or ride's request form (member-areas.md §2). */
export default function FormPage() {
  const { type, id } = useParams();
  const { user, isPending } = useSession();
  const { pathname } = useLocation();
  if (isPending) return <Spinner label="Loading..." />;
  if (!user) return <Navigate to={paths.signin({ returnTo: pathname })} replace />;
  if (!isPackageKind(type) || !id) {
    return (
      <Message
        title={formMessages.invalidType}
        icon="alertTriangle"
        back={{ to: paths.fetePackages(), label: 'Back to Fete Packages' }}
      />
    );
  }
  return <FormLoader type={type} id={id} />;
}

function Message({
  title,
  icon = 'clipboard',
  back,
  action,
}: {
  title: string;
  icon?: 'clipboard' | 'alertTriangle';
  back: { to: string; label: string };
  action?: React.ReactNode;
}) {
  return (
    <EmptyStatePage
      icon={icon}
      title={title}
      action={
        <>
          {action}
          <LinkButton to={back.to} variant="secondary">
            {back.label}
          </LinkButton>
        </>
      }
    />
  );
}

function FormLoader({ type, id }: { type: 'package' | 'ride'; id: string }) {
  const { key } = useViewer();
  const { isAdmin } = useSession();
  const query = useQuery(fillQuery(type, id, key));
  const back = { to: paths.packagesPage(type), label: `Back to ${packageKinds[type].title}` };
  if (query.isPending) return <Spinner label="Loading..." />;
  if (query.isError) {
    const status = (query.error as { status?: number }).status;
    if (status === 404) {
      return (
        <Message
          title={errorMessage(query.error, formMessages.invalidType)}
          icon="alertTriangle"
          back={back}
        />
      );
    }
    return (
      <Container width="md">
        <RetryAlert title="Error" onRetry={query.refetch} retrying={query.isFetching}>
          {errorMessage(query.error, formMessages.loadDetailsFailed)}
        </RetryAlert>
      </Container>
    );
  }
  const { form, target } = query.data;
  if (!form) {
    return isAdmin ? (
      <Message
        title={formMessages.noFormForAdmin}
        back={back}
        action={<LinkButton to={paths.adminFormBuilder(type, id, 'create')}>Create Form</LinkButton>}
      />
    ) : (
      <Message title={formMessages.unavailable} back={back} />
    );
  }
  return <FillForm form={form} target={target} type={type} id={id} back={back} />;
}

function FillForm({
  form,
  target,
  type,
  id,
  back,
}: {
  form: CustomFormDto;
  target: TargetForm['target'];
  type: 'package' | 'ride';
  id: string;
  back: { to: string; label: string };
}) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(0);
  const [done, setDone] = useState(false);
  const schema = useMemo(() => submissionSchemaFor(form.fields), [form.fields]);
  return (
    <Container width="md">
      <title>{`${form.title} · Fete`}</title>
      <LinkButton
        to={back.to}
        variant="ghost"
        size="sm"
        className="-ml-3 mb-4"
        icon={<span aria-hidden="true">←</span>}
      >
        {back.label}
      </LinkButton>
      <Card>
        <p className="text-sm font-semibold tracking-wide text-carnival-700 uppercase">{target.title}</p>
        <h1 className="mt-1 text-2xl font-extrabold text-night-900">{form.title}</h1>
        {form.description ? <p className="mt-2 text-gray-700">{form.description}</p> : null}
        {!form.active || !target.active ? (
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
            Inactive: only administrators can see and fill this form.
          </p>
        ) : null}
        <div className="mt-6">
          {done ? (
            <div role="status" className="flex flex-col items-start gap-4">
              <h2 className="text-xl font-bold text-emerald-800">{formMessages.submitted}</h2>
              <div className="flex flex-wrap gap-2">
                <LinkButton to={paths.home()}>Return to Home</LinkButton>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setDone(false);
                    setSent((n) => n + 1);
                  }}
                >
                  Submit Another Response
                </Button>
              </div>
            </div>
          ) : (
            <Form
              key={sent}
              schema={schema}
              defaultValues={defaultAnswers(form.fields)}
              errorFallback={formMessages.submitFailed}
              aria-label={form.title}
              onSubmit={async (_parsed, methods) => {
                // The server checks the answers as typed against the stored form (the parsed ones are its output).
                await formApi(queryClient).submit(type, id, methods.getValues().answers);
                setDone(true);
              }}
            >
              <CustomFormInputs form={form} />
              <SubmitButton loadingText="Submitting...">{form.submitButtonText}</SubmitButton>
            </Form>
          )}
        </div>
      </Card>
    </Container>
  );
}
