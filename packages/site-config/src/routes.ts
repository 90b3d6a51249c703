import { DEFAULT_BUY_CRYPTO, DEFAULT_FIAT } from './constants';
import { langPrefix, sameOriginPath, splitLangPrefix } from './i18n';
import type { LangCode } from './i18n';

/**
 * Every static path of spec §2, named. Paths carry no language prefix: pass them through
 * `withLang` when rendering a link.
 */
export const ROUTES = Object.freeze({
  home: '/',

  // Footer — About
  aboutUs: '/about_us',
  aboutUsTr: '/about-us',
  careers: '/page/careers',
  careersEu: '/careers',
  newsroom: '/newsroom',
  userAgreement: '/user-agreement',
  riskDisclosure: '/risk-disclosure',
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
  mediaKit: '/media-kit',
  proofOfReserves: '/proof_of_reserves',
  proofOfReservesUs: '/proof-of-reserves',
  licenses: '/gategroup/legal/licenses',
  security: '/security',
  gt: '/gt',
  gusd: '/gusd',
  event: '/event',
  lawEnforcement: '/legal/law-enforcement',
  globalConferences: '/global-conferences',
  ventures: '/ventures',
  legal: '/legal',
  brandPartnerships: '/brand-partnerships',

  // Footer — Products
  p2pExpressBuy: '/p2p-express/buy/USD-USDT',
  convert: '/convert',
  spotTrade: '/trade/BTC_USDT',
  futuresCenter: '/futures_center',
  tokenizedStocks: '/tokenized-stocks',
  alpha: '/alpha',
  isolatedMargin: '/trade/BTC_USDT?tab=isolated_margin',
  etf: '/etf',
  nft: '/nft',
  gatepay: '/gatepay',
  miniApp: '/mini-app',
  giftCard: '/gift-card',
  otc: '/otc',
  charity: '/charity',
  shop: '/shop',
  web3: '/web3',
  perpDex: '/perp-dex',

  // Footer — Services
  vip: '/vip',
  institution: '/institution',
  suggestionsFeedback: '/suggestions-feedback',
  announcements: '/announcements',
  fee: '/fee',
  help: '/help',
  listing: '/listing',
  securityAudit: '/security-audit',
  developers: '/developers',
  officialVerify: '/officialverify',
  c2cMerchant: '/c2c/merchant',
  c2cMerchantZh: '/p2p/merchant',
  affiliate: '/referral/affiliate',
  upcomingEvent: '/upcoming-event',
  crosschain: '/crosschain',

  // Footer — Learn
  learn: '/learn',
  learnCourse: '/learn/course',
  learnGlossary: '/learn/glossary',
  price: '/price',
  converter: '/converter',
  bigdata: '/bigdata',
  bitcoinHalving: '/explore/bitcoin-halving-countdown',
  cryptoWiki: '/crypto-wiki',
  cryptoCalculator: '/crypto-calculator',
  community: '/community',
  calendar: '/calendar',
  referral: '/referral',

  // Header — buy crypto
  crypto: '/crypto',
  buySellCrypto: '/buy-sell-crypto',
  card: '/card',
  c2cLoanCny: '/c2cloan/cny',
  sale: '/sale',

  // Header — markets and info
  nextup: '/nextup',
  post: '/post',
  live: '/live',
  news: '/news',
  rewardsHub: '/rewards_hub',
  rewardsHubEvents: '/rewards_hub/events',
  blog: '/blog',
  broker: '/broker',
  assetManagementInstitution: '/asset-management/institution/asset-landing',
  competition: '/competition',

  // Header — trading
  premint: '/premint',
  copyTrading: '/copytrading',
  tradingBots: '/crypto-trading-bots',
  futuresUsdtBtc: '/futures/USDT/BTC_USDT',
  optionsBtcUsdt: '/options/BTC_USDT',
  unifiedTradingAccount: '/unified-trading-account',
  futuresGuide: '/futures/trading-guide-for-beginners',
  futuresPoints: '/futures/points',
  preMarket: '/pre-market',
  // Listing pages of the pilot and memebox flyouts' "View all" (the rows go to /pilot/{seo_path}, /memebox/{token}).
  pilot: '/pilot',
  memebox: '/memebox',

  // Header — earn
  simpleEarn: '/simple-earn',
  candyDrop: '/candy-drop',
  launchpool: '/launchpool',
  hodlerAirdrop: '/hodler-airdrop',
  launchpad: '/launchpad',
  alphaPointAirdrop: '/alpha-point/airdrop',
  autoInvestment: '/auto-investment',
  dualCurrency: '/dual-currency-investment',
  softStaking: '/soft-staking',
  cryptoLoan: '/cryptoloan',
  cryptoLendingCenter: '/crypto-lending-center',
  vipWealth: '/vip-wealth',
  privateWealth: '/private-wealth',
  quantFund: '/institution/quant-fund',
  staking: '/staking',
  stakingBtc: '/staking/BTC',
  stakingGusd: '/staking/GUSD',

  // Wallet
  walletOverview: '/myaccount/myfunds',
  walletSpot: '/myaccount/myfunds/spot',
  walletFutures: '/myaccount/myfunds/futures',
  walletMargin: '/myaccount/myfunds/margin',
  walletQuantitative: '/myaccount/myfunds/quantitative',
  walletPayment: '/myaccount/myfunds/payment',
  walletCrossMargin: '/myaccount/myfunds/cross_margin',
  deposit: '/myaccount/deposit/USDT',
  depositGateCode: '/myaccount/deposit_gatecode',
  withdraw: '/myaccount/withdraw/USDT',
  withdrawInternal: '/myaccount/withdraw_internal/USDT',
  depositFiat: '/myaccount/deposit_fiat',
  withdrawFiat: '/myaccount/withdraw_fiat',
  walletAlpha: '/myaccount/funds/alpha',
  walletBotAccount: '/myaccount/funds/bot-account',
  walletLaunchPool: '/myaccount/funds/finance/launch_pool',
  walletNextup: '/myaccount/funds/finance/nextup',
  purseLog: '/myaccount/mypurselog',
  accountStatement: '/myaccount/account_statement',
  availableProof: '/myaccount/myavailableproof',
  fundsAudit: '/myaccount/funds/audit',
  pointManage: '/myaccount/point_manage',

  // Orders
  ordersSpot: '/myaccount/myorders',
  ordersAlpha: '/myaccount/order/alpha/record',
  ordersFutures: '/myaccount/futures_trade',
  ordersFuturesHistory: '/myaccount/futures_trade/order_history',
  ordersDeliveryHistory: '/myaccount/futures_delivery/order_history',
  ordersP2p: '/p2p/orders',
  ordersMargin: '/myaccount/margin',
  ordersPaymentBills: '/myaccount/payment_bills',
  ordersConvert: '/myaccount/convert',
  ordersLockEarn: '/myaccount/finance/lock_earn',
  ordersCrossMargin: '/myaccount/cross_margin',

  // Profile
  profile: '/myaccount/profile',
  kycHome: '/myaccount/kyc_home',
  securitySetting: '/myaccount/security-setting',
  profileCouponCenter: '/myaccount/profile/coupon_center',
  couponCenter: '/myaccount/coupon_center',
  apiKeys: '/myaccount/profile/api-key/manage',
  subAccountManage: '/myaccount/sub_account_manage',
  tickets: '/myaccount/tickets',
  serviceChat: '/groupchat/service?platform=web',
  reminder: '/reminder',

  // Auth
  login: '/login',
  signup: '/signup',
  logout: '/logout',
  stateComplianceTips: '/state_compliance_tips',

  // Other
  appDownload: '/appdownload',
} as const);

export type RouteName = keyof typeof ROUTES;

const upper = (s: string): string => s.trim().toUpperCase();

/**
 * One path segment built from data (a market name, a currency, a slug): percent-encoded, so `/`,
 * `?`, `#` and `%` stay inside it. A segment of dots only — which a browser resolves as `.` or
 * `..`, even as `%2e%2e` — or an empty one becomes `-`, an inert segment: a route never climbs
 * out of its section (issue 21 M2). Markets drop rows whose names are not plausible symbols
 * before they get here; this is the last line. Exported: it is the one encoder of the route
 * builders each feature keeps next to its own code (market rows, coin pages, posts, the trade entry).
 */
export function pathSegment(value: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(value.trim());
  } catch {
    // A lone surrogate has no UTF-8 form (URIError): not a name any market has.
    return '-';
  }
  return /^(?:\.|%2e)*$/i.test(encoded) ? '-' : encoded;
}

/** Query string of the defined, non-empty entries (with '?'), or ''. */
function queryString(q: Record<string, string | undefined> | undefined): string {
  if (q === undefined) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.append(k, v);
  const s = params.toString();
  return s === '' ? '' : `?${s}`;
}

function appendQuery(base: string, q: Record<string, string | undefined> | undefined): string {
  const qs = queryString(q);
  if (qs === '') return base;
  const hashAt = base.indexOf('#');
  const [head, hash] = hashAt < 0 ? [base, ''] : [base.slice(0, hashAt), base.slice(hashAt)];
  return `${head}${head.includes('?') ? `&${qs.slice(1)}` : qs}${hash}`;
}

/**
 * Adds the language prefix to a site path (none for en). A path that already carries a
 * language prefix is re-prefixed, never doubled. Whatever starts with `/` or `\` comes back as a
 * path of this site (`sameOriginPath`): `//host`, `/\host` and `/zh//host` never become another
 * origin. Anything else (absolute URLs, '#x', 'mailto:') is returned untouched.
 */
export function withLang(path: string, lang: LangCode): string {
  if (!/^[\t\n\r]*[/\\]/.test(path)) return path;
  const bare = splitLangPrefix(sameOriginPath(path)).path;
  const prefix = langPrefix(lang);
  if (prefix === '') return bare;
  return bare === '/' ? prefix : bare.startsWith('/?') || bare.startsWith('/#') ? `${prefix}${bare.slice(1)}` : `${prefix}${bare}`;
}

/** The link of a language choice: `/{lang}` + the current path without its old prefix (none for en). */
export function languageSwitchHref(lang: LangCode, currentPathname: string): string {
  return withLang(currentPathname === '' ? '/' : currentPathname, lang);
}

export function futuresRoute(settle: string, contract: string): string {
  return `/futures/${pathSegment(upper(settle))}/${pathSegment(contract)}`;
}

export function optionsRoute(pair: string): string {
  return `/options/${pathSegment(pair)}`;
}

export function preMarketRoute(currency?: string): string {
  return currency === undefined || currency.trim() === '' ? ROUTES.preMarket : `${ROUTES.preMarket}/${pathSegment(upper(currency))}`;
}

export function buyCryptoRoute(fiat: string = DEFAULT_FIAT): string {
  return `/crypto/buy-${upper(fiat === '' ? DEFAULT_FIAT : fiat)}-${DEFAULT_BUY_CRYPTO}`;
}

export interface AuthRouteOptions {
  /** URL from configuration; replaces the default path. */
  configured?: string;
  query?: Record<string, string>;
}

export function loginRoute(opts: AuthRouteOptions = {}): string {
  return appendQuery(opts.configured?.trim() || ROUTES.login, opts.query);
}

export function appDownloadRoute(q: { bridge?: string; ch?: string; af_sub1?: string } = {}): string {
  return appendQuery(ROUTES.appDownload, { bridge: q.bridge, ch: q.ch, af_sub1: q.af_sub1 });
}

/** The reminder page; `sidebar` opens it in the sidebar layout (`?sidebar=1`). */
export function reminderRoute(opts: { sidebar?: boolean } = {}): string {
  return opts.sidebar ? `${ROUTES.reminder}?sidebar=1` : ROUTES.reminder;
}

/** The P2P merchant page: Chinese uses /p2p/merchant, others /c2c/merchant (spec §2). */
export function merchantRoute(lang: LangCode): string {
  return lang === 'zh' ? ROUTES.c2cMerchantZh : ROUTES.c2cMerchant;
}

