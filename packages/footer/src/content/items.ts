import { ROUTES } from '@shell/site-config';
import { coinRoutes } from '../internal/spec';
import type { GatedItem } from '@shell/site-config';
import type { FooterItem } from './types';
import { itemMessages as m } from './messages';

/**
 * Defaults of the parameterised learn links (spec §2: `/price/{coin-slug}`, `/how-to-buy/{coin-slug}`,
 * `/price-prediction/{coin-slug}`, `/price/{coin}/usd`, Turkey's `/converter/{coin}/{pair}-to-try`):
 * Bitcoin, the coin every visitor looks up first.
 */
export const LEARN_LINK_DEFAULTS = Object.freeze({ coinSlug: 'bitcoin', coin: 'btc', converterCoin: 'bitcoin', converterPair: 'btc' } as const);

/** The US legal disclosures page the US disclaimer links to. */
export const LEGAL_DISCLOSURES_PATH = `${ROUTES.legal}/disclosures`;

/** EU and UAE policy pages live under `/legal/*` (spec §2). */
export const LEGAL_PAGES = Object.freeze({
  userAgreement: `${ROUTES.legal}/user-agreement`,
  privacyPolicy: `${ROUTES.legal}/privacy-policy`,
  cookiePolicy: `${ROUTES.legal}/cookie-policy`,
  riskDisclosure: `${ROUTES.legal}/risk-disclosure`,
  complaints: `${ROUTES.legal}/complaints`,
} as const);

type ItemOptions = Omit<FooterItem, 'id' | 'text' | 'link'>;

const item = (id: string, text: FooterItem['text'], link: string, options: ItemOptions = {}): FooterItem => Object.freeze({ id, text, link, ...options });
const gated = (id: string, text: FooterItem['text'], link: string, gate: GatedItem, options: ItemOptions = {}): FooterItem =>
  item(id, text, link, { ...options, gate });

const { coinSlug, coin, converterCoin, converterPair } = LEARN_LINK_DEFAULTS;

/** Every footer link, defined once; the regional column lists pick from here. */
export const FOOTER_ITEMS = Object.freeze({
  // About
  aboutUs: item('aboutUs', m.aboutUs, ROUTES.aboutUs),
  aboutUsTr: item('aboutUs', m.aboutUs, ROUTES.aboutUsTr),
  careers: item('careers', m.careers, ROUTES.careers),
  careersEu: item('careers', m.careers, ROUTES.careersEu),
  newsroom: item('newsroom', m.newsroom, ROUTES.newsroom),
  userAgreement: item('userAgreement', m.userAgreement, ROUTES.userAgreement),
  riskDisclosure: item('riskDisclosure', m.riskDisclosure, ROUTES.riskDisclosure),
  privacyPolicy: item('privacyPolicy', m.privacyPolicy, ROUTES.privacyPolicy),
  cookiePolicy: item('cookiePolicy', m.cookiePolicy, ROUTES.cookiePolicy),
  mediaKit: gated('mediaKit', m.mediaKit, ROUTES.mediaKit, 'footer.media_kit'),
  proofOfReserves: item('proofOfReserves', m.proofOfReserves, ROUTES.proofOfReserves),
  proofOfReservesUs: item('proofOfReserves', m.proofOfReserves, ROUTES.proofOfReservesUs),
  licenses: item('licenses', m.licenses, ROUTES.licenses),
  security: item('security', m.security, ROUTES.security),
  gt: item('gt', m.gt, ROUTES.gt),
  gusd: gated('gusd', m.gusd, ROUTES.gusd, 'footer.gusd-staking'),
  event: item('event', m.event, ROUTES.event),
  lawEnforcement: item('lawEnforcement', m.lawEnforcement, ROUTES.lawEnforcement),
  globalConferences: item('globalConferences', m.globalConferences, ROUTES.globalConferences),
  ventures: gated('ventures', m.ventures, ROUTES.ventures, 'footer.ventures'),
  legalDisclosures: item('legalDisclosures', m.legalDisclosures, LEGAL_DISCLOSURES_PATH),
  /** The `/legal/*` policy pages of the EU and UAE sites, grouped under one heading. */
  legalGroup: Object.freeze<FooterItem>({
    id: 'legal',
    text: m.legal,
    children: [
      item('userAgreement', m.userAgreement, LEGAL_PAGES.userAgreement),
      item('privacyPolicy', m.privacyPolicy, LEGAL_PAGES.privacyPolicy),
      item('cookiePolicy', m.cookiePolicy, LEGAL_PAGES.cookiePolicy),
      item('riskDisclosure', m.riskDisclosure, LEGAL_PAGES.riskDisclosure),
      item('complaints', m.complaints, LEGAL_PAGES.complaints),
    ],
  }),

  // Products
  p2pExpress: gated('p2pExpress', m.p2pExpress, ROUTES.p2pExpressBuy, 'footer.express'),
  convert: gated('convert', m.convert, ROUTES.convert, 'footer.flash_exchange'),
  spot: gated('spot', m.spot, ROUTES.spotTrade, 'footer.spot_trade'),
  spotUsdc: gated('spot', m.spot, '/trade/BTC_USDC', 'footer.spot_trade'),
  spotJpy: gated('spot', m.spot, '/trade/BTC_JPY', 'footer.spot_trade'),
  spotAed: gated('spot', m.spot, '/trade/BTC_AED', 'footer.spot_trade'),
  futures: gated('futures', m.futures, ROUTES.futuresCenter, 'footer.derivatives'),
  tokenizedStocks: gated('tokenizedStocks', m.tokenizedStocks, ROUTES.tokenizedStocks, 'footer.api_stocks_order'),
  // No footer.alpha item exists in the policy; the header's alpha item carries the same rules.
  alpha: gated('alpha', m.alpha, ROUTES.alpha, 'header.nav.alpha'),
  margin: gated('margin', m.margin, ROUTES.isolatedMargin, 'footer.margin_trade'),
  etf: gated('etf', m.etf, ROUTES.etf, 'footer.margin_etf_trade'),
  nft: gated('nft', m.nft, ROUTES.nft, 'footer.nft'),
  gatepay: gated('gatepay', m.gatepay, ROUTES.gatepay, 'footer.gatepay'),
  miniApp: item('miniApp', m.miniApp, ROUTES.miniApp),
  giftCard: item('giftCard', m.giftCard, ROUTES.giftCard),
  otc: gated('otc', m.otc, ROUTES.otc, 'footer.gate_otc'),
  charity: item('charity', m.charity, ROUTES.charity),
  shop: gated('shop', m.shop, ROUTES.shop, 'footer.gate_shop'),
  web3: gated('web3', m.web3, ROUTES.web3, 'footer.web3'),
  perpDex: gated('perpDex', m.perpDex, ROUTES.perpDex, 'footer.derivatives'),
  fiatDeposit: gated('fiatDeposit', m.fiatDeposit, ROUTES.depositFiat, 'footer.fiat_trade'),
  fiatWithdraw: gated('fiatWithdraw', m.fiatWithdraw, ROUTES.withdrawFiat, 'footer.fiat_trade'),

  // Services
  vip: gated('vip', m.vip, ROUTES.vip, 'footer.vip_service'),
  institution: item('institution', m.institution, ROUTES.institution),
  feedback: item('feedback', m.feedback, ROUTES.suggestionsFeedback),
  announcements: gated('announcements', m.announcements, ROUTES.announcements, 'footer.latest_news'),
  fees: item('fees', m.fees, ROUTES.fee),
  help: gated('help', m.help, ROUTES.help, 'footer.help_center'),
  listing: item('listing', m.listing, ROUTES.listing),
  securityAudit: item('securityAudit', m.securityAudit, ROUTES.securityAudit),
  developers: item('developers', m.developers, ROUTES.developers),
  officialVerify: item('officialVerify', m.officialVerify, ROUTES.officialVerify),
  merchant: gated('merchant', m.merchant, ROUTES.c2cMerchant, 'footer.fiat_trade', { langLinks: { zh: ROUTES.c2cMerchantZh } }),
  affiliate: gated('affiliate', m.affiliate, ROUTES.affiliate, 'footer.affiliate'),
  /** The EU site's referral page stands in for the affiliate programme (spec §2). */
  affiliateEu: gated('affiliate', m.referral, ROUTES.referral, 'footer.affiliate'),
  upcomingEvent: gated('upcomingEvent', m.upcomingEvent, ROUTES.upcomingEvent, 'footer.upcoming_event'),
  crosschain: item('crosschain', m.crosschain, ROUTES.crosschain),

  // Learn
  learnHub: item('learnHub', m.learnHub, ROUTES.learn),
  course: item('course', m.course, ROUTES.learnCourse),
  glossary: item('glossary', m.glossary, ROUTES.learnGlossary),
  prices: item('prices', m.prices, ROUTES.price),
  bitcoinPrice: item('bitcoinPrice', m.bitcoinPrice, coinRoutes.price(coinSlug)),
  howToBuy: item('howToBuy', m.howToBuy, coinRoutes.howToBuy(coinSlug)),
  prediction: item('prediction', m.prediction, coinRoutes.pricePrediction(coinSlug)),
  btcUsd: item('btcUsd', m.btcUsd, coinRoutes.priceUsd(coin)),
  converter: item('converter', m.converter, ROUTES.converter),
  btcTry: item('btcTry', m.btcTry, `${ROUTES.converter}/${converterCoin}/${converterPair}-to-try`),
  bigdata: item('bigdata', m.bigdata, ROUTES.bigdata),
  halving: item('halving', m.halving, ROUTES.bitcoinHalving),
  wiki: item('wiki', m.wiki, ROUTES.cryptoWiki),
  calculator: item('calculator', m.calculator, ROUTES.cryptoCalculator),
  calendar: item('calendar', m.calendar, ROUTES.calendar),

  // Contact
  support: item('support', m.support, ROUTES.serviceChat),
  tickets: item('tickets', m.tickets, ROUTES.tickets),
  community: item('community', m.community, ROUTES.community),

  // Partner
  referral: gated('referral', m.referral, ROUTES.referral, 'footer.affiliate'),
  broker: item('broker', m.broker, ROUTES.broker),
  assetManagement: item('assetManagement', m.assetManagement, ROUTES.assetManagementInstitution),
  brandPartnerships: item('brandPartnerships', m.brandPartnerships, ROUTES.brandPartnerships),
});
