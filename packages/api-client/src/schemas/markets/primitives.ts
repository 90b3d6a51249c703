/**
 * Market-specific building blocks. Field parsers (`optNum`, `optStr`, `flag`, …) come from the
 * shared `../primitives`, the coded envelope and item-by-item parsing from `../coded`.
 */

// Transitional: the market schemas import these from here until they move to @shell/markets.
export { acceptCode200, codedEnvelope, DROPPED_SAMPLES, parseItems } from '../coded';
export type { ParsedItems } from '../coded';

/** Splits a comma-separated list, trimming blanks away (`"defi, meme,"` → `['defi', 'meme']`). */
export function splitList(value: string | null | undefined): string[] {
  if (!value) return [];
  const out: string[] = [];
  for (const part of value.split(',')) {
    const trimmed = part.trim();
    if (trimmed) out.push(trimmed);
  }
  return out;
}

/** `up` when the change is zero or positive (spec §3). */
export function trendOf(percent: number): 'up' | 'down' {
  return percent >= 0 ? 'up' : 'down';
}

export type Trend = 'up' | 'down';
