import fc from 'fast-check';

/**
 * Hostile values for the fuzz suites (fuzz.test.ts, fuzz-owned.test.ts): the scalars, values,
 * path segments and JSON texts a client could send, and the check that an answer shows no stack.
 */

function nested(levels: number, leaf: unknown, asArray: boolean): unknown {
  let value = leaf;
  for (let i = 0; i < levels; i += 1) value = asArray ? [value] : { a: value };
  return value;
}

export const hostileScalar = fc.oneof(
  fc.constantFrom<unknown>(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00',
    '',
    ' ',
    'x'.repeat(100_000),
    '__proto__',
    'constructor',
    '../../etc/passwd',
    "'; drop table users; --",
    '00000000-0000-0000-0000-000000000000',
    1e308,
    -1e308,
    -1,
    0,
    2 ** 53 + 1,
    -(2 ** 31) - 1,
    0.5,
    true,
    false,
    null,
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  fc.array(hostileScalar, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 4 }),
  fc.constantFrom(nested(200, 'deep', true), nested(200, 'deep', false), [], {}, [{}], { length: 1e9 }),
);

/** Whole numbers around the limits of 32-bit and 64-bit integers and of JavaScript's safe range. */
export const hostileInteger = fc.oneof(
  fc.constantFrom(-1, 0, 1, 2, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 - 1, 2 ** 53, 2 ** 53 + 2, -(2 ** 31) - 1, 1e308),
  fc.integer(),
);

/** A JSON text: usually built from values, sometimes text JSON.stringify cannot make. */
export function hostileBodyText(keys: string[]): fc.Arbitrary<string> {
  const record =
    keys.length > 0
      ? fc.record(Object.fromEntries(keys.map((key) => [key, hostileValue])), { requiredKeys: [] })
      : fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 4 });
  return fc.oneof(
    { weight: 6, arbitrary: record.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    fc.constantFrom(
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      '{"a":',
      '',
      'null',
      '"text"',
      '1e999',
      `{"name":"${'\\u0000'.repeat(3)}"}`,
      `{"text":"\\ud800"}`,
    ),
  );
}

/** A query string of hostile values, under the route's own keys when it has some. */
export function hostileQueryText(keys: string[]): fc.Arbitrary<string> {
  const names = keys.length > 0 ? fc.constantFrom(...keys) : fc.string({ maxLength: 8 });
  return fc
    .array(fc.tuple(names, hostileScalar), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(String(v))}`).join('&'));
}

export const hostileSegment = fc.oneof(
  fc.constantFrom('%00', '%ED%A0%80', 'x'.repeat(5000), '-1', '1e308', '..', '%2F', 'null', 'ME', '__proto__'),
  fc.string({ minLength: 1, maxLength: 20 }).map(encode),
);

/** Percent-encodes like a client would; half a surrogate pair goes as its raw UTF-8 bytes. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

export function stackTraceIn(body: string): boolean {
  return /\n\s+at |\.ts:\d+|node_modules/.test(body);
}
