/** Junk for the other parts of a request: path ids and query strings, already URL-encoded. */
import { HOSTILE_TEXT, POLLUTION_KEY } from './bad-bodies.js';

/** Percent-escapes no UTF-8 decoder can read, for paths and query strings. */
const BROKEN_ESCAPES: [string, string][] = [
  ['invalid UTF-8', '%FF%FE'],
  ['a truncated escape', '%E0%A4%A'],
  ['an encoded lone surrogate', '%ED%A0%80'],
];

/** Ids that name nothing, or are not ids at all, for every path parameter; already URL-encoded. */
export const JUNK_IDS: [string, string][] = [
  ...(
    [
      ['an unknown id', '3f0a8d62-5c1e-4b7a-9d2e-1a2b3c4d5e6f'],
      ['the nil uuid', '00000000-0000-0000-0000-000000000000'],
      ['not an id', 'not-an-id'],
      ['a number', '42'],
      ['a negative number', '-1'],
      ['1e309', '1e309'],
      ['SQL', "1' or '1'='1"],
      ['SQL drop', "'; drop table users; --"],
      ['a script tag', '<script>alert(1)</script>'],
      ['a NUL byte', 'abc\u0000def'],
      ['emoji', '👩🏽‍⚕️'],
      ['right-to-left override', '\u202Egnp.exe'],
      ['a path', '../../etc/passwd'],
      ['__proto__', '__proto__'],
      ['constructor', 'constructor'],
      ['an id with a suffix', '3f0a8d62-5c1e-4b7a-9d2e-1a2b3c4d5e6f;select'],
      ['200 characters', 'a'.repeat(200)],
    ] as [string, string][]
  ).map(([label, id]): [string, string] => [label, encodeURIComponent(id)]),
  ...BROKEN_ESCAPES,
];

/**
 * Query strings for a GET endpoint: every declared parameter given junk (kept
 * below Node's 16 KB header limit, which answers before the application), plus
 * undeclared and pollution keys every endpoint should ignore or refuse.
 */
export function queryStrings(declared: string[]): [string, string][] {
  const values: [string, string][] = [
    ...HOSTILE_TEXT.filter(([label]) => label !== 'a lone surrogate'),
    ['a NUL byte', 'a\u0000b'],
    ['8 000 characters', 'x'.repeat(8000)],
    ['nothing', ''],
    ['a negative number', '-1'],
    ['zero', '0'],
    ['a fraction', '1.5'],
    ['1e309', '1e309'],
    ['a 30-digit number', '9'.repeat(30)],
    ['NaN', 'NaN'],
  ];
  const q = encodeURIComponent;
  const strings: [string, string][] = [];
  for (const name of declared) {
    for (const [label, value] of values) strings.push([`${name}: ${label}`, `${q(name)}=${q(value)}`]);
    for (const [label, escaped] of BROKEN_ESCAPES)
      strings.push([`${name}: ${label}`, `${q(name)}=${escaped}`]);
    strings.push([`${name}: repeated`, `${name}=1&${name}=2`]);
    strings.push([`${name}: an object`, `${name}[a]=1`]);
  }
  // One request for all of these: most endpoints ignore unknown parameters, and some reads are slow.
  const unknown = [
    `q=${q("'; drop table users; --")}`,
    `__proto__[${POLLUTION_KEY}]=yes`,
    `__proto__.${POLLUTION_KEY}=yes`,
    `constructor[prototype][${POLLUTION_KEY}]=yes`,
  ];
  strings.push(['unknown and __proto__ parameters', unknown.join('&')]);
  return strings;
}
