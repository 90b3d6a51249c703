import { describe, expect, it } from 'vitest';
import { safeHref } from '@shell/site-config';
import { HOSTILE } from '@shell/mocks';
import type { LangCode } from '@shell/site-config';
import { resolveNotificationTarget } from './resolveNotificationTarget';
import type { NotificationClickData, NotificationLike } from './resolveNotificationTarget';

const HOSTS = ['gate.example', '*.gate.example'];
const resolve = (notification: NotificationLike, click: NotificationClickData | null = null, lang: LangCode = 'en') =>
  resolveNotificationTarget(notification, click, { lang, externalHosts: HOSTS });

describe('resolveNotificationTarget: every kind of notification', () => {
  it.each<{ name: string; notification: NotificationLike; click?: NotificationClickData; lang?: LangCode; expected: { href: string; external: boolean } | null }>([
    { name: 'relative url', notification: { extras: { url: '/myaccount/security-setting' } }, expected: { href: '/myaccount/security-setting', external: false } },
    { name: 'relative url, zh prefix', notification: { extras: { url: '/announcements' } }, lang: 'zh', expected: { href: '/zh/announcements', external: false } },
    { name: 'url already prefixed is re-prefixed, not doubled', notification: { extras: { url: '/ja/price' } }, lang: 'de', expected: { href: '/de/price', external: false } },
    { name: 'web_url wins over url', notification: { extras: { url: '/a', web_url: '/trade/ETH_USDT' } }, expected: { href: '/trade/ETH_USDT', external: false } },
    { name: 'click web_url wins over extras', notification: { extras: { web_url: '/a' } }, click: { web_url: '/live', channel_code: 'push', task_id: 'x', tid: '9' }, expected: { href: '/live', external: false } },
    {
      name: 'allowed external (isAllowHref, listed host)',
      notification: { extras: { web_url: 'https://www.gate.example/competition', isAllowHref: true } },
      expected: { href: 'https://www.gate.example/competition', external: true },
    },
    { name: 'isAllowHref as "1"', notification: { extras: { url: 'https://gate.example/x', isAllowHref: '1' } }, expected: { href: 'https://gate.example/x', external: true } },
    { name: 'external without isAllowHref is not followed', notification: { extras: { web_url: 'https://www.gate.example/competition' } }, expected: null },
    { name: 'external on another host is not followed', notification: { extras: { web_url: 'https://example.com/', isAllowHref: true } }, expected: null },
    { name: 'market', notification: { extras: { market: 'btc_usdt' } }, lang: 'tr', expected: { href: '/tr/trade/BTC_USDT', external: false } },
    { name: 'contract + settle asset', notification: { extras: { contract: 'ETH_USDT', settle_asset: 'usdt' } }, expected: { href: '/futures/USDT/ETH_USDT', external: false } },
    { name: 'contract settled in BTC', notification: { extras: { contract: 'BTC_USD', settle_asset: 'btc' } }, expected: { href: '/futures/BTC/BTC_USD', external: false } },
    { name: 'contract without settle asset', notification: { extras: { contract: 'SOL_USDT' } }, expected: { href: '/futures/USDT/SOL_USDT', external: false } },
    { name: 'stream_id', notification: { extras: { stream_id: 88231 } }, expected: { href: '/live/88231', external: false } },
    { name: 'startup_id', notification: { extras: { startup_id: 'abc-12' } }, lang: 'es', expected: { href: '/es/launchpad/abc-12', external: false } },
    { name: 'mid (post)', notification: { extras: { mid: '556677' } }, expected: { href: '/post/status/556677', external: false } },
    { name: 'click task_id', notification: {}, click: { task_id: 't_42' }, expected: { href: '/rewards_hub?task_id=t_42', external: false } },
    { name: 'spot template args', notification: { template_id: 'spot_order_filled', template_args: ['DOGE_USDT'] }, expected: { href: '/trade/DOGE_USDT', external: false } },
    { name: 'futures template args', notification: { template_id: 'futures_funding', template_args: ['BTC_USDT'] }, expected: { href: '/futures/USDT/BTC_USDT', external: false } },
    { name: 'type security', notification: { type: 'security' }, expected: { href: '/myaccount/security-setting', external: false } },
    { name: 'type trade', notification: { type: 'trade' }, lang: 'ar', expected: { href: '/ar/myaccount/myorders', external: false } },
    { name: 'type system', notification: { type: 'system' }, expected: { href: '/announcements', external: false } },
    { name: 'notice_content is text, not a link', notification: { type: 'activity', extras: { notice_content: 'https://www.gate.example/x' } }, expected: null },
    { name: 'channel_code and tid alone lead nowhere', notification: { type: 'activity' }, click: { channel_code: 'push', tid: '77' }, expected: null },
    { name: 'nothing at all', notification: {}, expected: null },
    { name: 'garbage shapes', notification: { type: 5, template_id: {}, template_args: 'x', extras: ['url'] }, expected: null },
  ])('$name', ({ notification, click, lang, expected }) => {
    expect(resolve(notification, click ?? null, lang ?? 'en')).toEqual(expected);
  });
});

describe('hostile payloads never become a target', () => {
  it.each(HOSTILE.urls)('url %j (even with isAllowHref) falls through to nothing', (raw) => {
    for (const field of ['url', 'web_url'] as const) {
      expect(resolve({ extras: { [field]: raw, isAllowHref: true } })).toBeNull();
    }
    expect(resolve({}, { web_url: raw })).toBeNull();
  });

  it.each(HOSTILE.urls)('url %j next to a market still resolves to the market only', (raw) => {
    expect(resolve({ extras: { web_url: raw, url: raw, market: 'BTC_USDT', isAllowHref: 1 } })).toEqual({ href: '/trade/BTC_USDT', external: false });
  });

  const HOSTILE_IDS = ['../../logout', '..', 'a/b', '1?redirect=//evil', '1#x', 'x y', '%2e%2e', 'javascript:alert(1)', '', 'a'.repeat(65), '<img>'];

  it.each(HOSTILE_IDS)('id %j never reaches a path segment', (id) => {
    const extras = { market: id, contract: id, stream_id: id, startup_id: id, mid: id };
    expect(resolve({ extras }, { task_id: id })).toBeNull();
  });

  it('a hostile settle asset falls back to USDT', () => {
    expect(resolve({ extras: { contract: 'BTC_USDT', settle_asset: '../../x' } })).toEqual({ href: '/futures/USDT/BTC_USDT', external: false });
  });

  it('a prototype key as type is not a route', () => {
    expect(resolve({ type: '__proto__' })).toBeNull();
    expect(resolve({ type: 'constructor' })).toBeNull();
  });

  it('every target it does give passes the shared safeHref check with the same hosts', () => {
    const samples: NotificationLike[] = [
      { extras: { url: '/x' } },
      { extras: { market: 'BTC_USDT' } },
      { extras: { web_url: 'https://m.gate.example/a?b=c', isAllowHref: 'true' } },
      { extras: { stream_id: 'live-1.2' } },
    ];
    for (const sample of samples) {
      const target = resolve(sample, null, 'fr');
      expect(target).not.toBeNull();
      expect(safeHref(target!.href, { allowedHosts: HOSTS })).toBe(target!.href);
    }
  });
});
