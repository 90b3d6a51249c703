import * as z from 'zod/mini';
import { codedEnvelope, DROPPED_SAMPLES } from './primitives';

/**
 * `POST /api/web/v1/web3-trade-interface/memebox/symbol_to_path` with JSON `{ symbols: [...] }`
 * → `{ code, data: { PEPE: '/memebox/pepe-eth' } }`. A symbol the server does not know is simply
 * absent from the map.
 */
export const memeboxPathsResponseSchema = codedEnvelope(z.record(z.string(), z.unknown()));

/** Paths become hrefs: only site-relative paths (`/x`, never `//x` or a scheme) are kept. */
const SAFE_PATH = /^\/(?!\/)[^\s\\]*$/;

export function normalizeMemeboxPaths(map: Record<string, unknown>) {
  const value: Record<string, string> = {};
  const samples: unknown[] = [];
  let dropped = 0;
  for (const [symbol, path] of Object.entries(map)) {
    if (typeof path === 'string' && SAFE_PATH.test(path)) value[symbol] = path;
    else if (++dropped <= DROPPED_SAMPLES) samples.push({ [symbol]: path });
  }
  return { value, dropped, samples };
}
