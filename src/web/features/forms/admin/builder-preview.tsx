import { submissionSchemaFor } from '../../../../shared/domains/form-answers';
import { DEFAULT_SUBMIT_TEXT, type FormField } from '../../../../shared/domains/forms';
import { Form } from '../../../components/form/form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CustomFormInputs, defaultAnswers } from '../form-fields';
import { formMessages } from '../messages';

/** The form as members will see it, live while it is built; its button sends nothing. */
export function BuilderPreview({
  title,
  description,
  fields,
  submitText,
}: {
  title: string;
  description: string;
  fields: FormField[];
  submitText: string;
}) {
  return (
    <Card role="region" aria-labelledby="form-preview" className="h-fit lg:sticky lg:top-4">
      <h2 id="form-preview" className="mb-1 text-lg font-bold text-night-900">
        Preview
      </h2>
      <p className="mb-4 text-sm text-gray-600">What members will see. Nothing is sent from here.</p>
      <h3 className="text-xl font-extrabold text-night-900">{title || 'Untitled form'}</h3>
      {description ? <p className="mt-1 text-gray-700">{description}</p> : null}
      <div className="mt-4">
        <Form
          key={JSON.stringify(fields)}
          schema={submissionSchemaFor(fields)}
          defaultValues={defaultAnswers(fields)}
          errorFallback={formMessages.submitFailed}
          aria-label="Preview"
          onSubmit={() => undefined}
        >
          <CustomFormInputs form={{ fields }} />
          <Button type="submit" variant="secondary" className="self-start">
            {submitText.trim() || DEFAULT_SUBMIT_TEXT}
          </Button>
        </Form>
      </div>
    </Card>
  );
}
