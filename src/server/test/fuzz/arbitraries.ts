import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries for requests, built from a route's zod schemas (through their JSON Schema, which
 * zod 4 derives): values the schema accepts, values just outside it, and hostile ones. Test code only.
 */

type JsonSchema = {
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

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  const shape = Object.fromEntries(entries.map(([key, field]) => [key, validValue(field, key)]));
  return fc.record(shape, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Keys no schema knows, with a value that must never reach the database when the request is accepted. */
export const UNKNOWN_MARKER = 'fuzz-unknown-field';
const unknownFields = fc.dictionary(
  fc.constantFrom('isAdmin', 'role', 'ownerId', 'id', 'active', 'zzExtra', '__proto__', 'constructor'),
  fc.constant(UNKNOWN_MARKER),
  { minKeys: 1, maxKeys: 3 },
);

/**
 * The fields an attacker adds to a body to take what is not theirs (issue #20), with real values: someone
 * else's account id (`bait`, a member who owns nothing), the administrator role, an approval, a switched-off
 * item, a price and a total of one's choosing, Premium, and an expiry far away. Sent only under names the
 * route's schema does not know; none may be stored (fuzz-routes.ts checks the database after every success).
 */
export const SENSITIVE_NUMBER = 987_654_321;
export const SENSITIVE_DATE = '2099-12-31';
export function sensitiveValues(bait: string) {
  return {
    ownerId: bait,
    userId: bait,
    role: 'admin',
    status: 'approved',
    active: false,
    priceCents: SENSITIVE_NUMBER,
    totalPriceCents: SENSITIVE_NUMBER,
    membershipType: 'premium',
    expiresAt: `${SENSITIVE_DATE}T00:00:00.000Z`,
  };
}

/** JSON Schema of a zod schema as a client sends it (the input side, before coercion and defaults). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * A field's value: mostly valid, sometimes hostile. The object may lose fields and gain unknown ones.
 */
function mixedObject(schema: JsonSchema): fc.Arbitrary<{ value: Record<string, unknown>; extra: boolean }> {
  const entries = Object.entries(schema.properties ?? {});
  const shape = Object.fromEntries(
    entries.map(([key, field]) => [
      key,
      fc.oneof({ weight: 4, arbitrary: validValue(field, key) }, { weight: 1, arbitrary: nastyValue }),
    ]),
  );
  const base = fc.record(shape, { requiredKeys: [] });
  return fc
    .tuple(base, fc.option(unknownFields, { freq: 3 }))
    .map(([value, extra]) => ({ value: { ...value, ...(extra ?? {}) }, extra: extra !== null }));
}

/**
 * A minimal valid object (its required fields, as far as its JSON Schema says) with some of the sensitive
 * fields the schema does not know, so that a route that would accept it and store what it should not is
 * caught; undefined when the schema knows them all. Only the required fields: optional ones with patterns the
 * JSON Schema does not carry (URLs, times) would make nearly every such body a 422.
 */
const pick = <T>(record: Record<string, T>, keys: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => keys.includes(key)));

function withSensitiveFields(
  schema: JsonSchema,
  sensitive: Record<string, unknown>,
): fc.Arbitrary<FuzzBody> | undefined {
  if (schema.type !== 'object') return undefined;
  const unknown = Object.keys(sensitive).filter((key) => !(key in (schema.properties ?? {})));
  if (!unknown.length) return undefined;
  return fc
    .tuple(
      validObject({ ...schema, properties: pick(schema.properties ?? {}, schema.required ?? []) }),
      fc.subarray(unknown, { minLength: 1, maxLength: 4 }),
    )
    .map(([value, keys]) => ({
      json: { ...value, ...Object.fromEntries(keys.map((key) => [key, sensitive[key]])) },
      extra: false,
      sensitive: keys,
    }));
}

/**
 * Arrays or objects nested up to 20,000 deep, within the body limit. Kept as JSON text: a reporter that
 * prints a failing value walks it recursively.
 */
const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

export interface FuzzBody {
  /** Sent as JSON; `raw` is sent as it is, with a JSON content type. */
  json?: unknown;
  raw?: string;
  /** Carries fields the schema does not know. */
  extra: boolean;
  /** The sensitive fields (sensitiveValues) it carries under names the schema does not know. */
  sensitive?: string[];
}

/** A JSON body for a route's body schema; `sensitive`: the values of sensitiveValues, to add now and then. */
export function bodyArbitrary(
  schema: z.ZodType,
  sensitive?: Record<string, unknown>,
): fc.Arbitrary<FuzzBody> {
  const js = jsonSchemaOf(schema);
  const object = mixedObject(js);
  const taking = sensitive ? withSensitiveFields(js, sensitive) : undefined;
  return fc.oneof(
    ...(taking ? [{ weight: 3, arbitrary: taking }] : []),
    { weight: 6, arbitrary: object.map(({ value, extra }) => ({ json: value, extra })) },
    { weight: 2, arbitrary: validValue(js).map((json) => ({ json, extra: false })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json, extra: false })) },
    { weight: 1, arbitrary: fc.array(object, { maxLength: 3 }).map((a) => ({ json: a, extra: false })) },
    { weight: 1, arbitrary: deepNesting.map((raw) => ({ raw, extra: false })) },
    { weight: 1, arbitrary: nastyString.map((raw) => ({ raw, extra: false })) },
  );
}

/** A query string for a route's query schema: known keys with valid or hostile values, repeats, unknown keys. */
export function queryArbitrary(schema: z.ZodType): fc.Arbitrary<string> {
  const js = jsonSchemaOf(schema);
  const entries = Object.entries(js.properties ?? {});
  const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  const field = (key: string, s: JsonSchema) =>
    fc.oneof(
      { weight: 4, arbitrary: validValue(s, key).map(asText) },
      { weight: 2, arbitrary: nastyString },
      { weight: 1, arbitrary: nastyValue.map(asText) },
    );
  const known = fc.record(
    Object.fromEntries(
      entries.map(([key, s]) => [
        key,
        fc.oneof(
          { weight: 4, arbitrary: field(key, s).map((v) => [v]) },
          { weight: 1, arbitrary: fc.array(field(key, s), { minLength: 2, maxLength: 3 }) },
        ),
      ]),
    ),
    { requiredKeys: [] },
  );
  const unknown = fc.dictionary(fc.constantFrom('zz', 'role', 'sort', '__proto__'), nastyString, {
    maxKeys: 2,
  });
  return fc.tuple(known, unknown).map(([k, u]) => {
    const params = new URLSearchParams();
    for (const [key, values] of Object.entries(k)) for (const v of values as string[]) params.append(key, v);
    for (const [key, value] of Object.entries(u)) params.append(key, value);
    return params.toString();
  });
}

/** A path segment: one of `known` (real ids, real section names) mostly, else anything. */
export function segmentArbitrary(known: readonly string[]): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.constantFrom(...known) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: nastyString.filter((s) => s.length > 0) },
    )
    .map((s) => encodeURIComponent(s));
}
