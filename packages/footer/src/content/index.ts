import { ROUTES } from '@shell/site-config';
import type { SiteKey } from '@shell/site-config';
import { LEGAL_PAGES } from './items';
import { FOOTER_LEGAL } from './legal';
import { MAIN_COLUMNS } from './main';
import { EU_COLUMNS, JAPAN_COLUMNS, REGIONAL_COLUMNS, TURKEY_COLUMNS, UAE_COLUMNS, US_COLUMNS } from './regional';
import type { FooterColumn, FooterContent } from './types';

const content = (site: SiteKey, columns: readonly FooterColumn[], cookiePolicyLink: string = ROUTES.cookiePolicy): FooterContent =>
  Object.freeze({ columns, legal: FOOTER_LEGAL[site], cookiePolicyLink });

/** The footer of each of the twelve sites: versioned data, changed with a changeset. */
export const FOOTER_CONTENT: Readonly<Record<SiteKey, FooterContent>> = Object.freeze({
  main: content('main', MAIN_COLUMNS),
  tr: content('tr', TURKEY_COLUMNS),
  eu: content('eu', EU_COLUMNS, LEGAL_PAGES.cookiePolicy),
  hk: content('hk', REGIONAL_COLUMNS),
  us: content('us', US_COLUMNS),
  uk: content('uk', REGIONAL_COLUMNS),
  bs: content('bs', REGIONAL_COLUMNS),
  sg: content('sg', REGIONAL_COLUMNS),
  jp: content('jp', JAPAN_COLUMNS),
  ae: content('ae', UAE_COLUMNS, LEGAL_PAGES.cookiePolicy),
  au: content('au', REGIONAL_COLUMNS),
  testnet: content('testnet', MAIN_COLUMNS),
});
