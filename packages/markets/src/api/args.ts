import type { LangCode, ReferenceTime, SiteKey } from '@shell/site-config';

/**
 * Site and language travel in every market call's argument even where the request does not send
 * them: they key both RTK Query's cache and the persistent cache (market caches are bound to the
 * language they were stored with, spec §5), so switching either refetches instead of showing
 * another language's data.
 */
export interface MarketScope {
  site: SiteKey;
  lang: LangCode;
}

/** Lists whose change percentage depends on the reference-time setting (24h, utc0, utc8). */
export interface MarketListArg extends MarketScope {
  timezone?: ReferenceTime;
}

export const DEFAULT_TIMEZONE: ReferenceTime = '24h';
