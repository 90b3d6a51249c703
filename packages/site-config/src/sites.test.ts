import { describe, expect, it } from 'vitest';
import { HIDDEN_FLAGS, SITES, getSite, siteFromSubWebsiteId } from './sites';
import { SITE_KEYS, isSiteKey } from './site-keys';
import { siteHidesSection } from './regional-hidden';

describe('sites registry', () => {
  it('lists the twelve keys in spec order', () => {
    expect(SITE_KEYS).toEqual(['main', 'tr', 'eu', 'hk', 'us', 'uk', 'bs', 'sg', 'jp', 'ae', 'au', 'testnet']);
    expect(Object.keys(SITES)).toEqual([...SITE_KEYS]);
  });

  it.each([
    ['tr', 177],
    ['eu', 106],
    ['hk', 71],
    ['us', 232],
    ['bs', 14],
    ['sg', 153],
    ['uk', 182],
    ['jp', 83],
    ['ae', 181],
    ['au', 11],
    ['main', null],
    ['testnet', null],
  ] as const)('alpha chain id of %s is %s', (key, chain) => {
    expect(SITES[key].alphaChainId).toBe(chain);
  });

  it.each([
    ['main', 'BTC_USDT'],
    ['tr', 'BTC_TRY'],
    ['sg', 'BTC_SGD'],
    ['eu', 'BTC_USDC'],
    ['jp', 'BTC_JPY'],
    ['ae', 'BTC_AED'],
    ['us', 'BTC_USDT'],
    ['hk', 'BTC_USDT'],
    ['uk', 'BTC_USDT'],
    ['bs', 'BTC_USDT'],
    ['au', 'BTC_USDT'],
    ['testnet', 'BTC_USDT'],
  ] as const)('default pair of %s is %s', (key, pair) => {
    expect(SITES[key].defaultTradePair).toBe(pair);
  });

  // Issue 22 item 1, spec §1: "Turkey 177, Malta/EU 106, Hong Kong 71, US 232, Bahamas 14,
  // Singapore 153, UK 182, Japan 83, UAE 181, Australia 11" (main 0 from common data).
  it.each([
    ['main', 0],
    ['tr', 177],
    ['eu', 106],
    ['hk', 71],
    ['us', 232],
    ['bs', 14],
    ['sg', 153],
    ['uk', 182],
    ['jp', 83],
    ['ae', 181],
    ['au', 11],
    ['testnet', 99],
  ] as const)('spec §1: %s is sub_website_id %i', (key, id) => {
    expect(SITES[key].subWebsiteId).toBe(id);
    expect(siteFromSubWebsiteId(id)?.key).toBe(key);
  });

  it('an old id (1–10) still resolves to its site, once reported for the log', () => {
    const seen: Array<[number, string]> = [];
    expect(siteFromSubWebsiteId(1, (id, key) => seen.push([id, key]))?.key).toBe('tr');
    expect(siteFromSubWebsiteId(10, (id, key) => seen.push([id, key]))?.key).toBe('au');
    expect(siteFromSubWebsiteId(177, (id, key) => seen.push([id, key]))?.key).toBe('tr');
    expect(seen).toEqual([
      [1, 'tr'],
      [10, 'au'],
    ]);
    expect(siteFromSubWebsiteId(12)).toBeUndefined();
  });

  it('main is sub_website_id 0 and ids are unique', () => {
    expect(SITES.main.subWebsiteId).toBe(0);
    const ids = SITE_KEYS.map((k) => SITES[k].subWebsiteId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const k of SITE_KEYS) expect(siteFromSubWebsiteId(SITES[k].subWebsiteId)?.key).toBe(k);
    expect(siteFromSubWebsiteId(12345)).toBeUndefined();
  });

  it('copyright start years: main 2013, Turkey 2022', () => {
    expect(SITES.main.copyrightStartYear).toBe(2013);
    expect(SITES.tr.copyrightStartYear).toBe(2022);
  });

  it('hosts are unique and fictional', () => {
    const hosts = SITE_KEYS.map((k) => SITES[k].host);
    expect(new Set(hosts).size).toBe(hosts.length);
    for (const h of hosts) expect(h.endsWith('.gate.example')).toBe(true);
  });

  it.each([
    ['main', [1, 2, 3]],
    ['uk', [1, 3]],
    ['us', [1, 3]],
    ['au', [1, 3]],
    ['ae', [1]],
  ] as const)('upgrade plans of %s', (key, plans) => {
    expect(SITES[key].upgradePlans).toEqual(plans);
  });

  it('US forces green-up and 24h', () => {
    expect(SITES.us.forcedRiseColor).toBe('risegreen');
    expect(SITES.us.riseColorOptions).toEqual(['risegreen']);
    expect(SITES.us.referenceTimeOptions).toEqual(['24h']);
    expect(SITES.jp.referenceTimeOptions).not.toContain('utc8');
    expect(SITES.ae.referenceTimeOptions).not.toContain('utc8');
    expect(SITES.main.referenceTimeOptions).toEqual(['24h', 'utc0', 'utc8']);
  });

  it('download app hidden on us and eu; socials hidden on sg, bs, uk, au, jp, ae', () => {
    const noDownload = SITE_KEYS.filter((k) => !SITES[k].showDownloadApp);
    expect(noDownload).toEqual(expect.arrayContaining(['us', 'eu']));
    expect(SITES.main.showDownloadApp).toBe(true);
    expect(SITE_KEYS.filter((k) => !SITES[k].showSocialIcons)).toEqual(['uk', 'bs', 'sg', 'jp', 'ae', 'au']);
  });

  it('every site has every hidden flag; search/download flags follow the regional table', () => {
    for (const k of SITE_KEYS) {
      expect(Object.keys(SITES[k].hidden).sort()).toEqual([...HIDDEN_FLAGS].sort());
      expect(SITES[k].hidden.search).toBe(siteHidesSection(k, 'search'));
      expect(SITES[k].hidden.download).toBe(siteHidesSection(k, 'download'));
      expect(SITES[k].languages).toContain(SITES[k].defaultLang);
    }
  });

  it('only main shows spot and multiple order links; only testnet the back-trade link', () => {
    expect(SITE_KEYS.filter((k) => !SITES[k].hidden.spotOrder)).toEqual(['main']);
    expect(SITE_KEYS.filter((k) => !SITES[k].hidden.multipleOrder)).toEqual(['main']);
    expect(SITE_KEYS.filter((k) => !SITES[k].hidden.backTrade)).toEqual(['testnet']);
    expect(SITES.testnet.hidden.register).toBe(true);
    expect(SITES.testnet.hidden.logout).toBe(true);
  });

  it('isSiteKey / getSite', () => {
    expect(isSiteKey('tr')).toBe(true);
    expect(isSiteKey('xx')).toBe(false);
    expect(isSiteKey(3)).toBe(false);
    expect(getSite('jp')).toBe(SITES.jp);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(SITES)).toBe(true);
    expect(Object.isFrozen(SITES.main.hidden)).toBe(true);
  });
});
