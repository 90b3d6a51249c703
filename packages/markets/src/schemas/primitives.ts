/**
 * Market-specific building blocks. Field parsers (`optNum`, `optStr`, `flag`, …) and the coded
 * envelope come from `@shell/api-client`, so every schema reads the exchange's spellings the same way.
 */

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
