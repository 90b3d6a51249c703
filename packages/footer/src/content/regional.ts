import { column } from './column';
import { FOOTER_ITEMS as I } from './items';
import type { FooterColumn, FooterItem } from './types';

/**
 * Columns of the regional sites (spec §2 "Regional examples"). A regional entity offers fewer
 * products than the global site; what a region's regulator hides on top of this (derivatives,
 * help centre, news, …) is decided by the policy, not here.
 */

const policyPages: readonly FooterItem[] = [I.userAgreement, I.privacyPolicy, I.riskDisclosure, I.cookiePolicy];
const learn = column('learn', [I.learnHub, I.prices, I.bitcoinPrice, I.howToBuy, I.prediction, I.btcUsd, I.converter]);
const contact = column('contact', [I.support, I.tickets, I.community]);
const services = column('services', [I.fees, I.help, I.announcements, I.feedback]);

/** Hong Kong, UK, Bahamas, Singapore and Australia: the regional standard, spot on BTC_USDT. */
export const REGIONAL_COLUMNS: readonly FooterColumn[] = Object.freeze([
  column('about', [I.aboutUs, ...policyPages, I.proofOfReserves, I.security]),
  column('products', [I.spot, I.convert, I.futures]),
  services,
  learn,
  contact,
]);

/** Turkey: `/about-us`, the calendar, the BTC→TRY converter, fiat deposit and withdrawal. */
export const TURKEY_COLUMNS: readonly FooterColumn[] = Object.freeze([
  column('about', [I.aboutUsTr, ...policyPages, I.proofOfReserves, I.security]),
  column('products', [I.spot, I.convert, I.fiatDeposit, I.fiatWithdraw]),
  services,
  column('learn', [I.learnHub, I.prices, I.bitcoinPrice, I.howToBuy, I.btcTry, I.calendar]),
  contact,
]);

/** EU (Malta): `/legal/*` policy pages, `/careers`, `/referral`, spot on BTC_USDC. */
export const EU_COLUMNS: readonly FooterColumn[] = Object.freeze([
  column('about', [I.aboutUs, I.careersEu, I.legalGroup, I.proofOfReserves, I.security]),
  column('products', [I.spotUsdc, I.convert]),
  column('services', [I.fees, I.help, I.announcements, I.feedback, I.affiliateEu]),
  learn,
  contact,
]);

/** US: `/proof-of-reserves`, legal disclosures, brand partnerships, spot on BTC_USDT. */
export const US_COLUMNS: readonly FooterColumn[] = Object.freeze([
  column('about', [I.aboutUs, I.careers, ...policyPages, I.legalDisclosures, I.proofOfReservesUs, I.security]),
  column('products', [I.spot, I.convert]),
  services,
  learn,
  contact,
  column('partner', [I.brandPartnerships]),
]);

/** Japan: spot on BTC_JPY. */
export const JAPAN_COLUMNS: readonly FooterColumn[] = Object.freeze([
  column('about', [I.aboutUs, ...policyPages, I.security]),
  column('products', [I.spotJpy, I.convert]),
  services,
  learn,
  contact,
]);

/** UAE: `/legal/*` pages, spot on BTC_AED. */
export const UAE_COLUMNS: readonly FooterColumn[] = Object.freeze([
  column('about', [I.aboutUs, I.legalGroup, I.proofOfReserves, I.security]),
  column('products', [I.spotAed, I.convert]),
  services,
  learn,
  contact,
]);
