import { describe, expect, it } from 'vitest';
import { SITE_KEYS } from '../site-keys';
import type { SiteKey } from '../site-keys';
import { REGIONAL_HIDDEN } from '../regional-hidden';
import { EMPTY_COMPLIANCE, complianceFlag, complianceHides, UNKNOWN_COMPLIANCE } from './context';
import type { ComplianceInfo, CountryLimits, PolicyContext, PolicyUser } from './context';
import { FOOTER_COMPLIANCE_KEYS, GATED_ITEM_IDS, LIMITED_ACCOUNT_SURVIVORS, TESTNET_SURVIVORS, isGatedItem } from './items';
import { GATED_ITEMS } from './labels';
import type { GatedItem } from './items';
import { explainAll, explainPolicy, isShown } from './explain';

const visitor: PolicyUser = { kind: 'visitor' };
const user: PolicyUser = { kind: 'user' };
const sub: PolicyUser = { kind: 'sub' };

const menu = (...keys: string[]): ComplianceInfo => ({ ...EMPTY_COMPLIANCE, menu: keys });
const business = (...flags: string[]): ComplianceInfo => ({ ...EMPTY_COMPLIANCE, business: flags });
const sanctioned: ComplianceInfo = { ...EMPTY_COMPLIANCE, limit: { au_redirect: false, is_sanction_country: true } };

const ctx = (
  site: SiteKey,
  u: PolicyUser,
  extra: { compliance?: ComplianceInfo; limits?: Partial<CountryLimits>; env?: PolicyContext['env'] } = {},
): PolicyContext => ({ site, user: u, ...extra });

type Row = [rule: string, item: GatedItem, context: PolicyContext, shown: boolean, reason?: string];

/** Every rule of spec §6 (and the §2/§4 gates), one row each. */
const ROWS: Row[] = [
  // Visitors
  ['visitor sees login', 'header.login', ctx('main', visitor), true],
  ['logged-in user has no login link', 'header.login', ctx('main', user), false, 'visitors only'],
  ['visitor sees signup', 'header.signup', ctx('main', visitor), true],
  ['signup hidden by register flag (testnet)', 'header.signup', ctx('testnet', visitor), false, 'hidden on testnet (register flag)'],
  ['visitor sees rewards hub card in drawer', 'drawer.rewardsHubCard', ctx('main', visitor), true],
  ['rewards hub card is for visitors', 'drawer.rewardsHubCard', ctx('main', user), false, 'visitors only'],
  ['rewards hub card hidden by site flag', 'drawer.rewardsHubCard', ctx('us', visitor), false, 'hidden on us (rewardsHubCard flag)'],
  ['wallet menu needs login', 'header.walletMenu', ctx('main', visitor), false, 'needs login'],
  ['wallet menu for a user', 'header.walletMenu', ctx('main', user), true],
  ['order menu needs login', 'header.orderMenu', ctx('main', visitor), false, 'needs login'],
  ['user card needs login', 'header.userCard', ctx('main', visitor), false, 'needs login'],
  ['notifications need login', 'header.notifications', ctx('main', visitor), false, 'needs login'],
  ['notifications for a user', 'header.notifications', ctx('main', user), true],
  ['logout needs login', 'header.logout', ctx('main', visitor), false, 'needs login'],
  ['logout for a user', 'header.logout', ctx('main', user), true],

  // Deposit
  ['deposit: main user', 'header.deposit', ctx('main', user), true],
  ['deposit: us user', 'header.deposit', ctx('us', user), true],
  ['deposit: sub-account on main', 'header.deposit', ctx('main', sub), true],
  ['deposit needs login', 'header.deposit', ctx('main', visitor), false, 'needs login'],
  ['deposit only on main and us', 'header.deposit', ctx('tr', user), false, 'only on main, us'],
  ['deposit hidden by compliance menu', 'header.deposit', ctx('main', user, { compliance: menu('deposit') }), false, 'compliance menu: deposit'],
  ['deposit hidden for withdraw-only', 'header.deposit', ctx('main', user, { limits: { withdrawOnly: true } }), false, 'withdraw-only limit'],
  ['deposit hidden for sanctioned', 'header.deposit', ctx('main', user, { compliance: sanctioned }), false, 'sanction country'],

  // Switch account
  ['switch account: main account on main', 'user.switchAccount', ctx('main', user), true],
  ['switch account: sub-account without cookie', 'user.switchAccount', ctx('main', sub), false, 'sub-account without switch tag'],
  ['switch account: sub-account with switch tag cookie', 'user.switchAccount', ctx('main', { kind: 'sub', hasSwitchTagCookie: true }), true],
  ['switch account only on main', 'user.switchAccount', ctx('eu', user), false, 'only on main'],

  // Sub-account management
  ['sub-account mgmt: white-listed main account', 'user.subAccountManagement', ctx('main', { kind: 'user', whiteListShow: true }), true],
  ['sub-account mgmt: not white-listed', 'user.subAccountManagement', ctx('main', user), false, 'not white-listed'],
  ['sub-account mgmt: sub-account', 'user.subAccountManagement', ctx('main', { kind: 'sub', whiteListShow: true }), false, 'sub-account'],
  ['sub-account mgmt hidden on regional site', 'user.subAccountManagement', ctx('us', { kind: 'user', whiteListShow: true }), false, 'hidden on us'],
  ['sub-account mgmt kept on eu', 'user.subAccountManagement', ctx('eu', { kind: 'user', whiteListShow: true }), true],
  ['sub-account mgmt in profile menu too', 'profile.subAccountManagement', ctx('jp', { kind: 'user', whiteListShow: true }), false, 'hidden on jp'],

  // VIP / tier
  ['VIP at tier > 0', 'user.vip', ctx('main', { kind: 'user', tierLevel: 2 }), true],
  ['no VIP at tier 0', 'user.vip', ctx('main', { kind: 'user', tierLevel: 0 }), false, 'tier 0'],
  ['trial badge', 'user.vipTrialBadge', ctx('main', { kind: 'user', tierLevel: 1, isTrial: true }), true],
  ['no trial badge', 'user.vipTrialBadge', ctx('main', { kind: 'user', tierLevel: 1 }), false, 'not a trial'],
  ['tier hover on main', 'user.tierProgressHover', ctx('main', { kind: 'user', tierLevel: 0 }), true],
  ['tier hover hidden on jp', 'user.tierProgressHover', ctx('jp', { kind: 'user', tierLevel: 3 }), false, 'hidden on jp'],
  ['tier hover hidden on ae at tier 0', 'user.tierProgressHover', ctx('ae', { kind: 'user', tierLevel: 0 }), false, 'hidden on ae at tier 0'],
  ['tier hover on ae above tier 0', 'user.tierProgressHover', ctx('ae', { kind: 'user', tierLevel: 1 }), true],

  // KYC, safety
  ['kyc icon for status 2', 'user.kycIcon', ctx('main', { kind: 'user', kycStatus: 2 }), true],
  ['kyc icon for status 0', 'user.kycIcon', ctx('main', { kind: 'user', kycStatus: 0 }), true],
  ['no kyc icon for -1', 'user.kycIcon', ctx('main', { kind: 'user', kycStatus: -1 }), false, 'no kyc status'],
  ['no kyc icon for undefined', 'user.kycIcon', ctx('main', user), false, 'no kyc status'],
  ['safety warning at safe level 1', 'user.safetyWarning', ctx('main', { kind: 'user', safeLevel: 1 }), true],
  ['safety warning at safe level 0', 'user.safetyWarning', ctx('main', { kind: 'user', safeLevel: 0 }), true],
  ['no safety warning at safe level 2', 'user.safetyWarning', ctx('main', { kind: 'user', safeLevel: 2 }), false, 'safe level above 1'],

  // Notifications placement
  ['notifications in side menu', 'profile.notifications.sideMenu', ctx('main', user), true],
  ['notifications not in header profile menu', 'profile.notifications.header', ctx('main', user), false, 'side menu only'],

  // Footer compliance keys (one row per key)
  ...FOOTER_COMPLIANCE_KEYS.map(
    (key): Row => [`footer ${key} hidden by compliance key`, `footer.${key}`, ctx('main', visitor, { compliance: menu(key) }), false, `compliance menu: ${key}`],
  ),
  ...FOOTER_COMPLIANCE_KEYS.map((key): Row => [`footer ${key} shown on main`, `footer.${key}`, ctx('main', visitor), true]),
  ['italy limit hides footer columns', 'footer.columns', ctx('main', visitor, { limits: { italy: true } }), false, 'italy limit'],
  ['italy limit hides column items', 'footer.learn', ctx('main', visitor, { limits: { italy: true } }), false, 'italy limit hides footer columns'],
  ['footer columns shown', 'footer.columns', ctx('main', visitor), true],

  // Social icons
  ...(['sg', 'bs', 'uk', 'au', 'jp', 'ae'] as const).map(
    (site): Row => [`socials hidden on ${site}`, 'footer.socialIcons', ctx(site, visitor), false, `hidden on ${site}`],
  ),
  ...(['main', 'tr', 'eu', 'hk', 'us'] as const).map((site): Row => [`socials on ${site}`, 'footer.socialIcons', ctx(site, visitor), true]),
  ['socials hidden for UK-limited users', 'footer.socialIcons', ctx('main', user, { limits: { uk: true } }), false, 'uk limit'],
  ['download QR main only', 'footer.downloadQr', ctx('tr', visitor), false, 'only on main'],
  ['download QR on main', 'footer.downloadQr', ctx('main', visitor), true],
  ['US disclaimer only on us', 'footer.usDisclaimer', ctx('us', visitor), true],
  ['no US disclaimer on main', 'footer.usDisclaimer', ctx('main', visitor), false, 'only on us'],
  ['cookie notice for eu', 'footer.cookieNotice', ctx('eu', visitor), true],
  ['cookie notice for EU visitor on main', 'footer.cookieNotice', ctx('main', visitor, { env: { euVisitor: true } }), true],
  ['no cookie notice elsewhere', 'footer.cookieNotice', ctx('main', visitor), false, 'not an EU visitor'],

  // Per-site hidden flags
  ['search hidden on testnet', 'header.search', ctx('testnet', visitor), false, 'testnet hides search'],
  ['download hidden on us', 'header.download', ctx('us', visitor), false, 'us hides download'],
  ['download hidden on eu', 'header.download', ctx('eu', visitor), false, 'eu hides download'],
  ['download shown on main', 'header.download', ctx('main', visitor), true],
  ['drawer download button hidden on us', 'drawer.downloadApp', ctx('us', visitor), false, 'hidden on us'],
  ['drawer download button hidden on eu', 'drawer.downloadApp', ctx('eu', visitor), false, 'hidden on eu'],
  ['drawer download button on tr', 'drawer.downloadApp', ctx('tr', visitor), true],
  ['pay-with hidden on jp', 'header.payWith', ctx('jp', visitor), false, 'hidden on jp (payWith flag)'],
  ['exchange rate hidden on us', 'header.exchangeRate', ctx('us', visitor), false, 'hidden on us (exchangeRate flag)'],
  ['personal info hidden on testnet', 'user.personalInfo', ctx('testnet', user), false, 'hidden on testnet (personalInfo flag)'],
  ['notification hidden on testnet', 'header.notifications', ctx('testnet', user), false, 'hidden on testnet (notification flag)'],
  ['testnet entry on main', 'header.testnetTrade', ctx('main', visitor), true],
  ['testnet entry hidden on regional', 'header.testnetTrade', ctx('hk', visitor), false, 'hidden on hk (testnetTrade flag)'],
  ['back-trade link on testnet', 'header.backTrade', ctx('testnet', visitor), true],
  ['no back-trade link on main', 'header.backTrade', ctx('main', visitor), false, 'hidden on main (backTrade flag)'],
  ['theme toggle everywhere', 'header.themeToggle', ctx('testnet', visitor), true],
  ['trade menu everywhere', 'header.trade', ctx('us', visitor), true],
  ['settings everywhere', 'header.settings', ctx('jp', visitor), true],
  ['avatar shown', 'user.avatar', ctx('testnet', user), true],

  // Testnet
  ['testnet hides logout', 'header.logout', ctx('testnet', user), false, 'hidden on testnet (logout flag)'],
  ['testnet disables profile links', 'profile.profile', ctx('testnet', user), false, 'testnet disables profile links'],
  ['testnet disables security link', 'profile.security', ctx('testnet', user), false, 'testnet disables profile links'],
  ['testnet keeps futures wallet', 'wallet.futures', ctx('testnet', user), true],
  ['testnet hides deposit', 'wallet.deposit', ctx('testnet', user), false, 'hidden on testnet'],
  ['testnet hides buy crypto', 'header.nav.buyCrypto', ctx('testnet', visitor), false, 'hidden on testnet'],
  ['testnet keeps futures orders', 'order.futures', ctx('testnet', user), true],

  // UK / Italy limits
  ['uk limit hides futures wallet', 'wallet.futures', ctx('main', user, { limits: { uk: true } }), false, 'uk limit'],
  ['uk limit hides deposit button', 'header.deposit', ctx('main', user, { limits: { uk: true } }), false, 'uk limit'],
  ['uk limit keeps withdraw', 'wallet.withdraw', ctx('main', user, { limits: { uk: true } }), true],
  ['uk limit keeps spot orders', 'order.spot', ctx('main', user, { limits: { uk: true } }), true],
  ['uk limit hides convert orders', 'order.convert', ctx('main', user, { limits: { uk: true } }), false, 'uk limit'],
  ['uk limit hides api keys', 'profile.apiKeys', ctx('main', user, { limits: { uk: true } }), false, 'uk limit'],
  ['uk limit keeps security', 'profile.security', ctx('main', user, { limits: { uk: true } }), true],
  ['italy limit hides deposit', 'wallet.deposit', ctx('main', user, { limits: { italy: true } }), false, 'italy limit'],
  ['italy limit keeps spot wallet', 'wallet.spot', ctx('main', user, { limits: { italy: true } }), true],
  ['italy limit hides coupon center', 'profile.couponCenter', ctx('main', user, { limits: { italy: true } }), false, 'italy limit'],

  // US
  ['us hides language switch', 'header.language', ctx('us', visitor), false, 'hidden on us (language flag)'],
  ['us hides language setting', 'settings.languageSwitch', ctx('us', visitor), false, 'hidden on us (language flag)'],
  ['us hides footer language selector', 'footer.language', ctx('us', visitor), false, 'hidden on us (language flag)'],
  ['us hides deposit via gate code', 'wallet.depositGateCode', ctx('us', user), false, 'hidden on us'],
  ['main shows deposit via gate code', 'wallet.depositGateCode', ctx('main', user), true],
  ['us hides internal withdrawal', 'wallet.withdrawInternal', ctx('us', user), false, 'hidden on us'],
  ['us hides transfer', 'wallet.transfer', ctx('us', user), false, 'hidden on us'],
  ['us hides referral', 'header.referral', ctx('us', visitor), false, 'us hides referral'],
  ['us hides affiliate footer link', 'footer.affiliate', ctx('us', visitor), false, 'us hides referral'],
  ['us hides payment wallet', 'wallet.payment', ctx('us', user), false, 'hidden on us'],
  ['us hides coupon center', 'profile.couponCenter', ctx('us', user), false, 'hidden on us'],
  ['us shows individual verification', 'profile.individualVerification', ctx('us', user), true],
  ['individual verification only us', 'profile.individualVerification', ctx('main', user), false, 'only on us'],
  ['us shows reward center', 'profile.rewardCenter', ctx('us', user), true],
  ['reward center only us', 'profile.rewardCenter', ctx('uk', user), false, 'only on us'],
  ['us shows commit', 'profile.commit', ctx('us', user), true],
  ['commit only us', 'profile.commit', ctx('main', user), false, 'only on us'],
  ['us shows separate audit link', 'profile.auditLink', ctx('us', user), true],
  ['audit link only us', 'profile.auditLink', ctx('main', user), false, 'only on us'],
  ['us moves audit out of the wallet menu', 'wallet.audit', ctx('us', user), false, 'us shows a separate audit link'],
  ['main keeps wallet audit', 'wallet.audit', ctx('main', user), true],

  // Regional sections (spot-checks; every site × section is checked below)
  ['tr hides web3', 'header.nav.web3', ctx('tr', visitor), false, 'tr hides web3'],
  ['uk hides derivatives', 'header.nav.futures', ctx('uk', visitor), false, 'uk hides derivatives'],
  ['bs keeps derivatives', 'header.nav.futures', ctx('bs', visitor), true],
  ['hk hides finance', 'header.nav.earn', ctx('hk', visitor), false, 'hk hides finance'],
  ['sg hides search', 'header.search', ctx('sg', visitor), false, 'sg hides search'],
  ['jp hides help center', 'header.nav.helpCenter', ctx('jp', visitor), false, 'jp hides helpCenter'],
  ['bs hides latest news', 'footer.latest_news', ctx('bs', visitor), false, 'bs hides latestNews'],
  ['ae hides otc', 'footer.gate_otc', ctx('ae', visitor), false, 'ae hides otc'],
  ['au hides organization', 'header.nav.institution', ctx('au', visitor), false, 'au hides organization'],
  ['eu hides derivatives wallet', 'wallet.futures', ctx('eu', user), false, 'eu hides derivatives'],

  // Main-only items
  ['VIP privilege on main', 'profile.vipPrivilege', ctx('main', user), true],
  ['VIP privilege only main', 'profile.vipPrivilege', ctx('hk', user), false, 'only on main'],
  ['spot order link on main', 'header.spotOrder', ctx('main', user), true],
  ['spot order link only main', 'header.spotOrder', ctx('tr', user), false, 'hidden on tr (spotOrder flag)'],
  ['multiple order link on main', 'header.multipleOrder', ctx('main', user), true],
  ['multiple order link only main', 'header.multipleOrder', ctx('sg', user), false, 'hidden on sg (multipleOrder flag)'],
  ['alpha nav on main', 'header.nav.alpha', ctx('main', visitor), true],
  ['alpha nav only main', 'header.nav.alpha', ctx('jp', visitor), false, 'only on main'],
  ['VIP nav only main', 'header.nav.vip', ctx('ae', visitor), false, 'only on main'],
  ['VIP footer service only main', 'footer.vip_service', ctx('eu', visitor), false, 'only on main'],

  // Compliance business flag
  ['alpha account on main', 'wallet.alpha', ctx('main', user), true],
  ['alpha account hidden by business flag', 'wallet.alpha', ctx('main', user, { compliance: business('button_alpha_hidden') }), false, 'compliance business: button_alpha_hidden'],
  ['alpha orders hidden by business flag', 'order.alpha', ctx('main', user, { compliance: business('button_alpha_hidden') }), false, 'compliance business: button_alpha_hidden'],
  ['alpha orders on main', 'order.alpha', ctx('main', user), true],

  // Settings options
  ['red-rise option on main', 'settings.riseRed', ctx('main', visitor), true],
  ['red-rise option hidden on us', 'settings.riseRed', ctx('us', visitor), false, 'hidden on us'],
  ['utc0 hidden on us', 'settings.utc0', ctx('us', visitor), false, 'hidden on us'],
  ['utc8 hidden on us', 'settings.utc8', ctx('us', visitor), false, 'hidden on us'],
  ['utc8 hidden on jp', 'settings.utc8', ctx('jp', visitor), false, 'hidden on jp'],
  ['utc8 hidden on ae', 'settings.utc8', ctx('ae', visitor), false, 'hidden on ae'],
  ['utc0 kept on jp', 'settings.utc0', ctx('jp', visitor), true],
  ['utc8 on main', 'settings.utc8', ctx('main', visitor), true],

  // New menu system
  ['new menu on main with flag', 'header.newMenuSystem', ctx('main', visitor, { env: { newMenuFlag: true } }), true],
  ['no new menu without flag', 'header.newMenuSystem', ctx('main', visitor), false, 'menu flag off'],
  ['no new menu off main', 'header.newMenuSystem', ctx('tr', visitor, { env: { newMenuFlag: true } }), false, 'only on main'],

  // Upgrade plans
  ...([1, 2, 3] as const).map((n): Row => [`main shows plan ${n}`, `settings.upgradePlan${n}`, ctx('main', visitor), true]),
  ...(['uk', 'us', 'au'] as const).flatMap((site): Row[] => [
    [`${site} shows plan 1`, 'settings.upgradePlan1', ctx(site, visitor), true],
    [`${site} hides plan 2`, 'settings.upgradePlan2', ctx(site, visitor), false, `no plan 2 on ${site}`],
    [`${site} shows plan 3`, 'settings.upgradePlan3', ctx(site, visitor), true],
  ]),
  ['ae shows plan 1', 'settings.upgradePlan1', ctx('ae', visitor), true],
  ['ae hides plan 2', 'settings.upgradePlan2', ctx('ae', visitor), false, 'no plan 2 on ae'],
  ['ae hides plan 3', 'settings.upgradePlan3', ctx('ae', visitor), false, 'no plan 3 on ae'],

  // Unified account
  ['classic: spot wallet', 'wallet.spot', ctx('main', user), true],
  ['classic: no unified wallet', 'wallet.unifiedAccount', ctx('main', user), false, 'classic account mode'],
  ['unified: unified wallet', 'wallet.unifiedAccount', ctx('main', { kind: 'user', unifiedActive: true }), true],
  ['unified: no separate spot wallet', 'wallet.spot', ctx('main', { kind: 'user', unifiedActive: true }), false, 'unified account folds it in'],
  ['unified: no separate futures wallet', 'wallet.futures', ctx('main', { kind: 'user', unifiedActive: true }), false, 'unified account folds it in'],
  ['unified: no separate margin wallet', 'wallet.margin', ctx('main', { kind: 'user', unifiedActive: true }), false, 'unified account folds it in'],
  ['unified: no margin orders', 'order.margin', ctx('main', { kind: 'user', unifiedActive: true }), false, 'unified account folds it in'],
  ['unified: futures orders kept', 'order.futures', ctx('main', { kind: 'user', unifiedActive: true }), true],

  // Other country limits and compliance
  ['compliance tips link when limited', 'header.complianceTips', ctx('main', visitor, { limits: { complianceTips: true } }), true],
  ['no compliance tips link otherwise', 'header.complianceTips', ctx('main', visitor), false, 'no compliance tips limit'],
  ['sanction hides pay-with', 'header.payWith', ctx('main', visitor, { compliance: sanctioned }), false, 'sanction country'],
  ['blocked country hides deposit', 'wallet.deposit', ctx('main', user, { limits: { blockedCountry: true } }), false, 'blocked country'],
  ['fiat wallets are regional', 'wallet.depositFiat', ctx('main', user), false, 'fiat wallets are regional'],
  ['turkey fiat deposit', 'wallet.depositFiat', ctx('tr', user), true],
];

describe('explainPolicy — spec §6 rules', () => {
  it.each(ROWS)('%s', (_rule, item, context, shown, reason) => {
    const decision = explainPolicy(item, context);
    expect(decision.shown).toBe(shown);
    if (reason !== undefined) expect(decision.reason).toBe(reason);
    if (shown) expect(decision.reason).toBe('shown');
    expect(isShown(item, context)).toBe(shown);
  });
});

describe('decisions per context object', () => {
  it('answers a context again from memory, and a new context afresh', () => {
    const first = ctx('main', user);
    const decision = explainPolicy('header.deposit', first);
    expect(explainPolicy('header.deposit', first)).toBe(decision);
    expect(Object.isFrozen(decision)).toBe(true);
    // The same question about another context (a new object, as the shell builds on new data).
    expect(explainPolicy('header.deposit', ctx('tr', user))).toEqual({ shown: false, reason: 'only on main, us' });
    expect(explainAll(first)['header.deposit']).toBe(decision);
  });
});

describe('regional hidden sets', () => {
  const sectionItems = {
    web3: 'header.nav.web3',
    search: 'header.search',
    download: 'header.download',
    derivatives: 'header.nav.futures',
    finance: 'header.nav.earn',
    otc: 'header.nav.otc',
    organization: 'header.nav.institution',
    helpCenter: 'header.nav.helpCenter',
    latestNews: 'header.nav.announcements',
  } as const;
  const cases = SITE_KEYS.flatMap((site) =>
    Object.entries(sectionItems).map(([sec, item]) => [site, sec, item, REGIONAL_HIDDEN[site].includes(sec as never)] as const),
  );
  it.each(cases)('%s / %s → %s hidden=%s', (site, _sec, item, hidden) => {
    expect(isShown(item, ctx(site, visitor))).toBe(!hidden);
  });

  it('main hides nothing; every regional site hides web3', () => {
    expect(REGIONAL_HIDDEN.main).toEqual([]);
    for (const site of SITE_KEYS.filter((s) => s !== 'main')) expect(REGIONAL_HIDDEN[site]).toContain('web3');
  });
});

describe('catalogue', () => {
  it('has unique ids, a group matching the prefix and a label', () => {
    const ids = GATED_ITEMS.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const info of GATED_ITEMS) {
      expect(info.id.startsWith(`${info.group}.`)).toBe(true);
      expect(info.label.length).toBeGreaterThan(0);
    }
  });

  it('lists every footer compliance key with its key', () => {
    for (const key of FOOTER_COMPLIANCE_KEYS) {
      expect(GATED_ITEMS.find((i) => i.id === `footer.${key}`)?.complianceKey).toBe(key);
    }
  });

  it('survivor sets name real items', () => {
    for (const id of [...LIMITED_ACCOUNT_SURVIVORS, ...TESTNET_SURVIVORS]) expect(isGatedItem(id)).toBe(true);
    expect(isGatedItem('header.nope')).toBe(false);
  });

  it('every wallet, order and profile item needs login', () => {
    for (const info of GATED_ITEMS.filter((i) => ['wallet', 'order', 'profile'].includes(i.group))) {
      expect(explainPolicy(info.id, ctx('main', visitor))).toEqual({ shown: false, reason: 'needs login' });
    }
  });

  it('uk limit leaves exactly the survivors in the account menus', () => {
    const limited = ctx('main', { kind: 'user', whiteListShow: true, unifiedActive: false }, { limits: { uk: true } });
    for (const info of GATED_ITEMS.filter((i) => ['wallet', 'order', 'profile'].includes(i.group))) {
      if (!LIMITED_ACCOUNT_SURVIVORS.includes(info.id)) expect(explainPolicy(info.id, limited).reason).toBe('uk limit');
    }
  });

  it('explainAll decides every item for a context', () => {
    const all = explainAll(ctx('us', user));
    expect(Object.keys(all)).toHaveLength(GATED_ITEMS.length);
    expect(all['header.language'].shown).toBe(false);
    expect(all['header.deposit'].shown).toBe(true);
  });

  it('complianceHides reads the menu list and tolerates no response', () => {
    expect(complianceHides(menu('xstocks'), 'xstocks')).toBe(true);
    expect(complianceHides(menu('xstocks'), 'deposit')).toBe(false);
    expect(complianceHides(undefined, 'deposit')).toBe(false);
  });
});

describe('an unknown compliance answer (the check failed, nothing kept) fails closed', () => {
  it('hides every menu key and sets every business flag, but leaves the redirect limits off', () => {
    for (const key of ['deposit', 'xstocks', 'launchpad', 'fiat_trade', 'any_future_key']) expect(complianceHides(UNKNOWN_COMPLIANCE, key)).toBe(true);
    expect(complianceFlag(UNKNOWN_COMPLIANCE, 'button_alpha_hidden')).toBe(true);
    expect(UNKNOWN_COMPLIANCE.limit).toEqual({ au_redirect: false, is_sanction_country: false });
    expect(complianceHides(EMPTY_COMPLIANCE, 'deposit')).toBe(false);
  });

  it('hides exactly the items some compliance key or flag can hide, on every site', () => {
    const user = { kind: 'user', tierLevel: 3, kycStatus: 2, safeLevel: 2, whiteListShow: true } as const;
    for (const site of SITE_KEYS) {
      const open = explainAll({ site, user, compliance: EMPTY_COMPLIANCE });
      const closed = explainAll({ site, user, compliance: UNKNOWN_COMPLIANCE });
      for (const id of GATED_ITEM_IDS) {
        if (!open[id].shown) expect(closed[id].shown).toBe(false);
        else if (!closed[id].shown) expect(closed[id].reason).toMatch(/compliance|sanction|flag/i);
      }
      expect(closed['header.payWith'].shown).toBe(false);
    }
  });
});
