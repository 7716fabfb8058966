import { z } from 'zod';
import { AppError } from '../../shared/errors';
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from './control-characters';

/** A request's input as `Routes` reads it: the query's keys, one parse for bodies, queries and paths, the 422. */

const NO_KEYS: ReadonlySet<string> = new Set();

/** The keys of a query schema that is a plain object; none without a schema; undefined when it cannot be told. */
export function queryKeys(schema: z.ZodType | undefined): ReadonlySet<string> | undefined {
  if (!schema) return NO_KEYS;
  return schema instanceof z.ZodObject ? new Set(Object.keys(schema.shape)) : undefined;
}

/** Query strings arrive as string arrays; single values are unwrapped before validation. */
export function parse(schema: z.ZodType, raw: unknown, isQuery: boolean): unknown {
  const input =
    isQuery && raw && typeof raw === 'object'
      ? Object.fromEntries(
          Object.entries(raw as Record<string, string[]>).map(([k, v]) => [k, v.length === 1 ? v[0] : v]),
        )
      : raw;
  // Once here for every route and field: no schema has to remember it.
  const at = findControlCharacter(input);
  if (at !== undefined) {
    throw new AppError('VALIDATION', CONTROL_CHARACTER_MESSAGE, { [at || '_']: CONTROL_CHARACTER_MESSAGE });
  }
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!fields[key]) fields[key] = issue.message;
  }
  const first = error.issues[0]?.message;
  return new AppError('VALIDATION', first, fields);
}

/**
 * The key of a kept answer: who asked (answers may carry the asker's own rights), the route, its parameters
 * and the query as its schema parsed it (defaults filled in, keys in the schema's order), so two spellings of
 * one question share an answer and two questions never do.
 */
export const keptKey = (actorId: string, path: string, params: Record<string, string>, query: unknown) =>
  `route ${actorId} ${path} ${JSON.stringify(params)} ${JSON.stringify(query ?? null)}`;
