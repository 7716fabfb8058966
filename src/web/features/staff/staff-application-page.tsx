import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { UPLOAD_LIMITS } from '../../../shared/constants';
import { applicationSchema, type OpenPosition } from '../../../shared/domains/staff';
import { FormCheckbox, FormFileField, FormTextArea, FormTextField } from '../../components/form/fields';
import { Form } from '../../components/form/form';
import { FormError } from '../../components/form/form-errors';
import { SubmitButton, useFormPending } from '../../components/form/submit-button';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { LinkButton } from '../../components/ui/link-button';
import { PageHeader } from '../../components/ui/page-header';
import { RetryAlert } from '../../components/ui/retry-alert';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, isBusy } from '../../lib/api';
import { useSession, useViewer } from '../../lib/auth';
import { uploadFile } from '../../lib/files';
import { myApplicationsQuery, openPositionsQuery, staffApi } from './api';
import { staffMessages } from './messages';
import { StaffApplicationCard } from './staff-application-card';
import { paths } from '../../app/paths';
import { SitePageLink } from '../../components/ui/site-page-link';

const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The browser's check of the chosen resume (the server checks its content again). */
const resumeFileSchema = z
  .instanceof(File)
  .nullable()
  .superRefine((file, ctx) => {
    if (!file) return;
    if (!/\.(pdf|docx?)$/i.test(file.name))
      ctx.addIssue({ code: 'custom', message: staffMessages.resumeType });
    else if (file.size > UPLOAD_LIMITS.resume)
      ctx.addIssue({ code: 'custom', message: staffMessages.resumeTooLarge });
  });

/** The page's form: the application as the server takes it, with the chosen file instead of its upload id. */
const applicationFormSchema = applicationSchema
  .omit({ resumeUploadId: true })
  .extend({ resume: resumeFileSchema });

/** /staff-application (member-areas.md §2 Staff application); signed-out visitors go to /signin first. */
export default function StaffApplicationPage() {
  const [chosen, setChosen] = useState<OpenPosition | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  return (
    <Container width="md">
      <title>Become a Fete Staff · Fete</title>
      {submitted ? (
        <Submitted
          title={submitted}
          onMore={() => {
            setSubmitted(null);
            setChosen(null);
          }}
        />
      ) : chosen ? (
        <ApplicationForm
          position={chosen}
          onBack={() => setChosen(null)}
          onSubmitted={() => setSubmitted(chosen.title)}
        />
      ) : (
        <>
          <PageHeader
            eyebrow="Fete Staff"
            title="Become a Fete Staff"
            description="Work the fete with us. Choose an open position to apply."
          />
          <OpenPositions onChoose={setChosen} />
          <MyApplications />
        </>
      )}
    </Container>
  );
}

function OpenPositions({ onChoose }: { onChoose: (p: OpenPosition) => void }) {
  const { key } = useViewer();
  const query = useQuery(openPositionsQuery(key));
  if (query.isPending) return <Spinner label="Loading positions..." />;
  if (query.isError) {
    return (
      <RetryAlert title="Error" onRetry={query.refetch} retrying={query.isFetching}>
        {staffMessages.positionsLoadFailed}
      </RetryAlert>
    );
  }
  if (query.data.items.length === 0) {
    return <EmptyState icon="briefcase" title={staffMessages.noPositions} />;
  }
  return (
    <section aria-labelledby="open-positions">
      <h2 id="open-positions" className="mb-3 text-xl font-bold text-night-900">
        Open Positions
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {query.data.items.map((position) => (
          <li key={position.id}>
            <Card className="flex h-full flex-col gap-2">
              <h3 className="text-lg font-bold text-night-900">{position.title}</h3>
              <p className="line-clamp-3 text-sm text-gray-700">{position.description}</p>
              <p className="text-sm">
                <span className="font-semibold">Salary Range:</span> {position.salaryRange}
              </p>
              <div className="mt-auto pt-2">
                <Button onClick={() => onChoose(position)} aria-label={`Apply for ${position.title}`}>
                  Apply
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The member's own applications and where each stands (the admins' status changes show here). */
function MyApplications() {
  const { key } = useViewer();
  const query = useQuery(myApplicationsQuery(key));
  if (query.isPending || query.isError || query.data.items.length === 0) return null;
  return (
    <section aria-labelledby="my-applications" className="mt-10">
      <h2 id="my-applications" className="mb-3 text-xl font-bold text-night-900">
        My Applications
      </h2>
      <ul className="flex flex-col gap-3">
        {query.data.items.map((application) => (
          <li key={application.id}>
            <StaffApplicationCard application={application} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  const pending = useFormPending();
  return (
    <Button variant="secondary" onClick={onBack} disabled={pending}>
      Back
    </Button>
  );
}

function ApplicationForm({
  position,
  onBack,
  onSubmitted,
}: {
  position: OpenPosition;
  onBack: () => void;
  onSubmitted: () => void;
}) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return (
    <>
      <div className="mb-4">
        <Button variant="ghost" size="sm" className="-ml-3" onClick={onBack}>
          ← Change Position
        </Button>
      </div>
      <PageHeader eyebrow="Fete Staff" title={position.title} description={position.description} />
      <Card className="mb-6">
        <h2 className="mb-2 font-bold text-night-900">Requirements</h2>
        <ul className="mb-3 list-disc pl-5 text-sm text-gray-800">
          {position.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
        <p className="text-sm">
          <span className="font-semibold">Salary Range:</span> {position.salaryRange}
        </p>
      </Card>
      <Card>
        <Form
          schema={applicationFormSchema}
          aria-label={`Application for ${position.title}`}
          defaultValues={{
            positionId: position.id,
            fullName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
            email: user?.email ?? '',
            phone: '',
            experience: '',
            skills: '',
            availability: '',
            coverLetter: '',
            resume: null,
            agreeToTerms: false as unknown as true,
          }}
          errorFallback={staffMessages.submitFailed}
          onSubmit={async ({ resume, ...values }) => {
            let resumeUploadId: string | null = null;
            if (resume) {
              try {
                resumeUploadId = (await uploadFile(resume, 'resume')).id;
              } catch (failure) {
                if (failure instanceof ApiError && (failure.status < 500 || isBusy(failure))) {
                  throw new FormError(failure.message, { resume: failure.message });
                }
                throw failure;
              }
            }
            await staffApi(queryClient).apply({ ...values, resumeUploadId });
            onSubmitted();
          }}
        >
          <FormTextField label="Full Name*" name="fullName" autoComplete="name" required />
          <FormTextField label="Email Address*" name="email" type="email" autoComplete="email" required />
          <FormTextField label="Phone Number*" name="phone" type="tel" autoComplete="tel" required />
          <FormTextArea label="Relevant Experience" name="experience" rows={4} />
          <FormTextArea label="Skills & Qualifications" name="skills" rows={3} />
          <FormTextField label="Availability" name="availability" placeholder="Weekends, Carnival week…" />
          <FormFileField
            label="Resume/CV"
            name="resume"
            accept={RESUME_ACCEPT}
            hint="PDF, DOC or DOCX, up to 10MB"
          />
          <FormTextArea label="Cover Letter" name="coverLetter" rows={5} />
          <FormCheckbox
            label={
              <>
                I agree to the <SitePageLink page="terms">terms of service</SitePageLink> and{' '}
                <SitePageLink page="privacy">privacy policy</SitePageLink>
              </>
            }
            name="agreeToTerms"
          />
          <div className="flex flex-wrap gap-2">
            <SubmitButton loadingText="Submitting...">Submit Application</SubmitButton>
            <BackButton onBack={onBack} />
          </div>
        </Form>
      </Card>
    </>
  );
}

/**
 * "Application Submitted" (member-areas.md §2): thanks, then, as it promises, the application's status on this
 * page (the member's applications, the new one first, Pending), with Return to Home and the open positions.
 */
function Submitted({ title, onMore }: { title: string; onMore: () => void }) {
  return (
    <>
      <EmptyState
        titleAs="h1"
        icon="checkCircle"
        title={staffMessages.submitted}
        description={`Thank you for applying for ${title}. We will review your application and be in touch. You can follow its status on this page.`}
        action={
          <span className="flex flex-wrap justify-center gap-3">
            <LinkButton to={paths.home()}>Return to Home</LinkButton>
            <Button variant="secondary" onClick={onMore}>
              See Open Positions
            </Button>
          </span>
        }
      />
      <MyApplications />
    </>
  );
}
