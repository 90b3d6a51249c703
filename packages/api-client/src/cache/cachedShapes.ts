import type { ComplianceInfo } from '@shell/site-config';
import type { ShapeOf } from './shape';
import { matchesShape } from './shape';

/**
 * The shape of the values the core's persistent caches keep, checked when an entry is read back
 * (see `shape.ts`). `ShapeOf<T>` lists every field of the normalized type, so a new field cannot
 * be forgotten here. Feature packages keep their own (e.g. the market lists in `@shell/markets`).
 */

/** A kept answer is a real one: `unknown` (a failed check) is a fallback, never stored. */
const compliance: ShapeOf<Omit<ComplianceInfo, 'unknown'>> = {
  menu: 'strings',
  business: 'strings',
  limit: { record: { au_redirect: 'boolean', is_sanction_country: 'boolean' } },
};

export const isComplianceInfo = (value: unknown): value is ComplianceInfo => matchesShape(value, compliance);
