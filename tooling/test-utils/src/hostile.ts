import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { expect } from 'vitest';
import { safeHref } from '@shell/site-config';

/**
 * Hostile-input arbitraries (fast-check) shared by the packages' `*.property.test.ts` files: whatever a
 * broken or malicious server, another app on the origin or a hand-edited cache could hand a
 * schema or normalizer.
 */

/**
 * Runs per property: enough to hit the odd corners, small enough to keep every file at a second
 * or two. `SHELL_PROPERTY_RUNS=5000` runs a deep search locally.
 */
export const RUNS = Number(process.env.SHELL_PROPERTY_RUNS) || 300;

/** Strings that have broken parsers before: number and flag spellings, prototype keys, hostile URLs, markup, regex characters. */
export const TRICKY_STRINGS: readonly string[] = [
  '', ' ', '0', '1', '-1', '200', 'true', 'false', 'null', 'undefined', 'NaN', 'Infinity', '-Infinity', '1e309', '0x1F', ' 42 ', '9'.repeat(400),
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty',
  'javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', 'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>', '//evil.example', '///evil.example', '/\\evil.example', '\\\\evil.example', 'https:evil.example',
  'https://gate.example.evil.com/', 'http://user:pw@evil.example/', 'https://www.gate.example/ok', '/ok?x=1#y', '/trade/BTC_USDT',
  '<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '"><svg onload=alert(1)>',
  '.*', '(', ')', '[', ']', '{', '}', '?', '+', '^', '$', '|', '\\', '.', 'a.c', '(?:', '\u2028', '\u200b', '\ufeff', '\ud800', '\udc00x',
  'BTC_USDT', 'btc_usdt', 'BTC', 'USDT', 'USD', 'eur', 'A_B_C', '_', 'BTC_', '_USDT', 'zh', 'en', 'web', 'h5', 'internal', 'external', 'vertical', 'horizontal',
];

/** UTF-16 code units, lone surrogates included (what `JSON.parse('"\\ud800"')` yields). */
export const codeUnitString = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 10 });

/**
 * Any Unicode code points, astral ones and lone surrogates included: what `fc.string({ unit:
 * 'binary' })` draws, without its start-up cost (it builds a table of every code point, about
 * 1.4 s per test file, and 10 s on a loaded machine).
 */
export function codePointString(maxLength = 10): Arbitrary<string> {
  return fc.string({ unit: fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)), maxLength });
}

/**
 * URL paths: `/`-joined segments of path characters, percent escapes and code units, with an
 * optional query and fragment. Cheaper to start than `fc.webPath()` (about 1.2 s per file).
 */
export const pathString: Arbitrary<string> = fc
  .tuple(
    fc.array(fc.oneof(fc.stringMatching(/^[\w.~!$&'()*+,;=:@-]{0,8}$/), fc.stringMatching(/^(%[0-9A-Fa-f]{2}){1,3}$/), codeUnitString), { maxLength: 5 }),
    fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
    fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
  )
  .map(([segments, query, fragment]) => `/${segments.join('/')}${query === undefined ? '' : `?${query}`}${fragment === undefined ? '' : `#${fragment}`}`);

/** Any single value a JSON body (or worse) could put in a field. */
export const hostileScalar: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...TRICKY_STRINGS),
  fc.string({ maxLength: 12 }),
  codePointString(8),
  codeUnitString,
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, 1, -1, 2, 3, 4, 5, 99, 200, 1e12, 1e15, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, Number.NaN, Infinity, -Infinity),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);

/** Values beyond JSON: boxed primitives, null-prototype objects, Maps, Sets, dates, sparse arrays, bigints. */
export const exoticValue: Arbitrary<unknown> = fc.anything({
  maxDepth: 2,
  maxKeys: 4,
  withBoxedValues: true,
  withNullPrototype: true,
  withMap: true,
  withSet: true,
  withDate: true,
  withSparseArray: true,
  withBigInt: true,
  withTypedArray: true,
});

/** Any value of a field: a tricky scalar, a JSON value, or something JSON cannot even express. */
export const anyValue: Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: exoticValue },
);

/** "Shaped but wrong": an object with some of the real field names, each holding anything (or the given arbitrary). */
export function shaped(fields: readonly string[], overrides: Record<string, Arbitrary<unknown>> = {}): Arbitrary<Record<string, unknown>> {
  const model: Record<string, Arbitrary<unknown>> = {};
  for (const field of fields) model[field] = overrides[field] ? fc.oneof(overrides[field], anyValue) : anyValue;
  return fc.record(model, { requiredKeys: [] });
}

/** A list of mostly well-shaped items, with garbage mixed in. */
export function listOf(item: Arbitrary<unknown>, maxLength = 6): Arbitrary<unknown[]> {
  return fc.array(fc.oneof({ weight: 3, arbitrary: item }, { weight: 1, arbitrary: anyValue }), { maxLength });
}

/** The exchange envelope `{ code, message, data }` around a data arbitrary, each part possibly missing or wrong. */
export function envelopeOf(data: Arbitrary<unknown>): Arbitrary<Record<string, unknown>> {
  return fc.record(
    {
      code: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(200, '200', 0, '0') }, { weight: 1, arbitrary: hostileScalar }),
      message: anyValue,
      data: fc.oneof({ weight: 4, arbitrary: data }, { weight: 1, arbitrary: anyValue }),
    },
    { requiredKeys: [] },
  );
}

/** What every schema is fed: arbitrary JSON, arbitrary JS values, and shaped-but-wrong bodies. */
export function hostileBody(shapedBody: Arbitrary<unknown>): Arbitrary<unknown> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
    { weight: 1, arbitrary: exoticValue },
    { weight: 5, arbitrary: shapedBody },
  );
}

export interface SafeParser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error?: unknown };
}

/** `safeParse` must answer, never throw. Returns the data on success, `undefined` on failure. */
export function parseOrUndefined<T>(schema: SafeParser<T>, input: unknown): T | undefined {
  let result: ReturnType<SafeParser<T>['safeParse']>;
  try {
    result = schema.safeParse(input);
  } catch (error) {
    throw new Error(`safeParse threw on ${describe(input)}: ${String(error)}`, { cause: error });
  }
  return result.success ? result.data : undefined;
}

function describe(value: unknown): string {
  try {
    return fc.stringify(value);
  } catch {
    return String(value);
  }
}

/**
 * The output is plain data: strings, finite numbers, booleans, null, arrays and plain objects
 * (nothing a JSON round trip would change, so the persistent cache and SSR hydration hold it as is).
 * `opaque` names keys whose values are passed through untouched on purpose (e.g. reminder `extras`).
 */
export function expectPlainData(value: unknown, opaque: ReadonlySet<string> = new Set(), path = '$'): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${path} is ${value}`);
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) throw new Error(`${path} has a hole at ${i}`);
      expectPlainData(value[i], opaque, `${path}[${i}]`);
    }
    return;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, inner] of Object.entries(value)) {
      if (!opaque.has(key)) expectPlainData(inner, opaque, `${path}.${key}`);
    }
    return;
  }
  throw new Error(`${path} is not plain data: ${describe(value)}`);
}

/** A schema (or normalizer) under the hostile-input properties of {@link checkSchema}. */
export interface SchemaCase<T> {
  schema: SafeParser<T>;
  /** Shaped-but-wrong bodies (the envelope included). */
  body: Arbitrary<unknown>;
  /** The output type's invariants. */
  check: (out: T) => void;
  /** The output back in the wire shape, for the idempotence check. */
  rewrap?: (out: T) => unknown;
  /** The output is not exactly the input's shape: check that a second pass is stable instead. */
  notOwnShape?: boolean;
  /** Keys whose values the schema passes through untouched on purpose (validated later). */
  opaque?: ReadonlySet<string>;
}

/**
 * The three properties of every response schema, over {@link hostileBody} inputs:
 * - `safeParse` / the normalizer never throws;
 * - what comes out is plain data satisfying `check` (hrefs passed `safeHref`, lists are lists, …);
 * - normalizing twice equals once: the output, put back in the body's shape, parses to itself
 *   (with `notOwnShape`, parsing it again is stable).
 * Also makes sure the shaped bodies do reach the success path often enough to mean something.
 */
export function checkSchema<T>({ schema, body, check, rewrap, notOwnShape, opaque }: SchemaCase<T>): void {
  let successes = 0;
  fc.assert(
    fc.property(hostileBody(body), (input) => {
      const out = parseOrUndefined(schema, input);
      if (out === undefined) return;
      successes++;
      expectPlainData(out, opaque);
      check(out);
      if (!rewrap) return;
      const twice = parseOrUndefined(schema, rewrap(out));
      expect(twice).not.toBeUndefined();
      if (!notOwnShape) {
        expect(twice).toEqual(out);
        return;
      }
      check(twice as T);
      expect(parseOrUndefined(schema, rewrap(twice as T))).toEqual(twice);
    }),
    { numRuns: RUNS },
  );
  expect(successes).toBeGreaterThan(RUNS / 20);
}

/** An href that came from data: empty, or exactly what `safeHref` lets through. */
export function expectSafeHref(href: string): void {
  if (href !== '') expect(safeHref(href)).toBe(href);
}

/** `{ code: 200, data }`: the success envelope of the exchange API. */
export const ok = (data: unknown) => ({ code: 200, data });

/** A flag as servers send them: booleans, 0/1, their strings, and a few that are neither. */
export const flagValue = fc.constantFrom<unknown>(true, false, 1, 0, '1', '0', 'true', 'false', 'yes', 2, null);

/** A text field's value: tricky strings, short random ones, or a number where text belongs. */
export const textish = fc.oneof(fc.constantFrom(...TRICKY_STRINGS), fc.string({ maxLength: 8 }), fc.integer());
