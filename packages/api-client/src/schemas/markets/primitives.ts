import * as z from 'zod/mini';

/**
 * Market- and reminder-specific building blocks. Field parsers (`optNum`, `optStr`, `flag`, …)
 * come from the shared `../primitives` so every schema of the package reads the exchange's
 * spellings the same way.
 */

/**
 * `{ code, message, data }` with the code kept as a number. Unlike the shared `envelope`, the
 * business code is not judged here: each endpoint states its own rule through `accept`
 * (e.g. futures count only with code 200, spec §5) so the log line says `business-code`.
 */
export function codedEnvelope<T extends z.core.SomeType>(data: T) {
  return z.object({
    code: z.pipe(
      z.union([z.number(), z.string().check(z.regex(/^-?\d+$/))]),
      z.transform((value) => Number(value)),
    ),
    message: z.optional(z.unknown()),
    data,
  });
}

/** Accepts only a 200 business code; the returned text ends up in the log line. */
export function acceptCode200(body: { code: number }): true | string {
  return body.code === 200 ? true : `code ${body.code}`;
}

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

/** Items that passed their schema, plus how many did not (for the one `api.rows-dropped` line). */
export interface ParsedItems<T> {
  items: T[];
  dropped: number;
  samples: unknown[];
}

/** How many dropped items a log line quotes. */
export const DROPPED_SAMPLES = 3;

interface ItemSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/**
 * Parses a list item by item, so one malformed market drops only itself (spec §3: "a bad row
 * is dropped, the rest kept").
 */
export function parseItems<T>(list: readonly unknown[], item: ItemSchema<T>): ParsedItems<T> {
  const items: T[] = [];
  const samples: unknown[] = [];
  let dropped = 0;
  for (const raw of list) {
    const parsed = item.safeParse(raw);
    if (parsed.success) items.push(parsed.data);
    else if (++dropped <= DROPPED_SAMPLES) samples.push(raw);
  }
  return { items, dropped, samples };
}

/** `up` when the change is zero or positive (spec §3). */
export function trendOf(percent: number): 'up' | 'down' {
  return percent >= 0 ? 'up' : 'down';
}

export type Trend = 'up' | 'down';
