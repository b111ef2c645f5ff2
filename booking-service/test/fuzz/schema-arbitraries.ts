import fc from 'fast-check';

/**
 * Arbitraries for the fuzz suite: values that follow a JSON schema of the OpenAPI document
 * (types, enums, patterns, formats, bounds), values a client may send instead (wrong types, huge
 * strings, deep nesting, control characters, lone surrogates), and raw JSON text that is not what
 * `JSON.stringify` would write (`__proto__` keys, malformed text).
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
};

/**
 * Values that reach further than random ones: the ids of what is seeded, dates around today, a
 * solved captcha. Chosen by the name of the field they would fill.
 */
export type Hints = { name: RegExp; values: () => unknown[] }[];

export function hintFor(hints: Hints, name: string | undefined): fc.Arbitrary<unknown> | null {
  if (!name) return null;
  const hint = hints.find((candidate) => candidate.name.test(name));
  if (!hint) return null;
  // Read when drawn: a value a case spends (a captcha) is replaced by the next.
  return fc.integer({ min: 0, max: 1_000_000 }).map((index) => {
    const values = hint.values();
    return values.length ? values[index % values.length] : '';
  });
}

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const control = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((code) => String.fromCharCode(code));
const invisible = fc.constantFrom('\u200b', '\u200d', '\u2060', '\ufeff', '\u202e', '\u2066', '\u00ad');

/** Text with the characters that break naive code: controls, lone surrogates, bidi, emoji. */
export const nastyString = fc.string({
  unit: fc.oneof(
    { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), weight: 4 },
    { arbitrary: control, weight: 2 },
    { arbitrary: loneSurrogate, weight: 2 },
    { arbitrary: invisible, weight: 1 },
    { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 1 },
    { arbitrary: fc.constantFrom("'", '"', '\\', '%', '_', '*', '?', '/', '..', '\n', ' '), weight: 2 },
  ),
  maxLength: 40,
});

/** Far longer than any field takes: 10 kB to 300 kB of one unit. */
export const hugeString = fc
  .tuple(
    fc.constantFrom('a', 'é', '日', '\u0000', '%', '😀', '\ud800'),
    fc.integer({ min: 10_000, max: 300_000 }),
  )
  .map(([unit, length]) => unit.repeat(length));

const numberLike = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, 2 ** 53, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** A value of any JSON type, often the wrong one for the field it fills. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    arbitrary: fc.constantFrom(null, true, false, '', ' ', '0', 'null', 'undefined', '[]', '{}', 'NaN'),
    weight: 3,
  },
  { arbitrary: numberLike, weight: 3 },
  { arbitrary: nastyString, weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.array(nastyString, { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.dictionary(nastyString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }), weight: 1 },
  { arbitrary: hugeString, weight: 1 },
);

/** Stands for "too many levels": arrays or objects nested 50 to 20,000 deep, as JSON text. */
export const deepJsonText = fc
  .tuple(fc.constantFrom('array', 'object'), fc.integer({ min: 50, max: 20_000 }))
  .map(([kind, depth]) =>
    kind === 'array'
      ? '['.repeat(depth) + ']'.repeat(depth)
      : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

const isoDate = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Dates as people type them and as they should not: near today, far off, impossible. */
export const dateLike = fc.oneof(
  { arbitrary: fc.integer({ min: -400, max: 800 }).map(isoDate), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      '2026-02-30',
      '2026-13-01',
      '0000-00-00',
      '9999-12-31',
      '1900-01-01',
      '2026-1-1',
      '20260101',
      '2026-01-01T00:00:00Z',
      '+275760-09-13',
      '-000001-01-01',
    ),
    weight: 1,
  },
  { arbitrary: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), weight: 1 },
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, Math.max(minLength, 60));
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' });
    } catch {
      // A pattern that fast-check's regex reader does not know: plain strings below.
    }
  }
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date':
      return dateLike;
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength }), weight: 3 },
    { arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }), weight: 2 },
    { arbitrary: dateLike.filter((date) => date.length >= minLength && date.length <= maxLength), weight: 1 },
  );
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const safe = Number.MAX_SAFE_INTEGER;
  let min = Math.max(schema.minimum ?? -safe, -safe);
  let max = Math.min(schema.maximum ?? safe, safe);
  if (schema.exclusiveMinimum === true) min += integer ? 1 : Number.EPSILON;
  if (typeof schema.exclusiveMinimum === 'number')
    min = schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON);
  if (schema.exclusiveMaximum === true) max -= integer ? 1 : Number.EPSILON;
  if (typeof schema.exclusiveMaximum === 'number')
    max = schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON);
  if (min > max) return fc.constant(min);
  // Small values are what real ids, counts and pages are; the bounds are where bugs are.
  const near = fc.integer({ min: Math.max(Math.ceil(min), -1000), max: Math.min(Math.floor(max), 1000) });
  const bounds = fc.constantFrom(integer ? Math.ceil(min) : min, integer ? Math.floor(max) : max);
  const anywhere = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return Math.ceil(min) <= Math.min(Math.floor(max), 1000) &&
    Math.max(Math.ceil(min), -1000) <= Math.floor(max)
    ? fc.oneof(
        { arbitrary: near, weight: 3 },
        { arbitrary: bounds, weight: 1 },
        { arbitrary: anywhere, weight: 1 },
      )
    : fc.oneof(bounds, anywhere);
}

/**
 * A value that follows `schema` (as far as a JSON schema can say: the refinements of the zod
 * schemas behind it, dates in order say, are left to chance and to the hints). `name` is the
 * field's, for the hints.
 */
export function valueOf(schema: JsonSchema, hints: Hints, name?: string, depth = 0): fc.Arbitrary<unknown> {
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueOf(s, hints, name, depth)));
  if (schema.allOf?.length) {
    const merged = schema.allOf.reduce<JsonSchema>(
      (all, part) => ({
        ...all,
        ...part,
        properties: { ...all.properties, ...part.properties },
        required: [...(all.required ?? []), ...(part.required ?? [])],
      }),
      {},
    );
    return valueOf(merged, hints, name, depth);
  }
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);

  const hint = hintFor(hints, name);
  const types = typesOf(schema);
  const arbitraries: fc.Arbitrary<unknown>[] = [];
  for (const type of types) {
    switch (type) {
      case 'string':
        arbitraries.push(stringFor(schema));
        break;
      case 'integer':
        arbitraries.push(numberFor(schema, true));
        break;
      case 'number':
        arbitraries.push(numberFor(schema, false));
        break;
      case 'boolean':
        arbitraries.push(fc.boolean());
        break;
      case 'null':
        arbitraries.push(fc.constant(null));
        break;
      case 'array': {
        const item = schema.items
          ? valueOf(schema.items, hints, name, depth + 1)
          : fc.jsonValue({ maxDepth: 1 });
        const minLength = schema.minItems ?? 0;
        arbitraries.push(
          fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 8, 8)) }),
        );
        break;
      }
      case 'object': {
        const properties = schema.properties ?? {};
        const model = Object.fromEntries(
          Object.entries(properties).map(([key, property]) => [
            key,
            valueOf(property, hints, key, depth + 1),
          ]),
        );
        arbitraries.push(
          fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) }),
        );
        break;
      }
    }
  }
  if (!arbitraries.length) arbitraries.push(fc.jsonValue({ maxDepth: 2 }));
  if (schema.nullable) arbitraries.push(fc.constant(null));
  const own = fc.oneof(...arbitraries);
  return hint ? fc.oneof({ arbitrary: hint, weight: 2 }, { arbitrary: own, weight: 3 }) : own;
}

/**
 * A value near `schema`: mostly one that follows it, sometimes with one field (at any depth)
 * replaced by a wrong value, a required field left out or an unknown field added.
 */
export function mutatedValueOf(schema: JsonSchema, hints: Hints, name?: string): fc.Arbitrary<unknown> {
  const valid = valueOf(schema, hints, name);
  return fc.oneof(
    { arbitrary: valid, weight: 4 },
    {
      arbitrary: fc
        .tuple(valid, fc.nat(), wrongValue)
        .map(([value, at, wrong]) => replaceOne(value, at, wrong)),
      weight: 4,
    },
    { arbitrary: fc.tuple(valid, fc.nat()).map(([value, at]) => dropOne(value, at)), weight: 1 },
    {
      arbitrary: fc
        .tuple(valid, nastyString, wrongValue)
        .map(([value, key, extra]) => addOne(value, key, extra)),
      weight: 1,
    },
    { arbitrary: wrongValue, weight: 2 },
  );
}

/** The places of a value that can hold another (object fields and array items), depth first. */
function slotsOf(
  value: unknown,
  slots: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [],
) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      slots.push({ parent: value, key: index });
      slotsOf(item, slots);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      slots.push({ parent: value as Record<string, unknown>, key });
      slotsOf(item, slots);
    }
  }
  return slots;
}

function replaceOne(value: unknown, at: number, wrong: unknown): unknown {
  const copy = structuredClone(value);
  const slots = slotsOf(copy);
  if (!slots.length) return wrong;
  const slot = slots[at % slots.length]!;
  (slot.parent as Record<string | number, unknown>)[slot.key] = wrong;
  return copy;
}

function dropOne(value: unknown, at: number): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (!keys.length) return value;
  const { [keys[at % keys.length]!]: _dropped, ...rest } = value as Record<string, unknown>;
  return rest;
}

function addOne(value: unknown, key: string, extra: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return { ...(value as Record<string, unknown>), [key]: extra };
}

/**
 * JSON text that `JSON.stringify` of a plain value never writes: prototype keys, malformed or
 * truncated text, numbers JSON.parse rounds, byte-order marks, or a value nested thousands deep.
 */
export function rawJsonTextAround(value: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const text = value.map((v) => JSON.stringify(v) ?? 'null');
  return fc.oneof(
    {
      arbitrary: fc
        .tuple(
          text,
          fc.constantFrom(
            '__proto__',
            'constructor',
            'prototype',
            '__defineGetter__',
            'toString',
            'hasOwnProperty',
          ),
        )
        .map(([json, key]) => {
          const poison =
            key === 'constructor' ? '{"prototype":{"admin":true}}' : '{"admin":true,"isAdmin":true}';
          return json.startsWith('{') && json.length > 2
            ? `{"${key}":${poison},${json.slice(1)}`
            : `{"${key}":${poison}}`;
        }),
      weight: 3,
    },
    {
      arbitrary: fc.tuple(text, fc.nat()).map(([json, cut]) => json.slice(0, cut % Math.max(json.length, 1))),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(text, fc.constantFrom('}', ']', ',', 'garbage', '\u0000', '/* */', 'NaN', '\n{}'))
        .map(([json, tail]) => json + tail),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(
        '',
        ' ',
        'null',
        'true',
        '"a string"',
        '0',
        '[]',
        '{}',
        "{'single':'quotes'}",
        '{"a":1,"a":2}',
        '{"n":1e999999}',
        '{"n":-0,"m":123456789012345678901234567890}',
        '{"s":"\\ud800"}',
        '{"s":"\\u0000"}',
        '{a:1}',
        'undefined',
        '\ufeff{}',
      ),
      weight: 2,
    },
    { arbitrary: deepJsonText, weight: 1 },
  );
}
