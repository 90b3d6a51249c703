import { readNumber } from '@shell/api-client/core';

// The numbers of positional market rows: a module of plain functions on the hot path (2,700
// rows on every load). Timestamps go through `toSeconds` of `@shell/api-client`.

/** Exact powers of ten: an integer below 2^53 divided by one of these is correctly rounded. */
const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22];

/**
 * Plain decimals (`-12.345`, `0.00001234`, `98765432`) with at most 15 digits, parsed by hand:
 * the digits form an exact integer and one division by an exact power of ten rounds exactly as
 * `Number()` does (the IEEE fast path). Anything else (exponents, blanks, `Infinity`, long
 * mantissas) answers `undefined` and goes the general way. Prices arrive as text ×4 per row.
 */
function parsePlainDecimal(text: string): number | undefined {
  const length = text.length;
  if (length === 0 || length > 17) return undefined;
  let i = 0;
  let negative = false;
  const first = text.charCodeAt(0);
  if (first === 45) {
    negative = true;
    i = 1;
  }
  let mantissa = 0;
  let digits = 0;
  let decimals = -1;
  for (; i < length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      mantissa = mantissa * 10 + (code - 48);
      digits++;
      if (decimals >= 0) decimals++;
    } else if (code === 46 && decimals === -1) decimals = 0;
    else return undefined;
  }
  if (digits === 0 || digits > 15) return undefined;
  const value = decimals > 0 ? mantissa / (POW10[decimals] as number) : mantissa;
  return negative ? -value : value;
}

/**
 * `readNumber` for the hot path: 2,700 rows × 7 numbers on every load. Plain decimals take the
 * exact hand-written path; other text goes through `Number()` as `readNumber` does.
 */
export function fastNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const plain = parsePlainDecimal(value);
  return plain !== undefined ? plain : readNumber(value);
}

export function optionalNumber(value: unknown): number {
  return fastNumber(value) ?? 0;
}

export function optionalText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
