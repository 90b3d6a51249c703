import type { SiteKey } from '../site-keys';
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

// The items' English labels (policy matrix, docs) live in ./labels.ts: no start-up code reads them.
interface ItemSpec {
  rules: readonly Rule[];
  complianceKey?: string;
}

const item = (rules: readonly Rule[] = [], complianceKey?: string): ItemSpec => (complianceKey === undefined ? { rules } : { rules, complianceKey });

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
function account(id: string, rules: readonly Rule[] = [], complianceKey?: string): ItemSpec {
  const group = id.slice(0, id.indexOf('.'));
  const testnet = TESTNET_SURVIVORS.includes(id)
    ? []
    : [hiddenOn(['testnet'], group === 'profile' ? 'testnet disables profile links' : 'hidden on testnet')];
  const limited = LIMITED_ACCOUNT_SURVIVORS.includes(id) ? [] : [notUkLimited, notItalyLimited];
  return item([needsLogin, ...testnet, ...limited, ...rules], complianceKey);
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
  // The tokenized-stocks links are the xStocks and Ondo products: either key hides them (spec §3).
  api_stocks_order: [complianceMenu('xstocks'), complianceMenu('ondo')],
  // Express buy pays with fiat.
  express: [complianceMenu('fiat_trade')],
  vip_service: [mainOnly],
  affiliate: [hiddenOn(['us'], 'us hides referral')],
  gatepay: [hiddenOn(['us'])],
};

const itemsInColumns = when((c) => !c.limits.italy, 'italy limit hides footer columns');

function footerItems(): Record<`footer.${FooterComplianceKey}`, ItemSpec> {
  const out = {} as Record<`footer.${FooterComplianceKey}`, ItemSpec>;
  for (const key of FOOTER_COMPLIANCE_KEYS) {
    const sectionName = FOOTER_SECTIONS[key];
    out[`footer.${key}`] = item([itemsInColumns, complianceMenu(key), ...(sectionName ? [section(sectionName)] : []), ...(FOOTER_EXTRA[key] ?? [])], key);
  }
  return out;
}

const riseRed = when((c) => c.site.riseColorOptions.includes('risered'), (c) => `hidden on ${c.key}`);
const refTime = (t: 'utc0' | 'utc8'): Rule => when((c) => c.site.referenceTimeOptions.includes(t), (c) => `hidden on ${c.key}`);
const restrictedNotice = (lang: 'de' | 'fr' | 'es'): Rule =>
  when((c) => c.site.restrictedNoticeLangs.includes(lang), (c) => `${c.key} serves or does not offer ${lang}`);
const plan = (n: 1 | 2 | 3): Rule => when((c) => c.site.upgradePlans.includes(n), (c) => `no plan ${n} on ${c.key}`);

/**
 * Every gated item of spec §2, §4 and §6, in display order, with its rules. The first rule that
 * fails decides (and explains) the decision.
 */
const ITEM_SPECS = {
  // Header
  'header.login': item([visitorsOnly]),
  'header.signup': item([visitorsOnly, siteFlag('register')]),
  'header.deposit': item([needsLogin, onlyOn('main', 'us'), complianceMenu('deposit'), ...depositAllowed, notUkLimited, notItalyLimited],
    'deposit',
  ),
  'header.search': item([section('search'), siteFlag('search')]),
  'header.download': item([section('download'), siteFlag('download')]),
  'header.language': item([siteFlag('language')]),
  'header.exchangeRate': item([siteFlag('exchangeRate')]),
  'header.themeToggle': item([siteFlag('themeMode')]),
  'header.settings': item([siteFlag('setting')]),
  'header.notifications': item([needsLogin, siteFlag('notification')]),
  // Pay-with buys crypto with fiat: the fiat_trade compliance key hides it (spec §3, §4).
  'header.payWith': item([siteFlag('payWith'), notSanctioned, complianceMenu('fiat_trade')], 'fiat_trade'),
  'header.trade': item([siteFlag('trade')]),
  'header.walletMenu': item([needsLogin]),
  'header.orderMenu': item([needsLogin]),
  'header.spotOrder': item([needsLogin, siteFlag('spotOrder')]),
  'header.multipleOrder': item([needsLogin, siteFlag('multipleOrder')]),
  'header.userCard': item([needsLogin]),
  'header.logout': item([needsLogin, siteFlag('logout')]),
  'header.testnetTrade': item([siteFlag('testnetTrade')]),
  'header.backTrade': item([siteFlag('backTrade')]),
  'header.newMenuSystem': item([mainOnly, when((c) => c.env.newMenuFlag === true, 'menu flag off')]),
  'header.referral': item([hiddenOn(['us'], 'us hides referral'), hiddenOn(['testnet'])]),
  'header.complianceTips': item([when((c) => c.limits.complianceTips, 'no compliance tips limit')]),
  'header.nav.buyCrypto': item([hiddenOn(['testnet']), notSanctioned, complianceMenu('fiat_trade')], 'fiat_trade'),
  'header.nav.futures': item([section('derivatives'), complianceMenu('derivatives')], 'derivatives'),
  'header.nav.earn': item([section('finance')]),
  // The compliance keys name entries, not only tags (spec §3 "menu (hidden items, e.g. xstocks, ondo, launchpad, fiat_trade)").
  'header.nav.launchpad': item([section('finance'), complianceMenu('launchpad')], 'launchpad'),
  'header.nav.web3': item([section('web3'), complianceMenu('web3')], 'web3'),
  'header.nav.otc': item([section('otc'), complianceMenu('gate_otc')], 'gate_otc'),
  'header.nav.institution': item([section('organization')]),
  'header.nav.alpha': item(alphaItems),
  'header.nav.vip': item([mainOnly]),
  'header.nav.helpCenter': item([section('helpCenter'), complianceMenu('help_center')], 'help_center'),
  'header.nav.announcements': item([section('latestNews'), complianceMenu('latest_news')], 'latest_news'),

  // Mobile drawer
  'drawer.rewardsHubCard': item([visitorsOnly, siteFlag('rewardsHubCard')]),
  'drawer.downloadApp': item([when((c) => c.site.showDownloadApp, (c) => `hidden on ${c.key}`)]),

  // User card
  'user.avatar': item([needsLogin, siteFlag('avatar')]),
  'user.personalInfo': item([needsLogin, siteFlag('personalInfo')]),
  'user.vip': item([needsLogin, when((c) => (c.user.tierLevel ?? 0) > 0, 'tier 0')]),
  'user.vipTrialBadge': item([needsLogin, when((c) => c.user.isTrial === true, 'not a trial')]),
  'user.tierProgressHover': item([
    needsLogin,
    hiddenOn(['jp']),
    when((c) => !(c.key === 'ae' && (c.user.tierLevel ?? 0) === 0), 'hidden on ae at tier 0'),
  ]),
  'user.kycIcon': item([
    needsLogin,
    when((c) => c.user.kycStatus !== undefined && c.user.kycStatus !== -1, 'no kyc status'),
  ]),
  'user.safetyWarning': item([
    needsLogin,
    when((c) => c.user.safeLevel !== undefined && c.user.safeLevel <= 1, 'safe level above 1'),
  ]),
  'user.switchAccount': item([
    needsLogin,
    mainOnly,
    when((c) => c.user.kind !== 'sub' || c.user.hasSwitchTagCookie === true, 'sub-account without switch tag'),
  ]),
  'user.subAccountManagement': item([needsLogin, ...subAccountManagement]),

  // Wallet menu
  'wallet.overview': account('wallet.overview'),
  'wallet.unifiedAccount': account('wallet.unifiedAccount', [unifiedAccountOnly]),
  'wallet.spot': account('wallet.spot', [classicAccountOnly]),
  'wallet.futures': account('wallet.futures', [section('derivatives'), classicAccountOnly]),
  'wallet.margin': account('wallet.margin', [section('derivatives'), classicAccountOnly]),
  'wallet.crossMargin': account('wallet.crossMargin', [section('derivatives'), classicAccountOnly]),
  'wallet.quantitative': account('wallet.quantitative', [section('finance')]),
  'wallet.payment': account('wallet.payment', [hiddenOn(['us']), complianceMenu('gatepay')], 'gatepay'),
  'wallet.deposit': account('wallet.deposit', [complianceMenu('deposit'), ...depositAllowed], 'deposit'),
  'wallet.depositGateCode': account('wallet.depositGateCode', [hiddenOn(['us']), ...depositAllowed]),
  'wallet.withdraw': account('wallet.withdraw'),
  'wallet.withdrawInternal': account('wallet.withdrawInternal', [hiddenOn(['us'])]),
  'wallet.depositFiat': account('wallet.depositFiat', [hiddenOn(['main'], 'fiat wallets are regional'), complianceMenu('fiat_trade'), ...depositAllowed], 'fiat_trade'),
  'wallet.withdrawFiat': account('wallet.withdrawFiat', [hiddenOn(['main'], 'fiat wallets are regional'), complianceMenu('fiat_trade')], 'fiat_trade'),
  'wallet.alpha': account('wallet.alpha', alphaItems),
  'wallet.botAccount': account('wallet.botAccount', [section('finance')]),
  'wallet.launchPool': account('wallet.launchPool', [section('finance')]),
  'wallet.nextup': account('wallet.nextup', [section('finance')]),
  'wallet.transfer': account('wallet.transfer', [hiddenOn(['us'])]),
  'wallet.gt': account('wallet.gt', [mainOnly]),
  'wallet.accountStatement': account('wallet.accountStatement'),
  'wallet.availableProof': account('wallet.availableProof'),
  'wallet.audit': account('wallet.audit', [hiddenOn(['us'], 'us shows a separate audit link')]),
  'wallet.pointManage': account('wallet.pointManage', [mainOnly]),

  // Order menu
  'order.spot': account('order.spot'),
  'order.alpha': account('order.alpha', alphaItems),
  'order.futures': account('order.futures', [section('derivatives')]),
  'order.delivery': account('order.delivery', [section('derivatives')]),
  'order.p2p': account('order.p2p', [onlyOn('main', 'tr'), complianceMenu('fiat_trade')], 'fiat_trade'),
  'order.margin': account('order.margin', [section('derivatives'), classicAccountOnly]),
  'order.crossMargin': account('order.crossMargin', [section('derivatives'), classicAccountOnly]),
  'order.paymentBills': account('order.paymentBills', [hiddenOn(['us']), complianceMenu('gatepay')], 'gatepay'),
  'order.convert': account('order.convert', [complianceMenu('flash_exchange')], 'flash_exchange'),
  'order.lockEarn': account('order.lockEarn', [section('finance')]),

  // Profile menu
  'profile.profile': account('profile.profile'),
  'profile.kyc': account('profile.kyc'),
  'profile.security': account('profile.security'),
  'profile.couponCenter': account('profile.couponCenter', [hiddenOn(['us'])]),
  'profile.fee': account('profile.fee'),
  'profile.apiKeys': account('profile.apiKeys'),
  'profile.subAccountManagement': account('profile.subAccountManagement', subAccountManagement),
  'profile.tickets': account('profile.tickets'),
  'profile.serviceChat': account('profile.serviceChat'),
  'profile.reminder': account('profile.reminder'),
  'profile.notifications.sideMenu': account('profile.notifications.sideMenu', [siteFlag('notification')]),
  'profile.notifications.header': account('profile.notifications.header', [never('side menu only')]),
  'profile.vipPrivilege': account('profile.vipPrivilege', [mainOnly]),
  'profile.individualVerification': account('profile.individualVerification', [usOnly]),
  'profile.rewardCenter': account('profile.rewardCenter', [usOnly]),
  'profile.commit': account('profile.commit', [usOnly]),
  'profile.auditLink': account('profile.auditLink', [usOnly]),

  // Footer
  'footer.columns': item([notItalyLimited]),
  ...footerItems(),
  'footer.language': item([siteFlag('language')]),
  'footer.socialIcons': item([when((c) => c.site.showSocialIcons, (c) => `hidden on ${c.key}`), notUkLimited]),
  'footer.downloadQr': item([mainOnly, section('download')]),
  'footer.cookieNotice': item([when((c) => c.key === 'eu' || c.env.euVisitor === true, 'not an EU visitor')]),
  'footer.usDisclaimer': item([usOnly]),

  // Settings
  'settings.languageSwitch': item([siteFlag('language')]),
  'settings.riseRed': item([riseRed]),
  'settings.utc0': item([refTime('utc0')]),
  'settings.utc8': item([refTime('utc8')]),
  'settings.restrictedNotice.de': item([siteFlag('language'), restrictedNotice('de')]),
  'settings.restrictedNotice.fr': item([siteFlag('language'), restrictedNotice('fr')]),
  'settings.restrictedNotice.es': item([siteFlag('language'), restrictedNotice('es')]),
  'settings.upgradePlan1': item([plan(1)]),
  'settings.upgradePlan2': item([plan(2)]),
  'settings.upgradePlan3': item([plan(3)]),
} satisfies Record<string, ItemSpec>;

/** Every gated item id (spec §2, §4, §6). */
export type GatedItem = keyof typeof ITEM_SPECS;

const specs: Readonly<Record<GatedItem, ItemSpec>> = ITEM_SPECS;

/** Every gated item id, in display order. */
export const GATED_ITEM_IDS: readonly GatedItem[] = Object.freeze(Object.keys(specs) as GatedItem[]);

export function isGatedItem(v: unknown): v is GatedItem {
  return typeof v === 'string' && Object.prototype.hasOwnProperty.call(specs, v);
}

/** The rules of an item (internal to the policy). */
export function rulesOf(id: GatedItem): readonly Rule[] {
  return specs[id].rules;
}

/** The compliance-menu key that can hide an item, if any. */
export function complianceKeyOf(id: GatedItem): string | undefined {
  return specs[id].complianceKey;
}
