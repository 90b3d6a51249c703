import type { SiteKey } from './site-keys';

/** The product areas a regional site can hide as a whole (spec §6). */
export type RegionalSection =
  | 'web3'
  | 'search'
  | 'download'
  | 'derivatives'
  | 'finance'
  | 'otc'
  | 'organization'
  | 'helpCenter'
  | 'latestNews';

// Pure: a bundle that never reads the list drops it.
export const REGIONAL_SECTIONS: readonly RegionalSection[] = /* @__PURE__ */ Object.freeze([
  'web3',
  'search',
  'download',
  'derivatives',
  'finance',
  'otc',
  'organization',
  'helpCenter',
  'latestNews',
] as const);

/**
 * Which areas each site hides. The spec names the areas but not the sets ("exact sets not
 * shown"); these are our choice, made the way a compliance officer would read each regime:
 *
 * - web3 (self-custody wallet, DEX, on-chain products): only the global site offers it.
 * - derivatives (futures, delivery, margin, options): hidden wherever retail crypto
 *   derivatives are banned or need a licence the local entity lacks (UK FCA ban, US, HK SFC
 *   VATP, SG MAS retail rules, JP JFSA, EU MiCA CASP, UAE VARA, Turkey, AU) — Bahamas
 *   (DARE) keeps them.
 * - finance (earn, staking, launchpool, bots): hidden where yield products are securities or
 *   restricted for retail (US, UK, HK, SG, JP).
 * - otc / organization (OTC desk, institutional services): offered by the global entity only.
 * - search (the aggregated-search micro-app mixes in global products): hidden on SG and JP.
 * - download (app download QR and drawer button): US and EU apps are separate listings.
 * - helpCenter / latestNews: JP and the testnet link to their own local pages instead.
 */
export const REGIONAL_HIDDEN: Readonly<Record<SiteKey, readonly RegionalSection[]>> = Object.freeze({
  main: [],
  tr: ['web3', 'derivatives', 'otc', 'organization'],
  eu: ['web3', 'download', 'derivatives', 'otc', 'organization'],
  hk: ['web3', 'derivatives', 'finance', 'otc', 'organization'],
  us: ['web3', 'download', 'derivatives', 'finance', 'otc', 'organization'],
  uk: ['web3', 'derivatives', 'finance', 'otc', 'organization'],
  bs: ['web3', 'otc', 'organization', 'latestNews'],
  sg: ['web3', 'search', 'derivatives', 'finance', 'otc', 'organization'],
  jp: ['web3', 'search', 'derivatives', 'finance', 'otc', 'organization', 'helpCenter', 'latestNews'],
  ae: ['web3', 'derivatives', 'otc', 'organization'],
  au: ['web3', 'derivatives', 'otc', 'organization'],
  testnet: ['web3', 'search', 'download', 'finance', 'otc', 'organization', 'helpCenter', 'latestNews'],
});

export function siteHidesSection(site: SiteKey, section: RegionalSection): boolean {
  return REGIONAL_HIDDEN[site].includes(section);
}
