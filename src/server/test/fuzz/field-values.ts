import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries for one value of a request, from a field's JSON Schema (which zod 4 derives from a
 * route's zod schemas): values the schema accepts, and hostile ones of any type. Test code only.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
};

/** Characters that break naive code: NUL and other controls, separators, quotes, wildcards, emoji. */
const trickyChar = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u007f',
  '\u0085',
  '\t',
  '\n',
  '\r',
  '\u2028',
  '\ufeff',
  '%',
  '_',
  '\\',
  "'",
  '"',
  ';',
  '<',
  'a',
  'Z',
  ' ',
  'é',
  '😀',
);

/** Strings a client can send in a URL or JSON: control characters, long text, SQL-looking text. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: trickyChar, maxLength: 40 }),
  fc.constantFrom(
    "' or 1=1 --",
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    'NaN',
    'Infinity',
    '-0',
    '1e400',
    '-1',
    '0',
    '9007199254740993',
    '99999999999999999999',
    '1.5',
    '',
    ' ',
    '0x10',
    'null',
    'true',
    '[object Object]',
  ),
  fc.string({ minLength: 300, maxLength: 3000 }),
);

/** Any wrong-typed JSON value: numbers at the edges, booleans, null, arrays, objects. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0, -1, 2 ** 31, 0.1),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Valid for the JSON Schema of one field, as far as its keywords say (refinements are not known). */
export function validValue(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validValue(s, name)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, name), { maxLength: 4 });
    case 'object':
      return validObject(schema);
    case 'string':
      return validString(schema, name);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function validString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'email' || /email/i.test(name)) return fc.emailAddress();
  if (schema.format === 'uuid' || /Id$/.test(name)) return fc.uuid();
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (/territory/i.test(name)) return fc.constantFrom('Trinidad and Tobago', 'Jamaica', 'Atlantis');
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 200);
  return fc.string({ minLength: Math.min(minLength, maxLength), maxLength });
}

export function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  const shape = Object.fromEntries(entries.map(([key, field]) => [key, validValue(field, key)]));
  return fc.record(shape, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>;
}

/** JSON Schema of a zod schema as a client sends it (the input side, before coercion and defaults). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}
