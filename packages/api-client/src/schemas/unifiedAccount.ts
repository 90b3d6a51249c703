import * as z from 'zod/mini';
import { envelope, flag, isRecord, readFlag } from './primitives';
import type { UnifiedAccountModeName, UnifiedAccountSettings } from './sharedTypes';

export type { UnifiedAccountMode, UnifiedAccountModeName, UnifiedAccountSettings } from './sharedTypes';

const MODES: readonly UnifiedAccountModeName[] = ['classic', 'single_currency', 'multi_currency'];

export { UNIFIED_ACCOUNT_DEFAULTS } from './sharedDefaults';

const settingsSchema = z.transform<unknown, UnifiedAccountSettings>((input) => {
  const raw = isRecord(input) ? input : {};
  const read = (key: keyof UnifiedAccountSettings) => readFlag(raw[key]) ?? false;
  return { options: read('options'), usdt_futures: read('usdt_futures'), spot_hedge: read('spot_hedge'), use_funding: read('use_funding') };
});

const modeSchema = z.transform<unknown, UnifiedAccountModeName>((input) =>
  MODES.includes(input as UnifiedAccountModeName) ? (input as UnifiedAccountModeName) : 'classic',
);

export const unifiedAccountModeData = z.object({
  mode: modeSchema,
  support_unified: flag(false),
  first_open: flag(true),
  auto_borrow: flag(false),
  auto_repay: flag(false),
  settings: settingsSchema,
});

/** GET unified account mode: `{ code, data: { mode, support_unified, first_open, … } }`. */
export const unifiedAccountModeResponse = envelope(unifiedAccountModeData);
