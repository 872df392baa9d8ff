/**
 * Malformed bodies for any endpoint, generated from its OpenAPI request schema:
 * wrong types and sizes for each field, hostile text, whole bodies of the wrong
 * shape, and bodies that cannot be read at all.
 */
import { goodObject, type OpenApiDocument, resolve, type SchemaObject } from './openapi-schema.js';

export type Body =
  | { kind: 'json'; value: unknown }
  /** Sent byte for byte, for what JSON.stringify cannot write (`__proto__` keys, broken JSON). */
  | { kind: 'raw'; contentType: string; text: string }
  | {
      kind: 'multipart';
      fields: [string, string][];
      file?: { field: string; name: string; content: Buffer };
    };

export interface BadBody {
  label: string;
  body: Body;
}

/** The key every prototype-pollution attempt tries to plant; the test checks it never appears. */
export const POLLUTION_KEY = 'abusePolluted';

const HUGE_TEXT = 'x'.repeat(100_000);
const NUL_TEXT = 'Asha\u0000Verma';

/** Text an attacker types: well-formed, so it rides along with a defect (see hostileBodies). */
export const HOSTILE_TEXT: [string, string][] = [
  ['SQL', "'; drop table users; --"],
  ['SQL tautology', "' or '1'='1"],
  ['a script tag', '<script>alert(1)</script>'],
  ['an img onerror', '<img src=x onerror=alert(1)>'],
  ['right-to-left override', '\u202Egnp.exe'],
  ['zero-width characters', 'A\u200B\u200C\u200D\uFEFFB'],
  ['emoji', '👩🏽‍⚕️🧒🏻'],
  ['a lone surrogate', 'a\uD800b'],
];

/** `{ a: { a: … } }`, `depth` levels. */
function deepObject(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Values of the wrong type, size or range for a field of this schema, as JSON would carry them. */
function wrongJsonValues(schema: SchemaObject): [string, unknown][] {
  const always: [string, unknown][] = [
    ['null', null],
    ['a 50-deep object', deepObject(50)],
    ['100 000 characters', HUGE_TEXT],
    ['a NUL byte', NUL_TEXT],
  ];
  const type = schema.enum ? 'enum' : (schema.type ?? 'object');
  const notAList: [string, unknown][] = [
    ['an array', ['a', 'b']],
    ['an empty array', []],
  ];
  const byType: Record<string, [string, unknown][]> = {
    string: [
      ...notAList,
      ['a number', 42],
      ['a boolean', true],
      ['an object', { value: 'x' }],
      ['an empty object', {}],
    ],
    enum: [...notAList, ['a value outside the list', 'Other'], ['a number', 1], ['an object', {}]],
    number: [
      ...notAList,
      ['text', 'six'],
      ['a boolean', true],
      ['an object', {}],
      ['1e308', 1e308],
      ...(schema.minimum === undefined
        ? []
        : ([['below the minimum', schema.minimum - 1]] as [string, unknown][])),
      ...(schema.maximum === undefined
        ? []
        : ([['above the maximum', schema.maximum + 1]] as [string, unknown][])),
    ],
    boolean: [...notAList, ['text', 'maybe'], ['a number', 1], ['an object', {}]],
    array: [
      ['text', 'x'],
      ['a number', 42],
      ['an object', {}],
      ['a list of numbers', [1, 2]],
      ['a list of nulls', [null]],
      ['10 000 entries', Array.from({ length: 10_000 }, () => 'x')],
    ],
    object: [
      ...notAList,
      ['a number', 42],
      ['a boolean', true],
      ['unreadable text', 'not json'],
      ['an object with a wrong member', { line1: 42 }],
    ],
  };
  return [...always, ...(byType[type] ?? byType.object!)];
}

/**
 * The same for a multipart form, where every value is text: the wrong types are
 * spelled as a form spells them (a repeated field is an array, `f[a]` an object).
 */
function wrongFormValues(name: string, schema: SchemaObject, good: string): [string, [string, string][]][] {
  const one = (value: string): [string, string][] => [[name, value]];
  const deepName = name + '[a]'.repeat(50);
  const list: [string, [string, string][]][] = [
    ['100 000 characters', one(HUGE_TEXT)],
    ['a NUL byte', one(NUL_TEXT)],
    [
      'a repeated field',
      [
        [name, good],
        [name, good],
      ],
    ],
    ['an object', [[`${name}[a]`, good]]],
    ['a 50-deep object', [[deepName, good]]],
  ];
  if (schema.type === 'number') list.push(['text', one('six')], ['a fraction', one('1.5')]);
  if (schema.type === 'number' && schema.minimum !== undefined)
    list.push(['below the minimum', one(String(schema.minimum - 1))]);
  if (schema.type === 'number' && schema.maximum !== undefined)
    list.push(['above the maximum', one(String(schema.maximum + 1))]);
  if (schema.enum) list.push(['a value outside the list', one('Other')]);
  if (schema.type === 'object')
    list.push(['unreadable JSON text', one('{"line1":')], ['a JSON list', one('[]')]);
  return list;
}

const formText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** Each field in turn given a wrong value, the other fields well-formed. */
export function fieldBodies(
  doc: OpenApiDocument,
  target: { multipart: boolean; schema: SchemaObject },
  idFor: (field: string) => string,
): BadBody[] {
  const good = goodObject(doc, target.schema, idFor);
  const bodies: BadBody[] = [];
  for (const [name, raw] of Object.entries(target.schema.properties ?? {})) {
    const schema = resolve(doc, raw);
    // An upload endpoint reads a JSON body too, so it gets both encodings.
    if (target.multipart) {
      const others = Object.entries(good)
        .filter(([field]) => field !== name)
        .map(([field, value]): [string, string] => [field, formText(value)]);
      for (const [label, fields] of wrongFormValues(name, schema, formText(good[name]))) {
        bodies.push({
          label: `${name}: ${label} (form)`,
          body: { kind: 'multipart', fields: [...others, ...fields] },
        });
      }
    }
    for (const [label, value] of wrongJsonValues(schema)) {
      bodies.push({ label: `${name}: ${label}`, body: { kind: 'json', value: { ...good, [name]: value } } });
    }
  }
  return bodies;
}

/**
 * Hostile text in every field at once, one kind of text per body. Such text is
 * well-formed (a free-text field must take "O'Brien <3"), so on its own it may be
 * accepted; each body therefore also claims the staff role, a field no endpoint
 * takes, and must be refused whole. The text still passes through every
 * transform and validator of every field.
 */
export function hostileBodies(target: { multipart: boolean; schema: SchemaObject }): BadBody[] {
  const names = Object.keys(target.schema.properties ?? {});
  return HOSTILE_TEXT.map(([label, text]): BadBody => {
    const value = { ...Object.fromEntries(names.map((name) => [name, text])), role: 'staff' };
    return {
      label: `${label} in every field, with role`,
      body: target.multipart ? { kind: 'multipart', fields: Object.entries(value) } : { kind: 'json', value },
    };
  });
}

const rawJson = (text: string): Body => ({ kind: 'raw', contentType: 'application/json', text });
const pollution = JSON.stringify({ [POLLUTION_KEY]: 'yes' });

/**
 * Whole bodies of the wrong shape. They are well-formed JSON (or text or a form),
 * so an endpoint that ignores its body would act on them: they go only where a
 * body is expected, or with an id that names nothing.
 */
export function shapeBodies(good: Record<string, unknown>, multipart: boolean): BadBody[] {
  const first = Object.keys(good)[0] ?? 'name';
  const goodText = JSON.stringify(good);
  const goodForm = Object.entries(good).map(([f, v]): [string, string] => [f, formText(v)]);
  const urlEncoded = new URLSearchParams([...goodForm, ['role', 'staff']]).toString();
  return [
    { label: 'an empty object', body: { kind: 'json', value: {} } },
    { label: 'an empty list', body: { kind: 'json', value: [] } },
    { label: 'the body inside a list', body: { kind: 'json', value: [good] } },
    { label: 'a JSON string', body: { kind: 'json', value: 'just text' } },
    { label: 'a JSON number', body: { kind: 'json', value: 42 } },
    { label: 'a JSON boolean', body: { kind: 'json', value: true } },
    { label: 'JSON null', body: rawJson('null') },
    { label: 'a 50-deep object', body: { kind: 'json', value: deepObject(50) } },
    { label: 'a 5 000-deep list', body: rawJson('['.repeat(5000) + ']'.repeat(5000)) },
    { label: 'an unknown field', body: { kind: 'json', value: { ...good, isAdmin: true } } },
    { label: '__proto__ at the top', body: rawJson(`{"__proto__":${pollution}}`) },
    { label: '__proto__ beside the fields', body: rawJson(`{"__proto__":${pollution},${goodText.slice(1)}`) },
    { label: `__proto__ inside ${first}`, body: rawJson(`{"${first}":{"__proto__":${pollution}}}`) },
    { label: 'constructor.prototype', body: rawJson(`{"constructor":{"prototype":${pollution}}}`) },
    { label: 'plain text', body: { kind: 'raw', contentType: 'text/plain', text: goodText } },
    {
      label: 'a URL-encoded form with an unknown field',
      body: { kind: 'raw', contentType: 'application/x-www-form-urlencoded', text: urlEncoded },
    },
    { label: 'an empty form', body: { kind: 'multipart', fields: [] } },
    // Well-formed where a form is expected; elsewhere its fields never reach the handler.
    ...(multipart ? [] : [{ label: 'a form', body: { kind: 'multipart', fields: goodForm } } as BadBody]),
    {
      label: 'a form with __proto__ fields',
      body: {
        kind: 'multipart',
        fields: [
          ...goodForm,
          [`__proto__[${POLLUTION_KEY}]`, 'yes'],
          [`constructor[prototype][${POLLUTION_KEY}]`, 'yes'],
        ],
      },
    },
    // The API's two upload fields; each endpoint refuses the other one as unexpected.
    ...['image', 'media'].map((field): BadBody => ({
      label: `a form whose ${field} file is no image`,
      body: {
        kind: 'multipart',
        fields: goodForm,
        file: { field, name: 'photo.png', content: Buffer.from('<script>alert(1)</script>') },
      },
    })),
    {
      label: 'a form with a file in an unknown field',
      body: {
        kind: 'multipart',
        fields: goodForm,
        file: { field: 'evil', name: 'evil.html', content: Buffer.from('<h1>hi</h1>') },
      },
    },
  ];
}

/**
 * Bodies no parser can read: they are refused before any handler runs, so they
 * are safe to send to every endpoint, even with real ids to one that ignores
 * its body (approve, delete, log out).
 */
export const UNREADABLE_BODIES: BadBody[] = [
  { label: 'truncated JSON', body: rawJson('{"broken":') },
  { label: 'single-quoted JSON', body: rawJson("{'a': 1}") },
  { label: 'JSON with a stray brace', body: rawJson('{"a":1}}') },
  { label: 'an empty JSON body', body: rawJson('') },
  {
    label: 'an unknown content type',
    body: { kind: 'raw', contentType: 'application/xml', text: '<a>1</a>' },
  },
  { label: 'a 1.1 MB body', body: rawJson(JSON.stringify({ text: 'x'.repeat(1_150_000) })) },
];
