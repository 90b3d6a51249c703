import { GATED_ITEM_IDS, complianceKeyOf } from './items';
import type { FooterComplianceKey, GatedGroup, GatedItem } from './items';

// English names of the policy's items and groups, for the demo's policy matrix and the docs. The
// rules (./items.ts) are start-up code; nothing a page needs to render reads these, so a host's
// bundle leaves them out unless it shows the matrix.

/** English headings of the groups, in the order a visitor meets them (policy matrix, docs). */
export const GATED_GROUP_LABELS: Readonly<Record<GatedGroup, string>> = /* @__PURE__ */ Object.freeze({
  header: 'Header',
  drawer: 'Mobile drawer',
  user: 'User card',
  wallet: 'Wallet menu',
  order: 'Order menu',
  profile: 'Profile menu',
  footer: 'Footer',
  settings: 'Settings',
});

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

/** Every item but the footer's compliance-keyed links (named above, from their key). */
const LABELS: Readonly<Record<Exclude<GatedItem, `footer.${FooterComplianceKey}`>, string>> = {
  'header.login': 'Log in',
  'header.signup': 'Sign up',
  'header.deposit': 'Deposit button',
  'header.search': 'Search',
  'header.download': 'App download QR',
  'header.language': 'Language & region',
  'header.exchangeRate': 'Exchange rate tab',
  'header.themeToggle': 'Dark / light toggle',
  'header.settings': 'Settings',
  'header.notifications': 'Notification bell',
  'header.payWith': 'Pay with',
  'header.trade': 'Trade menu',
  'header.walletMenu': 'Wallet menu',
  'header.orderMenu': 'Order menu',
  'header.spotOrder': 'Spot order link',
  'header.multipleOrder': 'Multiple order link',
  'header.userCard': 'User card',
  'header.logout': 'Log out',
  'header.testnetTrade': 'Testnet entry',
  'header.backTrade': 'Live trading link',
  'header.newMenuSystem': 'New menu system',
  'header.referral': 'Referral',
  'header.complianceTips': 'State compliance tips',
  'header.nav.buyCrypto': 'Buy crypto',
  'header.nav.futures': 'Futures',
  'header.nav.earn': 'Earn',
  'header.nav.launchpad': 'Earn → Launchpad',
  'header.nav.web3': 'Web3',
  'header.nav.otc': 'OTC',
  'header.nav.institution': 'Institutional',
  'header.nav.alpha': 'Alpha',
  'header.nav.vip': 'VIP',
  'header.nav.helpCenter': 'Help center',
  'header.nav.announcements': 'Announcements',
  'drawer.rewardsHubCard': 'Rewards hub card',
  'drawer.downloadApp': 'Download app button',
  'user.avatar': 'Avatar',
  'user.personalInfo': 'Personal info',
  'user.vip': 'VIP tier',
  'user.vipTrialBadge': 'VIP trial badge',
  'user.tierProgressHover': 'Tier progress hover',
  'user.kycIcon': 'KYC icon',
  'user.safetyWarning': 'Safety warning',
  'user.switchAccount': 'Switch account',
  'user.subAccountManagement': 'Sub-account management',
  'footer.columns': 'Link columns',
  'footer.language': 'Language selector',
  'footer.socialIcons': 'Social icons',
  'footer.downloadQr': 'App download QR',
  'footer.cookieNotice': 'Cookie notice',
  'footer.usDisclaimer': 'US disclaimer',
  'settings.languageSwitch': 'Language switch',
  'settings.riseRed': 'Red-up option',
  'settings.utc0': 'UTC+0 option',
  'settings.utc8': 'UTC+8 option',
  'settings.restrictedNotice.de': 'Restricted-location notice (German)',
  'settings.restrictedNotice.fr': 'Restricted-location notice (French)',
  'settings.restrictedNotice.es': 'Restricted-location notice (Spanish)',
  'settings.upgradePlan1': 'Upgrade plan 1',
  'settings.upgradePlan2': 'Upgrade plan 2',
  'settings.upgradePlan3': 'Upgrade plan 3',
  'wallet.overview': 'Overview',
  'wallet.unifiedAccount': 'Unified account',
  'wallet.spot': 'Spot account',
  'wallet.futures': 'Futures account',
  'wallet.margin': 'Margin account',
  'wallet.crossMargin': 'Cross margin account',
  'wallet.quantitative': 'Quant account',
  'wallet.payment': 'Payment account',
  'wallet.deposit': 'Deposit',
  'wallet.depositGateCode': 'Deposit via gate code',
  'wallet.withdraw': 'Withdraw',
  'wallet.withdrawInternal': 'Internal withdrawal',
  'wallet.alpha': 'Alpha account',
  'wallet.botAccount': 'Bot account',
  'wallet.launchPool': 'Launchpool',
  'wallet.nextup': 'NextUp',
  'wallet.transfer': 'Transfer history',
  'wallet.gt': 'GT',
  'wallet.accountStatement': 'Account statement',
  'wallet.availableProof': 'Proof of funds',
  'wallet.audit': 'Funds audit',
  'wallet.pointManage': 'Points',
  'order.spot': 'Spot orders',
  'order.alpha': 'Alpha orders',
  'order.futures': 'Futures orders',
  'order.delivery': 'Delivery orders',
  'order.p2p': 'P2P orders',
  'order.margin': 'Margin orders',
  'order.crossMargin': 'Cross margin orders',
  'order.paymentBills': 'Payment bills',
  'order.convert': 'Convert history',
  'order.lockEarn': 'Earn orders',
  'profile.profile': 'Profile',
  'profile.kyc': 'Identity verification',
  'profile.security': 'Security',
  'profile.couponCenter': 'Coupon center',
  'profile.fee': 'Fee level',
  'profile.apiKeys': 'API keys',
  'profile.subAccountManagement': 'Sub-accounts',
  'profile.tickets': 'Tickets',
  'profile.serviceChat': 'Online service',
  'profile.reminder': 'Notifications page',
  'profile.notifications.sideMenu': 'Notifications (side menu)',
  'profile.notifications.header': 'Notifications (header menu)',
  'profile.vipPrivilege': 'VIP privileges',
  'profile.individualVerification': 'Individual verification',
  'profile.rewardCenter': 'Reward center',
  'profile.commit': 'Commit',
  'profile.auditLink': 'Audit',
  'wallet.depositFiat': 'Fiat deposit',
  'wallet.withdrawFiat': 'Fiat withdrawal',
};

export interface GatedItemInfo {
  id: GatedItem;
  group: GatedGroup;
  /** English, for the policy-matrix page. */
  label: string;
  complianceKey?: string;
}

function labelOf(id: GatedItem): string {
  if (Object.prototype.hasOwnProperty.call(LABELS, id)) return LABELS[id as keyof typeof LABELS];
  return FOOTER_LABELS[id.slice('footer.'.length) as FooterComplianceKey];
}

/** Every gated item in display order, with its group, English label and compliance key. */
export const GATED_ITEMS: readonly GatedItemInfo[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ GATED_ITEM_IDS.map((id): GatedItemInfo => {
    const info: GatedItemInfo = { id, group: id.slice(0, id.indexOf('.')) as GatedGroup, label: labelOf(id) };
    const complianceKey = complianceKeyOf(id);
    if (complianceKey !== undefined) info.complianceKey = complianceKey;
    return Object.freeze(info);
  }),
);
