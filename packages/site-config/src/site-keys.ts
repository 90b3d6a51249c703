// The site keys apart from the site table (sites.ts): i18n.ts and regional-hidden.ts need the
// type and sites.ts imports both, so defining the keys in sites.ts would be an import cycle.

/** Stable keys of the twelve sub-websites (spec §1). */
export type SiteKey = 'main' | 'tr' | 'eu' | 'hk' | 'us' | 'uk' | 'bs' | 'sg' | 'jp' | 'ae' | 'au' | 'testnet';

export const SITE_KEYS: readonly SiteKey[] = Object.freeze([
  'main',
  'tr',
  'eu',
  'hk',
  'us',
  'uk',
  'bs',
  'sg',
  'jp',
  'ae',
  'au',
  'testnet',
] as const);

export function isSiteKey(v: unknown): v is SiteKey {
  return typeof v === 'string' && (SITE_KEYS as readonly string[]).includes(v);
}
