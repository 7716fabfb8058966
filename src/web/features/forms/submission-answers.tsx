import type { Answer } from '../../../shared/domains/forms';

/** A submission's answers, each under its field's label (a checkbox group's choices joined by commas). */
export function SubmissionAnswers({ answers }: { answers: readonly Answer[] }) {
  return (
    <dl className="flex flex-col gap-3">
      {answers.map((answer) => (
        <div key={answer.fieldId}>
          <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{answer.label}</dt>
          <dd className="text-sm break-words whitespace-pre-wrap text-night-900">
            {Array.isArray(answer.value) ? answer.value.join(', ') : answer.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
