import { zodResolver } from '@hookform/resolvers/zod';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  FormProvider,
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../ui/alert';
import { ApiError } from '../../lib/api';
import { FormKitContext } from './form-context';
import { describeFailure, FormError } from './form-errors';

/** A zod object schema (or a pipe of them) whose input is what the inputs hold. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type FormMethods<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export interface FormProps<S extends FormSchema> {
  /** Checked in the browser before `onSubmit` runs; reuse the schema the server validates with. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * Receives the parsed values. Throwing an ApiError shows the server's words (a 422's `fields` on their
   * inputs); throwing a FormError shows its own; anything else shows `errorFallback`.
   */
  onSubmit: (values: z.output<S>, form: FormMethods<S>) => unknown;
  /** The alert for failures that bring no words of their own (server faults, network trouble). */
  errorFallback: string;
  /** Shown in a status message after a successful submit (until the next one). */
  successMessage?: string;
  /** A failure to show as the form opens, e.g. a wizard sent back to the step that must change. */
  initialError?: unknown;
  className?: string;
  'aria-label'?: string;
  children: ReactNode | ((form: FormMethods<S>) => ReactNode);
}

/**
 * A form on react-hook-form with a zod schema: the inputs inside (`FormTextField`, ...) bind by name, show
 * their own errors, and the form shows one alert for what belongs to no single input.
 */
export function Form<S extends FormSchema>({
  schema,
  defaultValues,
  onSubmit,
  errorFallback,
  successMessage,
  initialError,
  className = 'flex flex-col gap-5',
  children,
  ...rest
}: FormProps<S>) {
  const methods = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();
  const alertId = `${formId}-alert`;
  // The inputs in page order, taken at the first submit: the alert then names the first problem left, which
  // stands for the others (until then a problem found while typing shows only on its input).
  const [order, setOrder] = useState<string[] | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const tracked = useRef(new Set<Promise<unknown>>());
  const [waiting, setWaiting] = useState(false);
  const track = useCallback((work: Promise<unknown>) => {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    tracked.current.add(settled);
    setWaiting(true);
    void settled.then(() => {
      tracked.current.delete(settled);
      if (tracked.current.size === 0) setWaiting(false);
    });
  }, []);

  const { errors } = methods.formState;
  const alertMessage = errors.root?.server?.message ?? (order ? firstMessage(errors, order) : null);

  function showFailure(error: unknown) {
    if (!(error instanceof ApiError || error instanceof FormError)) console.error(error);
    const names = inputNames(formRef.current);
    const failure = describeFailure(error, new Set(names), errorFallback);
    methods.setError('root.server', { type: 'server', message: failure.message });
    for (const [name, message] of Object.entries(failure.fields)) {
      methods.setError(name as Path<z.input<S>>, { type: 'server', message });
    }
    const first = names.find((name) => name in failure.fields);
    if (first) methods.setFocus(first as Path<z.input<S>>);
  }

  // A server's word on a field holds until the member changes that field (before the first submit the
  // schema does not run on change, so nothing else would take it away).
  const { subscribe, getFieldState, clearErrors } = methods;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          const field = name as Path<z.input<S>> | undefined;
          if (field && getFieldState(field).error?.type === 'server') clearErrors(field);
        },
      }),
    [subscribe, getFieldState, clearErrors],
  );

  const showInitialError = useEffectEvent(() => {
    if (initialError) showFailure(initialError);
  });
  useEffect(() => showInitialError(), [initialError]);

  async function submitValid(values: z.output<S>) {
    try {
      await onSubmit(values, methods);
      setSuccess(successMessage ?? null);
    } catch (error) {
      showFailure(error);
    }
  }

  const submitting = useRef(false);
  async function submit() {
    if (submitting.current) return; // a second press while the first submit runs
    submitting.current = true;
    try {
      // An upload still running (chosen just before pressing Save) finishes first, so its URL is submitted.
      while (tracked.current.size > 0) await Promise.all(tracked.current);
      await methods.handleSubmit(submitValid)();
    } finally {
      submitting.current = false;
    }
  }

  const kit = useMemo(
    () => ({ idPrefix: `${formId}-`, alertId, alertMessage, track, waiting }),
    [formId, alertId, alertMessage, track, waiting],
  );
  return (
    <FormProvider {...methods}>
      <FormKitContext value={kit}>
        <form
          ref={formRef}
          noValidate
          className={className}
          onSubmit={(event) => {
            event.preventDefault();
            setSuccess(null);
            setOrder(inputNames(formRef.current));
            void submit();
          }}
          {...rest}
        >
          {alertMessage ? (
            <Alert tone="error" id={alertId}>
              {alertMessage}
            </Alert>
          ) : success ? (
            <Alert tone="success">{success}</Alert>
          ) : null}
          {typeof children === 'function' ? children(methods) : children}
        </form>
      </FormKitContext>
    </FormProvider>
  );
}

/** Names of the form's inputs in the order they appear, which is the order a member reads them. */
function inputNames(form: HTMLFormElement | null): string[] {
  if (!form) return [];
  const names: string[] = [];
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

function firstMessage(errors: FieldErrors, order: string[]): string | null {
  if (Object.keys(errors).every((key) => key === 'root')) return null;
  for (const name of order) {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  // An issue on no visible input (a schema-wide rule, or a rule of a whole list of inputs such as "at least
  // one requirement", which react-hook-form keeps as the list's `root`): the first one found.
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'root') continue;
    const message = value?.message ?? (value as { root?: { message?: unknown } } | undefined)?.root?.message;
    if (typeof message === 'string' && message) return message;
  }
  return null;
}
