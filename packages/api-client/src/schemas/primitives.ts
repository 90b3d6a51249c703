import * as z from 'zod/mini';
import { isRecord, readFlag, readNumber, readText, toSeconds } from './readers';

/**
 * Lenient-but-safe field parsers shared by every shared-call schema.
 *
 * The exchange's servers are inconsistent: numbers arrive as strings, flags as `0`/`1`/`'true'`,
 * optional fields as `null`. Required fields (`num`, `str`) accept those spellings and fail the
 * parse on anything else, so a truly wrong body still yields the spec §8 fallback. Optional
 * fields (`optNum`, `optStr`, `flag`) never fail: a missing or unusable value becomes the default,
 * because one odd optional field must not throw away an otherwise good response.
 */

// The readers are zod-free (`readers.ts`): start-up code imports them without zod.
export { isRecord, readFlag, readNumber, readText, toSeconds };

/** A required number; numeric strings are coerced. */
export function num() {
  return z.transform<unknown, number>((input, ctx) => {
    const value = readNumber(input);
    if (value !== undefined) return value;
    ctx.issues.push({ code: 'custom', message: 'expected a number', input });
    return z.NEVER;
  });
}

/** A required string; finite numbers are accepted as their decimal text (ids often flip type). */
export function str() {
  return z.transform<unknown, string>((input, ctx) => {
    const value = readText(input);
    if (value !== undefined) return value;
    ctx.issues.push({ code: 'custom', message: 'expected a string', input });
    return z.NEVER;
  });
}

/** An optional number: missing, null or unusable values become `fallback`. */
export function optNum<D extends number | undefined>(fallback: D) {
  return z.transform<unknown, number | D>((input) => readNumber(input) ?? fallback);
}

/**
 * An optional string: missing, null or unusable values become `fallback` (default `''`).
 * `optStr(undefined)` really falls back to `undefined` (a default parameter would turn it into `''`).
 */
export function optStr<D extends string | undefined = string>(...args: [fallback?: D]) {
  const fallback = (args.length > 0 ? args[0] : '') as D;
  return z.transform<unknown, string | D>((input) => readText(input) ?? fallback);
}

/** An optional flag: booleans, `0`/`1`, `'0'`/`'1'`, `'true'`/`'false'`; anything else is `fallback`. */
export function flag(fallback = false) {
  return z.transform<unknown, boolean>((input) => readFlag(input) ?? fallback);
}

/** An optional list of strings; non-string entries are dropped, a non-array is `[]`. */
export function stringList() {
  return z.transform<unknown, string[]>((input) =>
    Array.isArray(input) ? input.filter((item): item is string => typeof item === 'string') : [],
  );
}

/**
 * The exchange's response envelope: `{ code, message, data }`. `code` may be missing (some older
 * endpoints omit it); when present it must be 200 or 0 — anything else is a refusal and fails the
 * parse (logged with reason `schema`, the detail naming the code). `data` is parsed by the given schema.
 */
export function envelope<T extends z.core.SomeType>(data: T): z.ZodMiniType<z.output<T>, unknown> {
  const body = z.object({
    code: z.optional(z.union([z.number(), z.string()])),
    message: z.optional(z.unknown()),
    data: data as z.core.SomeType,
  });
  return z.pipe(
    body,
    z.transform((parsed: { code?: number | string; message?: unknown; data: unknown }, ctx) => {
      if (parsed.code !== undefined && Number(parsed.code) !== 200 && Number(parsed.code) !== 0) {
        ctx.issues.push({ code: 'custom', message: `business code ${String(parsed.code)}`, input: parsed.code });
        return z.NEVER;
      }
      return parsed.data as z.output<T>;
    }),
  ) as unknown as z.ZodMiniType<z.output<T>, unknown>;
}
