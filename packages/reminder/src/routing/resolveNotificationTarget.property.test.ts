import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeHref, SHELL_LOCALES, splitLangPrefix } from '@shell/site-config';
import type { LangCode } from '@shell/site-config';
import { resolveNotificationTarget } from './resolveNotificationTarget';

/**
 * Whatever a notification or a push click carries (issue 8): resolving it never throws, and a
 * target is either a path of this site with the page's language prefix, or an http(s) URL on an
 * allowed host that the notification explicitly allowed — each exactly what `safeHref` lets
 * through, so the link can be rendered as is.
 */

const RUNS = Number(process.env.SHELL_PROPERTY_RUNS) || 300;
const HOSTS = ['gate.example', '*.gate.example'];

const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 10 });
const url = fc.oneof(
  fc.constantFrom('javascript:alert(1)', ' //evil.example', '/\\evil.example', 'https://gate.example.evil.com/', 'https://u:p@www.gate.example/', '/ok', '/zh/ok?x=1#y', 'https://www.gate.example/a', 'http://gate.example', 'data:text/html,x', '/\u2028x', '/../../x'),
  fc.webUrl(),
  fc.webPath(),
  fc.string({ maxLength: 10 }),
  codeUnits,
);
const id = fc.oneof(fc.constantFrom('BTC_USDT', 'btc_usdt', '..', '.', 'a/b', 'x?y=1', '__proto__', '88231', 'ETH_USDT_20251226'), fc.string({ maxLength: 8 }), codeUnits, fc.integer(), fc.double());
const anything = fc.oneof(fc.anything({ maxDepth: 2 }), url, id);
const extras = fc.record(
  {
    url,
    web_url: url,
    notice_content: url,
    startup_id: id,
    market: id,
    stream_id: id,
    contract: id,
    settle_asset: fc.oneof(fc.constantFrom('usdt', 'BTC', 'usd/../x'), id),
    isAllowHref: fc.constantFrom<unknown>(true, false, 1, '1', 'TRUE', 'yes', 0, null),
    mid: id,
  },
  { requiredKeys: [] },
);
const notification = fc.record(
  {
    type: fc.oneof(fc.constantFrom('security', 'trade', 'SYSTEM', 'toString', '__proto__'), anything),
    template_id: fc.oneof(fc.constantFrom('spot_order_filled', 'margin_call', 'futures_funding', 'FUTURES_x'), anything),
    template_args: fc.oneof(fc.array(id, { maxLength: 2 }), anything),
    extras: fc.oneof({ weight: 4, arbitrary: extras }, { weight: 1, arbitrary: anything }),
  },
  { requiredKeys: [] },
);
const click = fc.option(fc.record({ channel_code: anything, task_id: id, tid: anything, web_url: url }, { requiredKeys: [] }), { nil: null });

describe('resolveNotificationTarget on hostile notifications', () => {
  it('never throws; a target is a site path in the page language or an allowed http(s) URL, as safeHref passes it', () => {
    let targets = 0;
    fc.assert(
      // The notification is always a record (a normalized reminder message or a push payload); everything inside it is hostile.
      fc.property(fc.oneof(notification, fc.object({ maxDepth: 2 })), click, fc.constantFrom<LangCode>(...SHELL_LOCALES), (raw, clicked, lang) => {
        const target = resolveNotificationTarget(raw as never, clicked as never, { lang, externalHosts: HOSTS });
        if (target === null) return;
        targets++;
        expect(safeHref(target.href, { allowedHosts: HOSTS })).toBe(target.href);
        if (target.external) {
          const host = new URL(target.href).hostname;
          expect(host === 'gate.example' || host.endsWith('.gate.example')).toBe(true);
          const ex = (raw as { extras?: { isAllowHref?: unknown } }).extras;
          expect([true, 1, '1', 'TRUE'].includes(ex?.isAllowHref as never)).toBe(true);
        } else {
          expect(target.href.startsWith('/') && !target.href.startsWith('//')).toBe(true);
          expect(splitLangPrefix(target.href).lang).toBe(lang);
        }
      }),
      { numRuns: RUNS },
    );
    expect(targets).toBeGreaterThan(RUNS / 10);
  });
});
