import { z } from 'zod';

/**
 * A form whose inputs hold something else than the request (prices typed in dollars, a list typed with commas,
 * rows of a table) still checks with the server's own schema: `toWire` turns the inputs into the request body,
 * the shared schema parses it, and each of its issues is put back on the input it concerns (`fieldOf`). The
 * form's `onSubmit` receives the parsed request body.
 */
export function wireSchema<F extends z.ZodType, W extends z.ZodType>(
  form: F,
  wire: W,
  toWire: (values: z.output<F>) => unknown,
  fieldOf: (path: PropertyKey[], values: z.output<F>) => PropertyKey[] = (path) => path.slice(0, 1),
) {
  return form.transform((values, ctx): z.output<W> => {
    const parsed = wire.safeParse(toWire(values));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: fieldOf(issue.path, values) });
    }
    return z.NEVER;
  });
}
