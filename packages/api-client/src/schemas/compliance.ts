import * as z from 'zod/mini';
import type { ComplianceInfo } from '@shell/site-config';
import { envelope, isRecord, readFlag } from './primitives';

/** `business` arrives as a list of set flags or as a `{ flag: true }` map; both become the list of set flags. */
function businessFlags(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.filter((flag): flag is string => typeof flag === 'string');
  if (isRecord(raw)) return Object.keys(raw).filter((flag) => readFlag(raw[flag]) === true);
  return [];
}

/**
 * Compliance check data → site-config's `ComplianceInfo`. `menu` (the hidden feature keys) is the
 * field everything depends on, so it is required to be an array; `business` and `limit` are lenient.
 */
export const complianceData = z.pipe(
  z.object({ menu: z.array(z.unknown()), business: z.optional(z.unknown()), limit: z.optional(z.unknown()) }),
  z.transform((raw): ComplianceInfo => {
    const limit = isRecord(raw.limit) ? raw.limit : {};
    return {
      menu: raw.menu.filter((key): key is string => typeof key === 'string'),
      business: businessFlags(raw.business),
      limit: {
        au_redirect: readFlag(limit.au_redirect) ?? false,
        is_sanction_country: readFlag(limit.is_sanction_country) ?? false,
      },
    };
  }),
);

/** GET compliance check: `{ code, data: { menu: string[], business: string[] | {flag: bool}, limit: {...} } }`. */
export const complianceResponse = envelope(complianceData);
