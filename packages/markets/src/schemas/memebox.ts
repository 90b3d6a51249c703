import * as z from 'zod/mini';
import { safeHref } from '@shell/site-config';
import { DROPPED_SAMPLES } from '@shell/api-client/core';
import { codedEnvelope } from '@shell/api-client/schemas';

/**
 * `POST /api/web/v1/web3-trade-interface/memebox/symbol_to_path` with JSON `{ symbols: [...] }`
 * → `{ code, data: { PEPE: '/memebox/pepe-eth' } }`. A symbol the server does not know is simply
 * absent from the map.
 */
export const memeboxPathsResponseSchema = codedEnvelope(z.record(z.string(), z.unknown()));

export function normalizeMemeboxPaths(map: Record<string, unknown>) {
  const value: Record<string, string> = {};
  const samples: unknown[] = [];
  let dropped = 0;
  for (const [symbol, path] of Object.entries(map)) {
    // Paths become hrefs: only site-relative paths that pass the one URL check (`/x`; never `//x`,
    // a scheme, a backslash or a control character) are kept.
    const href = safeHref(path, { allowExternal: false });
    if (href !== null) value[symbol] = href;
    else if (++dropped <= DROPPED_SAMPLES) samples.push({ [symbol]: path });
  }
  return { value, dropped, samples };
}
