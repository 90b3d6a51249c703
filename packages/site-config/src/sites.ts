import type { LangCode } from './i18n';
import { LANGUAGES } from './i18n';
import type { ReferenceTime, RiseColor } from './settings-model';
import { siteHidesSection } from './regional-hidden';
import { SITE_KEYS } from './site-keys';
import type { SiteKey } from './site-keys';

/** The per-site hidden flags of spec §6. `true` = hidden on that site. */
export type HiddenFlag =
  | 'personalInfo'
  | 'avatar'
  | 'notification'
  | 'download'
  | 'language'
  | 'themeMode'
  | 'setting'
  | 'search'
  | 'register'
  | 'multipleOrder'
  | 'spotOrder'
  | 'logout'
  | 'exchangeRate'
  | 'trade'
  | 'payWith'
  | 'rewardsHubCard'
  | 'testnetTrade'
  | 'backTrade';

export const HIDDEN_FLAGS: readonly HiddenFlag[] = Object.freeze([
  'personalInfo',
  'avatar',
  'notification',
  'download',
  'language',
  'themeMode',
  'setting',
  'search',
  'register',
  'multipleOrder',
  'spotOrder',
  'logout',
  'exchangeRate',
  'trade',
  'payWith',
  'rewardsHubCard',
  'testnetTrade',
  'backTrade',
] as const);

export interface SiteDefinition {
  key: SiteKey;
  /** Numeric sub_website_id (spec §1: main 0 from common data, the regional ids as listed; testnet 99, our choice). */
  subWebsiteId: number;
  name: string;
  /** Chain id used by the alpha search on this site (spec §1); null where none. */
  alphaChainId: number | null;
  defaultTradePair: string;
  copyrightStartYear: number;
  host: string;
  languages: readonly LangCode[];
  defaultLang: LangCode;
  hidden: Readonly<Record<HiddenFlag, boolean>>;
  upgradePlans: readonly (1 | 2 | 3)[];
  /**
   * The language choices that carry the restricted-location notice on this site (spec §6, §8):
   * only on sites that do not serve those jurisdictions (see the README's matrix).
   */
  restrictedNoticeLangs: readonly LangCode[];
  riseColorOptions: readonly RiseColor[];
  forcedRiseColor: RiseColor | null;
  referenceTimeOptions: readonly ReferenceTime[];
  showDownloadApp: boolean;
  showSocialIcons: boolean;
}

type HiddenOverrides = Partial<Record<HiddenFlag, boolean>>;

/**
 * Every site hides the main-site-only header entries unless it says otherwise:
 * spot-order and multiple-order links (spec §6 "only the main site shows"),
 * the testnet entry (main only) and the back-to-live-trading link (testnet only).
 */
const REGIONAL_DEFAULT_HIDDEN: HiddenOverrides = {
  multipleOrder: true,
  spotOrder: true,
  testnetTrade: true,
  backTrade: true,
  rewardsHubCard: true,
};

/** `search` and `download` follow the regional table unless a site overrides them. */
function hiddenFlags(key: SiteKey, overrides: HiddenOverrides): Readonly<Record<HiddenFlag, boolean>> {
  const flags = {} as Record<HiddenFlag, boolean>;
  for (const flag of HIDDEN_FLAGS) flags[flag] = overrides[flag] ?? false;
  flags.search = overrides.search ?? siteHidesSection(key, 'search');
  flags.download = overrides.download ?? siteHidesSection(key, 'download');
  return Object.freeze(flags);
}

const ALL_RISE: readonly RiseColor[] = ['risered', 'risegreen'];
const ALL_TIMES: readonly ReferenceTime[] = ['24h', 'utc0', 'utc8'];
const NO_UTC8: readonly ReferenceTime[] = ['24h', 'utc0'];

interface SiteInput extends Omit<SiteDefinition, 'hidden' | 'languages' | 'restrictedNoticeLangs' | 'riseColorOptions' | 'referenceTimeOptions' | 'forcedRiseColor' | 'defaultLang' | 'showDownloadApp' | 'showSocialIcons'> {
  hidden: HiddenOverrides;
  languages?: readonly LangCode[];
  restrictedNoticeLangs?: readonly LangCode[];
  riseColorOptions?: readonly RiseColor[];
  forcedRiseColor?: RiseColor | null;
  referenceTimeOptions?: readonly ReferenceTime[];
  showSocialIcons?: boolean;
}

function site(input: SiteInput): SiteDefinition {
  return Object.freeze({
    ...input,
    hidden: hiddenFlags(input.key, input.hidden),
    // Unlisted (main): every page language, catalog or not (a compliance choice per site).
    languages: Object.freeze([...(input.languages ?? LANGUAGES)]),
    // A bare path is English on every site (spec §2), so English is every site's default.
    defaultLang: 'en',
    upgradePlans: Object.freeze([...input.upgradePlans]),
    // Only the sites that offer a language and do not serve its jurisdictions warn about it.
    restrictedNoticeLangs: Object.freeze([...(input.restrictedNoticeLangs ?? [])].filter((lang) => (input.languages ?? LANGUAGES).includes(lang))),
    riseColorOptions: Object.freeze([...(input.riseColorOptions ?? ALL_RISE)]),
    forcedRiseColor: input.forcedRiseColor ?? null,
    referenceTimeOptions: Object.freeze([...(input.referenceTimeOptions ?? ALL_TIMES)]),
    showDownloadApp: !siteHidesSection(input.key, 'download'),
    showSocialIcons: input.showSocialIcons ?? true,
  });
}

/** The registry of sub-websites. Hosts are fictional (`*.gate.example`). */
export const SITES: Readonly<Record<SiteKey, SiteDefinition>> = Object.freeze({
  main: site({
    key: 'main',
    subWebsiteId: 0,
    name: 'Global',
    // The global entity does not serve the restricted German-, French- and Spanish-speaking
    // jurisdictions; the EU entity serves them and the Bahamas entity serves Spanish speakers.
    restrictedNoticeLangs: ['de', 'fr', 'es'],
    alphaChainId: null,
    defaultTradePair: 'BTC_USDT',
    copyrightStartYear: 2013,
    host: 'www.gate.example',
    hidden: { backTrade: true },
    upgradePlans: [1, 2, 3],
  }),
  tr: site({
    key: 'tr',
    subWebsiteId: 177,
    name: 'Turkey',
    alphaChainId: 177,
    defaultTradePair: 'BTC_TRY',
    copyrightStartYear: 2022,
    host: 'tr.gate.example',
    languages: ['tr', 'en'],
    hidden: { ...REGIONAL_DEFAULT_HIDDEN },
    upgradePlans: [1, 2, 3],
  }),
  eu: site({
    key: 'eu',
    subWebsiteId: 106,
    name: 'Malta / EU',
    alphaChainId: 106,
    defaultTradePair: 'BTC_USDC',
    copyrightStartYear: 2023,
    host: 'eu.gate.example',
    languages: ['en', 'de', 'fr', 'es'],
    hidden: { ...REGIONAL_DEFAULT_HIDDEN },
    upgradePlans: [1, 3],
  }),
  hk: site({
    key: 'hk',
    subWebsiteId: 71,
    name: 'Hong Kong',
    alphaChainId: 71,
    defaultTradePair: 'BTC_USDT',
    copyrightStartYear: 2023,
    host: 'hk.gate.example',
    languages: ['en', 'zh-tw', 'zh'],
    hidden: { ...REGIONAL_DEFAULT_HIDDEN },
    upgradePlans: [1, 3],
  }),
  us: site({
    key: 'us',
    subWebsiteId: 232,
    name: 'United States',
    alphaChainId: 232,
    defaultTradePair: 'BTC_USDT',
    copyrightStartYear: 2024,
    host: 'us.gate.example',
    languages: ['en'],
    hidden: { ...REGIONAL_DEFAULT_HIDDEN, language: true, exchangeRate: true },
    upgradePlans: [1, 3],
    riseColorOptions: ['risegreen'],
    forcedRiseColor: 'risegreen',
    referenceTimeOptions: ['24h'],
  }),
  uk: site({
    key: 'uk',
    subWebsiteId: 182,
    name: 'United Kingdom',
    alphaChainId: 182,
    defaultTradePair: 'BTC_USDT',
    copyrightStartYear: 2024,
    host: 'uk.gate.example',
    languages: ['en'],
    hidden: { ...REGIONAL_DEFAULT_HIDDEN },
    upgradePlans: [1, 3],
    showSocialIcons: false,
  }),
  bs: site({
    key: 'bs',
    subWebsiteId: 14,
    name: 'Bahamas',
    alphaChainId: 14,
    defaultTradePair: 'BTC_USDT',
    copyrightStartYear: 2023,
    host: 'bs.gate.example',
    languages: ['en', 'es'],
    hidden: { ...REGIONAL_DEFAULT_HIDDEN },
    upgradePlans: [1, 2, 3],
    showSocialIcons: false,
  }),
  sg: site({
    key: 'sg',
    subWebsiteId: 153,
    name: 'Singapore',
    alphaChainId: 153,
    defaultTradePair: 'BTC_SGD',
    copyrightStartYear: 2024,
    host: 'sg.gate.example',
    languages: ['en', 'zh'],
    hidden: { ...REGIONAL_DEFAULT_HIDDEN },
    upgradePlans: [1, 3],
    showSocialIcons: false,
  }),
  jp: site({
    key: 'jp',
    subWebsiteId: 83,
    name: 'Japan',
    alphaChainId: 83,
    defaultTradePair: 'BTC_JPY',
    copyrightStartYear: 2024,
    host: 'jp.gate.example',
    languages: ['ja', 'en'],
    hidden: { ...REGIONAL_DEFAULT_HIDDEN, payWith: true },
    upgradePlans: [1],
    referenceTimeOptions: NO_UTC8,
    showSocialIcons: false,
  }),
  ae: site({
    key: 'ae',
    subWebsiteId: 181,
    name: 'UAE',
    alphaChainId: 181,
    defaultTradePair: 'BTC_AED',
    copyrightStartYear: 2024,
    host: 'ae.gate.example',
    languages: ['en', 'ar'],
    hidden: { ...REGIONAL_DEFAULT_HIDDEN },
    upgradePlans: [1],
    referenceTimeOptions: NO_UTC8,
    showSocialIcons: false,
  }),
  au: site({
    key: 'au',
    subWebsiteId: 11,
    name: 'Australia',
    alphaChainId: 11,
    defaultTradePair: 'BTC_USDT',
    copyrightStartYear: 2024,
    host: 'au.gate.example',
    languages: ['en'],
    hidden: { ...REGIONAL_DEFAULT_HIDDEN },
    upgradePlans: [1, 3],
    showSocialIcons: false,
  }),
  testnet: site({
    key: 'testnet',
    subWebsiteId: 99,
    name: 'Testnet',
    alphaChainId: null,
    defaultTradePair: 'BTC_USDT',
    copyrightStartYear: 2013,
    host: 'testnet.gate.example',
    languages: ['en', 'zh', 'zh-tw'],
    hidden: {
      personalInfo: true,
      notification: true,
      register: true,
      multipleOrder: true,
      spotOrder: true,
      logout: true,
      exchangeRate: true,
      payWith: true,
      rewardsHubCard: true,
      testnetTrade: true,
      backTrade: false,
    },
    upgradePlans: [],
  }),
});

export function getSite(key: SiteKey): SiteDefinition {
  return SITES[key];
}

/**
 * The ids this shell used before it took spec §1's (tr 1 … au 10). A cookie, URL or stored entry
 * written by an older shell may still carry one; {@link siteFromSubWebsiteId} maps it once and
 * says so, so the caller can log it.
 */
export const LEGACY_SUB_WEBSITE_IDS: Readonly<Record<number, SiteKey>> = Object.freeze({
  1: 'tr',
  2: 'eu',
  3: 'hk',
  4: 'us',
  5: 'uk',
  6: 'bs',
  7: 'sg',
  8: 'jp',
  9: 'ae',
  10: 'au',
});

/**
 * The site of a sub_website_id (common data, a cookie, a URL). A legacy id (see
 * {@link LEGACY_SUB_WEBSITE_IDS}) still resolves, and `onLegacy` is called with it so the caller
 * can log the mapping; an unknown id gives undefined.
 */
export function siteFromSubWebsiteId(id: number, onLegacy?: (legacyId: number, site: SiteKey) => void): SiteDefinition | undefined {
  const current = SITE_KEYS.map((key) => SITES[key]).find((s) => s.subWebsiteId === id);
  if (current) return current;
  const legacy = Object.prototype.hasOwnProperty.call(LEGACY_SUB_WEBSITE_IDS, id) ? LEGACY_SUB_WEBSITE_IDS[id] : undefined;
  if (legacy === undefined) return undefined;
  onLegacy?.(id, legacy);
  return SITES[legacy];
}
