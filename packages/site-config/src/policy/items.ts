import type { SiteKey } from '../sites';
import {
  classicAccountOnly,
  complianceBusiness,
  complianceMenu,
  depositAllowed,
  hiddenOn,
  needsLogin,
  never,
  notItalyLimited,
  notSanctioned,
  notUkLimited,
  onlyOn,
  section,
  siteFlag,
  unifiedAccountOnly,
  visitorsOnly,
  when,
} from './rules';
import type { RegionalSection } from '../regional-hidden';
import type { Rule } from './rules';

export type GatedGroup = 'header' | 'drawer' | 'user' | 'wallet' | 'order' | 'profile' | 'footer' | 'settings';

/** English headings of the groups, in the order a visitor meets them (policy matrix, docs). */
export const GATED_GROUP_LABELS: Readonly<Record<GatedGroup, string>> = Object.freeze({
  header: 'Header',
  drawer: 'Mobile drawer',
  user: 'User card',
  wallet: 'Wallet menu',
  order: 'Order menu',
  profile: 'Profile menu',
  footer: 'Footer',
  settings: 'Settings',
});

interface ItemSpec {
  label: string;
  rules: readonly Rule[];
  complianceKey?: string;
}

const item = (label: string, rules: readonly Rule[] = [], complianceKey?: string): ItemSpec =>
  complianceKey === undefined ? { label, rules } : { label, rules, complianceKey };

// ---------------------------------------------------------------------------------------------
// Choices where the spec is silent (also listed in the README)
// ---------------------------------------------------------------------------------------------

/** Regional sites that hide sub-account management ("hidden on many regional sites"). */
export const SUB_ACCOUNT_HIDDEN_SITES: readonly SiteKey[] = ['us', 'uk', 'bs', 'sg', 'jp', 'ae', 'au', 'testnet'];

/**
 * Under a UK or Italy country limit only these account items survive: enough to see and
 * withdraw funds, read past orders and reach support. Everything else in the wallet, order
 * and profile menus is hidden.
 */
export const LIMITED_ACCOUNT_SURVIVORS: readonly string[] = [
  'wallet.overview',
  'wallet.spot',
  'wallet.unifiedAccount',
  'wallet.withdraw',
  'wallet.accountStatement',
  'wallet.availableProof',
  'order.spot',
  'order.futures',
  'order.delivery',
  'profile.profile',
  'profile.kyc',
  'profile.security',
  'profile.tickets',
  'profile.serviceChat',
  'profile.reminder',
  'profile.notifications.sideMenu',
];

/**
 * The testnet is a futures/spot sandbox: its wallet and order menus keep only these items and
 * every profile link is disabled (spec §6).
 */
export const TESTNET_SURVIVORS: readonly string[] = [
  'wallet.overview',
  'wallet.spot',
  'wallet.unifiedAccount',
  'wallet.futures',
  'order.spot',
  'order.futures',
  'order.delivery',
];

/**
 * Every wallet, order and profile item: logged in first, then the testnet sandbox, then the
 * UK/Italy limits, then the item's own rules.
 */
function account(id: string, label: string, rules: readonly Rule[] = [], complianceKey?: string): ItemSpec {
  const group = id.slice(0, id.indexOf('.'));
  const testnet = TESTNET_SURVIVORS.includes(id)
    ? []
    : [hiddenOn(['testnet'], group === 'profile' ? 'testnet disables profile links' : 'hidden on testnet')];
  const limited = LIMITED_ACCOUNT_SURVIVORS.includes(id) ? [] : [notUkLimited, notItalyLimited];
  return item(label, [needsLogin, ...testnet, ...limited, ...rules], complianceKey);
}

const subAccountManagement: readonly Rule[] = [
  when((c) => c.user.kind !== 'sub', 'sub-account'),
  when((c) => c.user.whiteListShow === true, 'not white-listed'),
  hiddenOn(SUB_ACCOUNT_HIDDEN_SITES),
];

const alphaItems: readonly Rule[] = [onlyOn('main'), complianceBusiness('button_alpha_hidden')];
const usOnly = onlyOn('us');
const mainOnly = onlyOn('main');

/** The footer items carrying a compliance key (spec §6), in display order. */
export const FOOTER_COMPLIANCE_KEYS = [
  'ventures',
  'express',
  'spot_trade',
  'derivatives',
  'margin_etf_trade',
  'nft',
  'gatepay',
  'gate_otc',
  'gate_shop',
  'vip_service',
  'latest_news',
  'help_center',
  'fiat_trade',
  'affiliate',
  'upcoming_event',
  'learn',
  'partner',
  'media_kit',
  'margin_trade',
  'gusd-staking',
  'web3',
  'flash_exchange',
  'api_stocks_order',
] as const;
export type FooterComplianceKey = (typeof FOOTER_COMPLIANCE_KEYS)[number];

const FOOTER_LABELS: Record<FooterComplianceKey, string> = {
  ventures: 'Gate Ventures',
  express: 'Express buy',
  spot_trade: 'Spot trading',
  derivatives: 'Futures',
  margin_etf_trade: 'ETF / leveraged tokens',
  nft: 'NFT',
  gatepay: 'Gate Pay',
  gate_otc: 'OTC',
  gate_shop: 'Shop',
  vip_service: 'VIP services',
  latest_news: 'Announcements',
  help_center: 'Help center',
  fiat_trade: 'P2P / fiat trading',
  affiliate: 'Affiliate',
  upcoming_event: 'Upcoming events',
  learn: 'Learn',
  partner: 'Partners',
  media_kit: 'Media kit',
  margin_trade: 'Margin trading',
  'gusd-staking': 'GUSD staking',
  web3: 'Web3',
  flash_exchange: 'Convert',
  api_stocks_order: 'Tokenized stocks',
};

/** Footer keys that a regional section also hides. */
const FOOTER_SECTIONS: Partial<Record<FooterComplianceKey, RegionalSection>> = {
  ventures: 'organization',
  derivatives: 'derivatives',
  margin_etf_trade: 'derivatives',
  margin_trade: 'derivatives',
  gate_otc: 'otc',
  latest_news: 'latestNews',
  help_center: 'helpCenter',
  'gusd-staking': 'finance',
  web3: 'web3',
};

/** Footer keys with a site rule of their own. */
const FOOTER_EXTRA: Partial<Record<FooterComplianceKey, readonly Rule[]>> = {
  vip_service: [mainOnly],
  affiliate: [hiddenOn(['us'], 'us hides referral')],
  gatepay: [hiddenOn(['us'])],
};

const itemsInColumns = when((c) => !c.limits.italy, 'italy limit hides footer columns');

function footerItems(): Record<`footer.${FooterComplianceKey}`, ItemSpec> {
  const out = {} as Record<`footer.${FooterComplianceKey}`, ItemSpec>;
  for (const key of FOOTER_COMPLIANCE_KEYS) {
    const sectionName = FOOTER_SECTIONS[key];
    out[`footer.${key}`] = item(
      FOOTER_LABELS[key],
      [itemsInColumns, complianceMenu(key), ...(sectionName ? [section(sectionName)] : []), ...(FOOTER_EXTRA[key] ?? [])],
      key,
    );
  }
  return out;
}

const riseRed = when((c) => c.site.riseColorOptions.includes('risered'), (c) => `hidden on ${c.key}`);
const refTime = (t: 'utc0' | 'utc8'): Rule => when((c) => c.site.referenceTimeOptions.includes(t), (c) => `hidden on ${c.key}`);
const plan = (n: 1 | 2 | 3): Rule => when((c) => c.site.upgradePlans.includes(n), (c) => `no plan ${n} on ${c.key}`);

/**
 * Every gated item of spec §2, §4 and §6, in display order, with its rules. The first rule that
 * fails decides (and explains) the decision.
 */
const ITEM_SPECS = {
  // Header
  'header.login': item('Log in', [visitorsOnly]),
  'header.signup': item('Sign up', [visitorsOnly, siteFlag('register')]),
  'header.deposit': item(
    'Deposit button',
    [needsLogin, onlyOn('main', 'us'), complianceMenu('deposit'), ...depositAllowed, notUkLimited, notItalyLimited],
    'deposit',
  ),
  'header.search': item('Search', [section('search'), siteFlag('search')]),
  'header.download': item('App download QR', [section('download'), siteFlag('download')]),
  'header.language': item('Language & region', [siteFlag('language')]),
  'header.exchangeRate': item('Exchange rate tab', [siteFlag('exchangeRate')]),
  'header.themeToggle': item('Dark / light toggle', [siteFlag('themeMode')]),
  'header.settings': item('Settings', [siteFlag('setting')]),
  'header.notifications': item('Notification bell', [needsLogin, siteFlag('notification')]),
  'header.payWith': item('Pay with', [siteFlag('payWith'), notSanctioned]),
  'header.trade': item('Trade menu', [siteFlag('trade')]),
  'header.walletMenu': item('Wallet menu', [needsLogin]),
  'header.orderMenu': item('Order menu', [needsLogin]),
  'header.spotOrder': item('Spot order link', [needsLogin, siteFlag('spotOrder')]),
  'header.multipleOrder': item('Multiple order link', [needsLogin, siteFlag('multipleOrder')]),
  'header.userCard': item('User card', [needsLogin]),
  'header.logout': item('Log out', [needsLogin, siteFlag('logout')]),
  'header.testnetTrade': item('Testnet entry', [siteFlag('testnetTrade')]),
  'header.backTrade': item('Live trading link', [siteFlag('backTrade')]),
  'header.newMenuSystem': item('New menu system', [mainOnly, when((c) => c.env.newMenuFlag === true, 'menu flag off')]),
  'header.referral': item('Referral', [hiddenOn(['us'], 'us hides referral'), hiddenOn(['testnet'])]),
  'header.complianceTips': item('State compliance tips', [when((c) => c.limits.complianceTips, 'no compliance tips limit')]),
  'header.nav.buyCrypto': item('Buy crypto', [hiddenOn(['testnet']), notSanctioned, complianceMenu('fiat_trade')], 'fiat_trade'),
  'header.nav.futures': item('Futures', [section('derivatives'), complianceMenu('derivatives')], 'derivatives'),
  'header.nav.earn': item('Earn', [section('finance')]),
  'header.nav.web3': item('Web3', [section('web3'), complianceMenu('web3')], 'web3'),
  'header.nav.otc': item('OTC', [section('otc'), complianceMenu('gate_otc')], 'gate_otc'),
  'header.nav.institution': item('Institutional', [section('organization')]),
  'header.nav.alpha': item('Alpha', alphaItems),
  'header.nav.vip': item('VIP', [mainOnly]),
  'header.nav.helpCenter': item('Help center', [section('helpCenter'), complianceMenu('help_center')], 'help_center'),
  'header.nav.announcements': item('Announcements', [section('latestNews'), complianceMenu('latest_news')], 'latest_news'),

  // Mobile drawer
  'drawer.rewardsHubCard': item('Rewards hub card', [visitorsOnly, siteFlag('rewardsHubCard')]),
  'drawer.downloadApp': item('Download app button', [when((c) => c.site.showDownloadApp, (c) => `hidden on ${c.key}`)]),

  // User card
  'user.avatar': item('Avatar', [needsLogin, siteFlag('avatar')]),
  'user.personalInfo': item('Personal info', [needsLogin, siteFlag('personalInfo')]),
  'user.vip': item('VIP tier', [needsLogin, when((c) => (c.user.tierLevel ?? 0) > 0, 'tier 0')]),
  'user.vipTrialBadge': item('VIP trial badge', [needsLogin, when((c) => c.user.isTrial === true, 'not a trial')]),
  'user.tierProgressHover': item('Tier progress hover', [
    needsLogin,
    hiddenOn(['jp']),
    when((c) => !(c.key === 'ae' && (c.user.tierLevel ?? 0) === 0), 'hidden on ae at tier 0'),
  ]),
  'user.kycIcon': item('KYC icon', [
    needsLogin,
    when((c) => c.user.kycStatus !== undefined && c.user.kycStatus !== -1, 'no kyc status'),
  ]),
  'user.safetyWarning': item('Safety warning', [
    needsLogin,
    when((c) => c.user.safeLevel !== undefined && c.user.safeLevel <= 1, 'safe level above 1'),
  ]),
  'user.switchAccount': item('Switch account', [
    needsLogin,
    mainOnly,
    when((c) => c.user.kind !== 'sub' || c.user.hasSwitchTagCookie === true, 'sub-account without switch tag'),
  ]),
  'user.subAccountManagement': item('Sub-account management', [needsLogin, ...subAccountManagement]),

  // Wallet menu
  'wallet.overview': account('wallet.overview', 'Overview'),
  'wallet.unifiedAccount': account('wallet.unifiedAccount', 'Unified account', [unifiedAccountOnly]),
  'wallet.spot': account('wallet.spot', 'Spot account', [classicAccountOnly]),
  'wallet.futures': account('wallet.futures', 'Futures account', [section('derivatives'), classicAccountOnly]),
  'wallet.margin': account('wallet.margin', 'Margin account', [section('derivatives'), classicAccountOnly]),
  'wallet.crossMargin': account('wallet.crossMargin', 'Cross margin account', [section('derivatives'), classicAccountOnly]),
  'wallet.quantitative': account('wallet.quantitative', 'Quant account', [section('finance')]),
  'wallet.payment': account('wallet.payment', 'Payment account', [hiddenOn(['us']), complianceMenu('gatepay')], 'gatepay'),
  'wallet.deposit': account('wallet.deposit', 'Deposit', [complianceMenu('deposit'), ...depositAllowed], 'deposit'),
  'wallet.depositGateCode': account('wallet.depositGateCode', 'Deposit via gate code', [hiddenOn(['us']), ...depositAllowed]),
  'wallet.withdraw': account('wallet.withdraw', 'Withdraw'),
  'wallet.withdrawInternal': account('wallet.withdrawInternal', 'Internal withdrawal', [hiddenOn(['us'])]),
  'wallet.depositFiat': account(
    'wallet.depositFiat',
    'Fiat deposit',
    [hiddenOn(['main'], 'fiat wallets are regional'), complianceMenu('fiat_trade'), ...depositAllowed],
    'fiat_trade',
  ),
  'wallet.withdrawFiat': account(
    'wallet.withdrawFiat',
    'Fiat withdrawal',
    [hiddenOn(['main'], 'fiat wallets are regional'), complianceMenu('fiat_trade')],
    'fiat_trade',
  ),
  'wallet.alpha': account('wallet.alpha', 'Alpha account', alphaItems),
  'wallet.botAccount': account('wallet.botAccount', 'Bot account', [section('finance')]),
  'wallet.launchPool': account('wallet.launchPool', 'Launchpool', [section('finance')]),
  'wallet.nextup': account('wallet.nextup', 'NextUp', [section('finance')]),
  'wallet.transfer': account('wallet.transfer', 'Transfer history', [hiddenOn(['us'])]),
  'wallet.gt': account('wallet.gt', 'GT', [mainOnly]),
  'wallet.accountStatement': account('wallet.accountStatement', 'Account statement'),
  'wallet.availableProof': account('wallet.availableProof', 'Proof of funds'),
  'wallet.audit': account('wallet.audit', 'Funds audit', [hiddenOn(['us'], 'us shows a separate audit link')]),
  'wallet.pointManage': account('wallet.pointManage', 'Points', [mainOnly]),

  // Order menu
  'order.spot': account('order.spot', 'Spot orders'),
  'order.alpha': account('order.alpha', 'Alpha orders', alphaItems),
  'order.futures': account('order.futures', 'Futures orders', [section('derivatives')]),
  'order.delivery': account('order.delivery', 'Delivery orders', [section('derivatives')]),
  'order.p2p': account('order.p2p', 'P2P orders', [onlyOn('main', 'tr'), complianceMenu('fiat_trade')], 'fiat_trade'),
  'order.margin': account('order.margin', 'Margin orders', [section('derivatives'), classicAccountOnly]),
  'order.crossMargin': account('order.crossMargin', 'Cross margin orders', [section('derivatives'), classicAccountOnly]),
  'order.paymentBills': account('order.paymentBills', 'Payment bills', [hiddenOn(['us']), complianceMenu('gatepay')], 'gatepay'),
  'order.convert': account('order.convert', 'Convert history', [complianceMenu('flash_exchange')], 'flash_exchange'),
  'order.lockEarn': account('order.lockEarn', 'Earn orders', [section('finance')]),

  // Profile menu
  'profile.profile': account('profile.profile', 'Profile'),
  'profile.kyc': account('profile.kyc', 'Identity verification'),
  'profile.security': account('profile.security', 'Security'),
  'profile.couponCenter': account('profile.couponCenter', 'Coupon center', [hiddenOn(['us'])]),
  'profile.fee': account('profile.fee', 'Fee level'),
  'profile.apiKeys': account('profile.apiKeys', 'API keys'),
  'profile.subAccountManagement': account('profile.subAccountManagement', 'Sub-accounts', subAccountManagement),
  'profile.tickets': account('profile.tickets', 'Tickets'),
  'profile.serviceChat': account('profile.serviceChat', 'Online service'),
  'profile.reminder': account('profile.reminder', 'Notifications page'),
  'profile.notifications.sideMenu': account('profile.notifications.sideMenu', 'Notifications (side menu)', [siteFlag('notification')]),
  'profile.notifications.header': account('profile.notifications.header', 'Notifications (header menu)', [never('side menu only')]),
  'profile.vipPrivilege': account('profile.vipPrivilege', 'VIP privileges', [mainOnly]),
  'profile.individualVerification': account('profile.individualVerification', 'Individual verification', [usOnly]),
  'profile.rewardCenter': account('profile.rewardCenter', 'Reward center', [usOnly]),
  'profile.commit': account('profile.commit', 'Commit', [usOnly]),
  'profile.auditLink': account('profile.auditLink', 'Audit', [usOnly]),

  // Footer
  'footer.columns': item('Link columns', [notItalyLimited]),
  ...footerItems(),
  'footer.language': item('Language selector', [siteFlag('language')]),
  'footer.socialIcons': item('Social icons', [when((c) => c.site.showSocialIcons, (c) => `hidden on ${c.key}`), notUkLimited]),
  'footer.downloadQr': item('App download QR', [mainOnly, section('download')]),
  'footer.cookieNotice': item('Cookie notice', [when((c) => c.key === 'eu' || c.env.euVisitor === true, 'not an EU visitor')]),
  'footer.usDisclaimer': item('US disclaimer', [usOnly]),

  // Settings
  'settings.languageSwitch': item('Language switch', [siteFlag('language')]),
  'settings.riseRed': item('Red-up option', [riseRed]),
  'settings.utc0': item('UTC+0 option', [refTime('utc0')]),
  'settings.utc8': item('UTC+8 option', [refTime('utc8')]),
  'settings.upgradePlan1': item('Upgrade plan 1', [plan(1)]),
  'settings.upgradePlan2': item('Upgrade plan 2', [plan(2)]),
  'settings.upgradePlan3': item('Upgrade plan 3', [plan(3)]),
} satisfies Record<string, ItemSpec>;

/** Every gated item id (spec §2, §4, §6). */
export type GatedItem = keyof typeof ITEM_SPECS;

export interface GatedItemInfo {
  id: GatedItem;
  group: GatedGroup;
  /** English, for the policy-matrix page. */
  label: string;
  complianceKey?: string;
}

const specs: Readonly<Record<GatedItem, ItemSpec>> = ITEM_SPECS;

export const GATED_ITEMS: readonly GatedItemInfo[] = Object.freeze(
  (Object.keys(specs) as GatedItem[]).map((id): GatedItemInfo => {
    const spec = specs[id];
    const info: GatedItemInfo = { id, group: id.slice(0, id.indexOf('.')) as GatedGroup, label: spec.label };
    if (spec.complianceKey !== undefined) info.complianceKey = spec.complianceKey;
    return Object.freeze(info);
  }),
);

export function isGatedItem(v: unknown): v is GatedItem {
  return typeof v === 'string' && Object.prototype.hasOwnProperty.call(specs, v);
}

/** The rules of an item (internal to the policy). */
export function rulesOf(id: GatedItem): readonly Rule[] {
  return specs[id].rules;
}
