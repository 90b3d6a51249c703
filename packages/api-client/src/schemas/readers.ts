// Readers of loosely typed server values, without zod: start-up code (the snapshot check, the
// cache shape checks) and the zod builders of `primitives.ts` share them. Nothing here may import
// zod: `primitives.ts` and the schemas load with the first response, these load with the page.

/** A finite number, or a numeric string as a number; otherwise undefined. */
export function readNumber(input: unknown): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  if (typeof input === 'string' && input.trim() !== '') {
    const value = Number(input);
    return Number.isFinite(value) ? value : undefined;
  }
  return undefined;
}

/** Timestamps above this are milliseconds (1e12 ms is 2001; 1e12 s is the year 33658). */
const MS_THRESHOLD = 1e12;

/**
 * Seconds from a timestamp in seconds or milliseconds (number or numeric text). A value that is
 * still past the threshold once read as milliseconds is no time at all (the year 33658 or later):
 * 0, as is anything unreadable or not positive, so that reading a result again never changes it.
 */
export function toSeconds(value: unknown): number {
  const n = readNumber(value) ?? 0;
  if (n <= 0) return 0;
  const seconds = n >= MS_THRESHOLD ? Math.floor(n / 1000) : Math.floor(n);
  return seconds >= MS_THRESHOLD ? 0 : seconds;
}

/** A string, or a finite number as its text; otherwise undefined. */
export function readText(input: unknown): string | undefined {
  if (typeof input === 'string') return input;
  if (typeof input === 'number' && Number.isFinite(input)) return String(input);
  return undefined;
}

/** A boolean from `true`/`false`, `1`/`0`, `'1'`/`'0'`, `'true'`/`'false'`; otherwise undefined. */
export function readFlag(input: unknown): boolean | undefined {
  if (typeof input === 'boolean') return input;
  if (input === 1 || input === '1' || input === 'true') return true;
  if (input === 0 || input === '0' || input === 'false') return false;
  return undefined;
}

/** Plain object check that rejects arrays and null (zod's object also accepts neither, but says less). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
