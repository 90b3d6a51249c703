import { GATED_ITEMS, SITE_KEYS } from '@shell/site-config';

/** The footer's compliance keys (spec §6): each gated footer item carries its own. */
const FOOTER_COMPLIANCE_KEYS = GATED_ITEMS.flatMap((item) => (item.id.startsWith('footer.') && item.complianceKey !== undefined ? [item.complianceKey] : []));
import type { LangCode, PolicyContext, SiteKey } from '@shell/site-config';
import { FOOTER_CONTENT } from './index';
import { resolveFooterColumns } from './resolve';
import type { ResolvedFooterColumn, ResolvedFooterItem } from './resolve';
import type { FooterItem } from './types';

const ctxFor = (site: SiteKey, extra: Partial<PolicyContext> = {}): PolicyContext => ({ site, user: { kind: 'visitor' }, ...extra });

function flatten(items: readonly ResolvedFooterItem[]): ResolvedFooterItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}
const hrefsOf = (columns: readonly ResolvedFooterColumn[]) =>
  columns.flatMap((column) => flatten(column.items).flatMap((item) => (item.href === null ? [] : [item.href])));
const resolve = (site: SiteKey, extra: Partial<PolicyContext> = {}, lang: LangCode = 'en') =>
  resolveFooterColumns(FOOTER_CONTENT[site].columns, ctxFor(site, extra), lang);

/** Spec §2 "Footer links (main site)", every one of them. */
const MAIN_SITE_LINKS = [
  '/about_us', '/page/careers', '/newsroom', '/user-agreement', '/risk-disclosure', '/privacy-policy', '/cookie-policy', '/media-kit',
  '/proof_of_reserves', '/gategroup/legal/licenses', '/security', '/gt', '/gusd', '/event', '/legal/law-enforcement',
  '/global-conferences', '/ventures',
  '/p2p-express/buy/USD-USDT', '/convert', '/trade/BTC_USDT', '/futures_center', '/tokenized-stocks', '/alpha',
  '/trade/BTC_USDT?tab=isolated_margin', '/etf', '/nft', '/gatepay', '/mini-app', '/gift-card', '/otc', '/charity', '/shop', '/web3', '/perp-dex',
  '/vip', '/institution', '/suggestions-feedback', '/announcements', '/fee', '/help', '/listing', '/security-audit', '/developers',
  '/officialverify', '/c2c/merchant', '/referral/affiliate', '/upcoming-event', '/crosschain',
  '/learn', '/learn/course', '/learn/glossary', '/price', '/price/bitcoin', '/how-to-buy/bitcoin', '/price-prediction/bitcoin',
  '/price/btc/usd', '/converter', '/bigdata', '/explore/bitcoin-halving-countdown', '/crypto-wiki', '/crypto-calculator',
];

describe('resolveFooterColumns — main site', () => {
  it('shows every main-site link of spec §2 to a visitor, in the six columns', () => {
    const columns = resolve('main');
    expect(columns.map((column) => column.id)).toEqual(['about', 'products', 'services', 'learn', 'contact', 'partner']);
    expect(hrefsOf(columns)).toEqual(expect.arrayContaining(MAIN_SITE_LINKS));
  });

  it('uses the language-specific merchant link for zh and prefixes every link with the language', () => {
    const zh = hrefsOf(resolve('main', {}, 'zh'));
    expect(zh).toContain('/zh/p2p/merchant');
    expect(zh).not.toContain('/zh/c2c/merchant');
    expect(hrefsOf(resolve('main', {}, 'de'))).toContain('/de/c2c/merchant');
    expect(zh.every((href) => href.startsWith('/zh/'))).toBe(true);
  });

  it('names each link for analytics footer.<column>.<item>', () => {
    const about = resolve('main').find((column) => column.id === 'about');
    expect(about?.items[1]).toMatchObject({ id: 'careers', href: '/page/careers', entry: 'footer.about.careers', newTab: false });
  });
});

/** Regional examples of spec §2, and the spot link each site's footer uses. */
const REGIONAL: Record<SiteKey, { spot: string | null; has: string[]; lacks: string[] }> = {
  main: { spot: '/trade/BTC_USDT', has: ['/about_us', '/alpha'], lacks: ['/about-us'] },
  testnet: { spot: '/trade/BTC_USDT', has: ['/about_us'], lacks: ['/web3', '/otc', '/help', '/announcements', '/gusd'] },
  tr: { spot: '/trade/BTC_USDT', has: ['/about-us', '/calendar', '/converter/bitcoin/btc-to-try', '/myaccount/deposit_fiat', '/myaccount/withdraw_fiat'], lacks: ['/about_us', '/futures_center'] },
  eu: {
    spot: '/trade/BTC_USDC',
    has: ['/legal/user-agreement', '/legal/privacy-policy', '/legal/cookie-policy', '/legal/risk-disclosure', '/legal/complaints', '/careers', '/referral'],
    lacks: ['/page/careers', '/referral/affiliate', '/user-agreement'],
  },
  hk: { spot: '/trade/BTC_USDT', has: ['/proof_of_reserves'], lacks: ['/futures_center'] },
  us: { spot: '/trade/BTC_USDT', has: ['/brand-partnerships', '/proof-of-reserves', '/legal/disclosures'], lacks: ['/proof_of_reserves'] },
  uk: { spot: '/trade/BTC_USDT', has: ['/user-agreement'], lacks: ['/futures_center'] },
  bs: { spot: '/trade/BTC_USDT', has: ['/futures_center'], lacks: ['/web3'] },
  sg: { spot: '/trade/BTC_USDT', has: ['/help'], lacks: ['/futures_center'] },
  jp: { spot: '/trade/BTC_JPY', has: ['/convert'], lacks: ['/help', '/announcements'] },
  ae: { spot: '/trade/BTC_AED', has: ['/legal/user-agreement', '/legal/privacy-policy', '/legal/risk-disclosure'], lacks: ['/user-agreement'] },
  au: { spot: '/trade/BTC_USDT', has: ['/security'], lacks: ['/futures_center'] },
};

describe.each(SITE_KEYS.map((site) => [site]))('resolveFooterColumns — %s', (site) => {
  const baseline = hrefsOf(resolve(site));
  const { spot, has, lacks } = REGIONAL[site];

  it('has its regional links and spot pair, and not the other regions\'', () => {
    if (spot) expect(baseline).toContain(spot);
    expect(baseline).toEqual(expect.arrayContaining(has));
    for (const href of lacks) expect(baseline).not.toContain(href);
  });

  it('the Italy limit hides every column', () => {
    expect(resolve(site, { limits: { italy: true } })).toEqual([]);
  });

  it('the UK limit leaves the columns alone (it hides the social icons, see the component tests)', () => {
    expect(hrefsOf(resolve(site, { limits: { uk: true } }))).toEqual(baseline);
  });

  // Keys that also hide another key's items (site-config's policy): fiat_trade hides express buy.
  const ALSO_HIDES: Readonly<Record<string, readonly string[]>> = { fiat_trade: ['express'] };
  const gatedBy = (key: string): FooterItem[] =>
    [key, ...(ALSO_HIDES[key] ?? [])].flatMap((gateKey) =>
      FOOTER_CONTENT[site].columns.flatMap((column) => {
        const walk = (items: readonly FooterItem[]): FooterItem[] => items.flatMap((item) => [item, ...walk(item.children ?? [])]);
        return column.gate === `footer.${gateKey}` ? walk(column.items) : walk(column.items).filter((item) => item.gate === `footer.${gateKey}`);
      }),
    );

  it('derives the footer keys from the policy (an empty list would skip the cases below silently)', () => {
    expect(FOOTER_COMPLIANCE_KEYS).toContain('derivatives');
    expect(new Set(FOOTER_COMPLIANCE_KEYS).size).toBe(FOOTER_COMPLIANCE_KEYS.length);
  });

  it.each(FOOTER_COMPLIANCE_KEYS.map((key) => [key]))('compliance key %s hides exactly its items', (key) => {
    const hidden = resolve(site, { compliance: { menu: [key], business: [], limit: { au_redirect: false, is_sanction_country: false } } });
    const after = hrefsOf(hidden);
    const gatedHrefs = new Set(gatedBy(key).flatMap((item) => (item.link ? [item.link] : [])));
    for (const href of gatedHrefs) expect(after).not.toContain(href);
    expect(after).toEqual(baseline.filter((href) => !gatedHrefs.has(href)));
    if (key === 'learn') expect(hidden.map((column) => column.id)).not.toContain('learn');
    if (key === 'partner') expect(hidden.map((column) => column.id)).not.toContain('partner');
  });
});

describe('resolveFooterColumns — data flags', () => {
  it('drops items hidden in the data, empty groups and empty columns', () => {
    const columns = resolveFooterColumns(
      [
        {
          id: 'about',
          title: { id: 't', defaultMessage: 'About', description: '' },
          items: [
            { id: 'a', text: { id: 'a', defaultMessage: 'A', description: '' }, link: '/a', hidden: true },
            { id: 'g', text: { id: 'g', defaultMessage: 'G', description: '' }, children: [{ id: 'b', text: { id: 'b', defaultMessage: 'B', description: '' }, link: '/b', hidden: true }] },
          ],
        },
        {
          id: 'contact',
          title: { id: 'c', defaultMessage: 'Contact', description: '' },
          items: [{ id: 'x', text: { id: 'x', defaultMessage: 'X', description: '' }, link: 'https://x.example/', target: '_blank', collect: { entry: 'footer.custom' } }],
        },
      ],
      ctxFor('main'),
      'en',
    );
    expect(columns).toEqual([
      { id: 'contact', title: expect.anything(), items: [{ id: 'x', text: expect.anything(), href: 'https://x.example/', newTab: true, entry: 'footer.custom', children: [] }] },
    ]);
  });
});
