import type { ComplianceInfo } from '@shell/site-config';
import { isRecord } from '../schemas/readers';

const isStringList = (value: unknown): boolean => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The shape of the compliance answer the core's persistent cache keeps, checked when the entry is
 * read back: localStorage is shared with the whole origin (another app, an older shell, an
 * extension), so a well-formed entry can still hold another shape, which then counts as no cache.
 * A kept answer is a real one: `unknown` (a failed check) is a fallback, never stored. (The
 * market lists' checks are @shell/markets'.)
 */
export const isComplianceInfo = (value: unknown): value is ComplianceInfo =>
  isRecord(value) &&
  isStringList(value.menu) &&
  isStringList(value.business) &&
  isRecord(value.limit) &&
  typeof value.limit.au_redirect === 'boolean' &&
  typeof value.limit.is_sanction_country === 'boolean';
