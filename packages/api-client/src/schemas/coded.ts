/**
 * Building blocks of the feature calls' schemas (markets, reminders): an envelope whose business
 * code the endpoint judges itself, and item-by-item list parsing that drops only the bad rows.
 */

/** Accepts only a 200 business code; the returned text ends up in the log line. */
export function acceptCode200(body: { code: number }): true | string {
  return body.code === 200 ? true : `code ${body.code}`;
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
