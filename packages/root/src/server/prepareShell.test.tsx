// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createShellStore, ShellProvider } from '@shell/api-client';
import { createMemoryLogger, CALLS } from '@shell/api-client/core';
import { MOCK_USER_COOKIE } from '@shell/mocks';
import { Header } from '@shell/header';
import { ShellHostProvider } from '@shell/ui';
import { THEME_BOOT_SCRIPT } from '@shell/site-config';
import { mockBackend, mockServer, TEST_BASE_URL } from '@shell/test-utils';
import { prepareShell, siteFromRequest, themeBootScript } from './index';
import type { PreparedShell, PrepareShellOptions } from './index';

interface UserData {
  isLogin: boolean;
  nickname?: string;
  uid?: number;
}

function userOf(prepared: PreparedShell): UserData | undefined {
  const api = prepared.api as { queries: Record<string, { data?: UserData } | undefined> };
  return api.queries['getUserInfo(undefined)']?.data;
}

function prepare(options: Partial<PrepareShellOptions> = {}) {
  const logger = createMemoryLogger();
  return { logger, run: prepareShell({ site: 'main', baseUrl: TEST_BASE_URL, logger, ...options }) };
}

/** What ShellRoot does with `prepared`: a browser store started from it, rendered to HTML. */
function renderPrepared(prepared: PreparedShell): string {
  const store = createShellStore({
    config: { baseUrl: TEST_BASE_URL, logger: createMemoryLogger(), getCookies: () => '' },
    session: prepared.session,
    preloadedState: { shellApi: prepared.api as never },
    listen: false,
  });
  return renderToString(
    <ShellProvider store={store} messages={prepared.messages}>
      <ShellHostProvider pathname="/" search="">
        <Header />
      </ShellHostProvider>
    </ShellProvider>,
  );
}

describe('prepareShell: two users at once', () => {
  it('20 interleaved requests for alice and bob each hold their own user and never the other', async () => {
    const names = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? 'alice' : 'bob'));
    const results = await Promise.all(
      names.map((name, index) =>
        prepareShell({
          site: 'main',
          baseUrl: TEST_BASE_URL,
          logger: createMemoryLogger(),
          // Half as a Headers object, half as a plain record, as Next and Node give them.
          request: index % 4 < 2 ? { headers: new Headers({ cookie: `${MOCK_USER_COOKIE}=${name}; theme_mode=2` }) } : { headers: { cookie: `${MOCK_USER_COOKIE}=${name}` } },
          pathname: '/',
        }),
      ),
    );
    const uids = new Map<string, number | undefined>();
    results.forEach((prepared, index) => {
      const name = names[index] ?? '';
      const other = name === 'alice' ? 'bob' : 'alice';
      const user = userOf(prepared);
      expect(user).toMatchObject({ isLogin: true, nickname: name });
      if (!uids.has(name)) uids.set(name, user?.uid);
      expect(user?.uid).toBe(uids.get(name));
      expect(JSON.stringify(prepared)).not.toContain(`"${other}`);
    });
    expect(uids.get('alice')).not.toBe(uids.get('bob'));

    // Rendered as ShellRoot renders it: the signed-in header with its own user's avatar (the
    // header's server HTML shows the avatar; the name is in the account panel), never the other's.
    results.forEach((prepared, index) => {
      const name = names[index] ?? '';
      const other = name === 'alice' ? 'bob' : 'alice';
      const html = renderPrepared(prepared);
      expect(html).toContain(`/avatar/${name}.png`);
      expect(html).not.toContain(other);
      expect(html).not.toContain(String(uids.get(other)));
    });
  });

  it('is plain JSON (it crosses to the browser as a prop)', async () => {
    const prepared = await prepare({ cookies: `${MOCK_USER_COOKIE}=alice; rise_color=risered`, pathname: '/zh/' }).run;
    expect(JSON.parse(JSON.stringify(prepared))).toEqual(prepared);
    expect(prepared).toMatchObject({ version: 1, site: 'main', lang: 'zh', htmlAttributes: { lang: 'zh', dir: 'ltr', 'data-theme': 'light', 'data-rise': 'risered' } });
    expect(Object.keys((prepared.api as { queries: object }).queries).sort()).toEqual([
      'getAnnouncement("index")',
      'getCommonData(undefined)',
      'getComplianceCheck(undefined)',
      'getFullsiteBulletin(undefined)',
      'getHeaderTag(undefined)',
      'getUnifiedAccountMode(undefined)',
      'getUserInfo(undefined)',
    ]);
  });
});

describe('prepareShell: the request', () => {
  it('reads the session from the cookies and the language from the path', async () => {
    const prepared = await prepare({ site: 'ae', cookies: 'theme_mode=2; curr_fiat=aed; sign=1', pathname: '/ar/markets' }).run;
    expect(prepared.session).toMatchObject({ site: 'ae', lang: 'ar', theme: 'dark', fiat: 'AED', loginHint: true });
    expect(prepared.htmlAttributes).toEqual({ lang: 'ar', dir: 'rtl', 'data-theme': 'dark', 'data-rise': 'risegreen' });
  });

  it('options.cookies wins over the request’s Cookie header', async () => {
    const prepared = await prepare({ cookies: `${MOCK_USER_COOKIE}=alice; theme_mode=2`, request: { headers: new Headers({ cookie: `${MOCK_USER_COOKIE}=bob; theme_mode=0` }) } }).run;
    expect(userOf(prepared)).toMatchObject({ isLogin: true, nickname: 'alice' });
    expect(prepared.session.theme).toBe('dark');
    expect(JSON.stringify(prepared)).not.toContain('bob');
  });

  it('joins a repeated Cookie header (a record of several values, as Node gives it) with "; "', async () => {
    const prepared = await prepare({ request: { headers: { Cookie: [`${MOCK_USER_COOKIE}=alice`, 'theme_mode=2', 'curr_fiat=eur'] } } }).run;
    expect(userOf(prepared)).toMatchObject({ isLogin: true, nickname: 'alice' });
    expect(prepared.session).toMatchObject({ theme: 'dark', fiat: 'EUR' });
  });

  it('a garbage cookie header is a visitor', async () => {
    const { logger, run } = prepare({ request: { headers: { cookie: '\u0000;;==; %E0%A4%A=1; theme_mode=%%%; shell_mock_user=<b>; lang=xx' } } });
    const prepared = await run;
    expect(userOf(prepared)).toMatchObject({ isLogin: false });
    expect(prepared.session).toMatchObject({ site: 'main', lang: 'en', theme: 'light', loginHint: false });
    expect(logger.entries).toEqual([]);
  });

  it('takes a site key or a sub-website id; an unknown one is the main site and one warning', async () => {
    expect((await prepare({ site: 177 }).run).site).toBe('tr');
    expect((await prepare({ site: '177' }).run).site).toBe('tr');
    const { logger, run } = prepare({ site: 'atlantis' });
    expect((await run).site).toBe('main');
    expect(logger.entries.map((entry) => [entry.level, entry.event, entry.reason])).toEqual([['warn', 'shell.unknown-site', 'unknown-site']]);
  });

  it('issue 22 item 1: an id of earlier versions (3 was Hong Kong) still names its site, mapped once with a warning', async () => {
    const legacy = prepare({ site: 3 });
    expect((await legacy.run).site).toBe('hk');
    expect(legacy.logger.entries.map((entry) => [entry.event, entry.reason, entry.detail])).toEqual([
      ['shell.legacy-site-id', 'legacy-sub-website-id', { site: 3, used: 'hk' }],
    ]);
    // §1's own ids win: 71 is Hong Kong, 0 the main site, and neither logs.
    const current = prepare({ site: 71 });
    expect((await current.run).site).toBe('hk');
    expect(current.logger.entries).toEqual([]);
    expect((await prepare({ site: '10' }).run).site).toBe('au');
  });

  it('merges every package’s catalog for the language', async () => {
    const zh = (await prepare({ pathname: '/zh/' }).run).messages ?? {};
    const en = (await prepare({ pathname: '/' }).run).messages ?? {};
    const ids = Object.keys(en);
    expect(ids.length).toBeGreaterThan(100);
    for (const prefix of ['header.', 'footer.', 'markets.', 'reminder.']) expect(ids.some((id) => id.startsWith(prefix))).toBe(true);
    expect(Object.keys(zh).sort()).toEqual(ids.sort());
    expect(zh).not.toEqual(en);
  });
});

// Issue 22 item 14: "those without a shell catalog render the shell in English with the right lang
// on <html> and the right URL prefix. RTL decided by the language, not the catalog" (spec §2
// "All routes take a language prefix: /{lang}, none for en").
describe('prepareShell: a server language without a shell catalog', () => {
  it('/ru/…: <html lang="ru" dir="ltr">, English messages with no fallback line, links under /ru', async () => {
    const { logger, run } = prepare({ pathname: '/ru/trade/BTC_USDT' });
    const ru = await run;
    expect(ru.session.lang).toBe('ru');
    expect(ru.htmlAttributes).toMatchObject({ lang: 'ru', dir: 'ltr' });
    const en = (await prepare({ pathname: '/' }).run).messages;
    expect(ru.messages).toEqual(en);
    expect(logger.entries.filter((entry) => entry.event.startsWith('i18n.'))).toEqual([]);
    const store = createShellStore({
      config: { baseUrl: TEST_BASE_URL, logger: createMemoryLogger(), getCookies: () => '' },
      session: ru.session,
      preloadedState: { shellApi: ru.api as never },
      listen: false,
    });
    const html = renderToString(
      <ShellProvider store={store} messages={ru.messages}>
        <ShellHostProvider pathname="/ru/trade/BTC_USDT" search="">
          <Header />
        </ShellHostProvider>
      </ShellProvider>,
    );
    expect(html).toContain('>Log In<');
    expect(html).toMatch(/href="\/ru\/login/);
    const internal = [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1] ?? '');
    expect(internal.length).toBeGreaterThan(5);
    expect(internal.filter((href) => !href.startsWith('/ru'))).toEqual([]);
  });
});

describe('prepareShell: a backend that is down or slow', () => {
  it('down: resolves at once with fallbacks left to the browser, exactly one log line per failed endpoint', async () => {
    mockServer.use(http.all(`${TEST_BASE_URL}/*`, () => HttpResponse.error()));
    // A deadline far beyond the test's own time limit: resolving at all means it did not wait for it.
    const { logger, run } = prepare({ cookies: `${MOCK_USER_COOKIE}=alice`, timeoutMs: 600_000 });
    const prepared = await run;
    expect((prepared.api as { queries: object }).queries).toEqual({});
    expect(logger.entries.every((entry) => entry.event === 'api.fallback' && entry.reason === 'network')).toBe(true);
    // Every start-up call of '/' failed (the unified mode needs a signed-in user, so it is not
    // asked; the signup bubble is, for a visitor), each logged once: retries do not log twice.
    expect(logger.entries.map((entry) => entry.source).sort()).toEqual([
      'getAnnouncement',
      'getCommonData',
      'getComplianceCheck',
      'getFullsiteBulletin',
      'getHeaderBubble',
      'getHeaderTag',
      'getUserInfo',
    ]);
    expect(renderPrepared(prepared)).not.toContain('alice');
  });

  it('slow: resolves by the deadline (timeoutMs) with what answered, the rest dropped', async () => {
    // User info answers only after prepareShell has returned: resolving at all proves the deadline
    // cut it off (no upper bound on the time taken: a loaded machine is slow, not wrong).
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockServer.use(
      http.get(`*${CALLS.userInfo.path}`, async () => {
        await answered;
        return HttpResponse.json({ code: 200, data: { isLogin: true, nickname: 'late' } });
      }),
    );
    const started = performance.now();
    const prepared = await prepare({ cookies: `${MOCK_USER_COOKIE}=alice`, timeoutMs: 200 }).run;
    answer();
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    const queries = Object.keys((prepared.api as { queries: object }).queries);
    expect(queries).not.toContain('getUserInfo(undefined)');
    expect(queries).toContain('getCommonData(undefined)');
    expect(prepared.messages).not.toEqual({});
  });

  it('aborts what still runs at the deadline: a retry (ONE_RETRY) never starts after prepareShell returned', async () => {
    let userInfoRequests = 0;
    mockServer.use(
      http.get(`*${CALLS.userInfo.path}`, async () => {
        userInfoRequests += 1;
        // Slow, then a retryable failure: user info retries once (ONE_RETRY, after >= 500 ms).
        await delay(60);
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const { logger, run } = prepare({ cookies: `${MOCK_USER_COOKIE}=alice`, timeoutMs: 150 });
    const prepared = await run;
    expect(userOf(prepared)).toBeUndefined();
    // Past the retry's backoff (250-500 ms with its jitter) and the retry's answer.
    await delay(800);
    expect(userInfoRequests).toBe(1);
    expect(logger.entries.filter((entry) => entry.source === 'getUserInfo' && entry.event === 'api.fallback')).toHaveLength(1);
  });

  it('a deadline of 0 still resolves, with nothing preloaded', async () => {
    mockServer.use(
      http.all(`${TEST_BASE_URL}/*`, async () => {
        await delay(100);
        return HttpResponse.json({ code: 200, data: {} });
      }),
    );
    const prepared = await prepare({ timeoutMs: 0 }).run;
    expect((prepared.api as { queries: object }).queries).toEqual({});
  });

  it('a base URL fetch cannot use: a visitor page, never a throw', async () => {
    const { logger, run } = prepare({ baseUrl: 'not a url', cookies: `${MOCK_USER_COOKIE}=alice` });
    const prepared = await run;
    expect(prepared.version).toBe(1);
    expect((prepared.api as { queries: object }).queries).toEqual({});
    expect(logger.entries.length).toBeGreaterThan(0);
  });
});

describe('siteFromRequest and themeBootScript', () => {
  it('maps the Host header through the host’s map, then the shell’s site hosts, else the fallback', () => {
    const hosts = { 'exchange.example.tr': 'tr' as const, 'eu.example.com': 232 };
    expect(siteFromRequest(new Headers({ host: 'exchange.example.tr:3000' }), { hosts })).toBe('tr');
    expect(siteFromRequest({ headers: { host: 'EU.example.com' } }, { hosts })).toBe(siteFromRequest({ headers: { host: 'eu.example.com' } }, { hosts }));
    expect(siteFromRequest(new Request('http://x/', { headers: { host: 'tr.gate.example' } }))).toBe('tr');
    expect(siteFromRequest({ headers: { host: 'unknown.example' } })).toBe('main');
    expect(siteFromRequest({ headers: {} }, { fallback: 'eu' })).toBe('eu');
  });

  it('ignores X-Forwarded-Host unless trustForwardedHost is set (any client can send it)', () => {
    const spoofed = { headers: { 'x-forwarded-host': 'tr.gate.example', host: 'eu.gate.example' } };
    expect(siteFromRequest(spoofed)).toBe('eu');
    expect(siteFromRequest(new Headers(spoofed.headers), { trustForwardedHost: false })).toBe('eu');
    expect(siteFromRequest(spoofed, { trustForwardedHost: true })).toBe('tr');
    // Behind a trusted proxy: the first of a forwarded list, and Host when the header is absent.
    expect(siteFromRequest({ headers: { 'x-forwarded-host': 'TR.gate.example:443, proxy.internal', host: 'internal:8080' } }, { trustForwardedHost: true })).toBe('tr');
    expect(siteFromRequest({ headers: { host: 'eu.gate.example' } }, { trustForwardedHost: true })).toBe('eu');
  });

  it('gives the boot script, with the forced rise colour of a site that has one', () => {
    expect(themeBootScript('main')).toBe(THEME_BOOT_SCRIPT);
    expect(themeBootScript('us')).toContain('"risegreen"');
    expect(themeBootScript('atlantis')).toBe(THEME_BOOT_SCRIPT);
  });
});

// Issue 22 item 5 — spec §4 "Logged-out visitors on listed public paths on a non-main host are
// redirected to their regional host", server side: a redirect response, not a client flash.
describe('prepareShell: compliance redirect (spec §4)', () => {
  const fromTurkey = () =>
    mockServer.use(
      http.get(`*${CALLS.commonData.path}`, () =>
        HttpResponse.json({ code: 200, data: { sub_website_id: 106, lang_list: { en: 'English' }, fiat_list: [], userLandingPageCountry: 'TR' } }),
      ),
    );

  it('a visitor from Türkiye on a listed public path of the EU host: prepared.redirect is the Turkey host, path and query kept', async () => {
    fromTurkey();
    const { run, logger } = prepare({ site: 'eu', pathname: '/de/price/bitcoin', search: '?ref=ad' });
    const prepared = await run;
    expect(prepared.redirect).toBe('https://tr.gate.example/de/price/bitcoin?ref=ad');
    expect(prepared.redirectReason).toBe('regional-host');
    expect(logger.entries.filter((entry) => entry.event === 'shell.compliance-redirect')).toHaveLength(1);
  });

  it('a signed-in user, a page not listed, or complianceRedirect: false: no redirect', async () => {
    fromTurkey();
    expect((await prepare({ site: 'eu', pathname: '/', cookies: `${MOCK_USER_COOKIE}=alice` }).run).redirect).toBeUndefined();
    expect((await prepare({ site: 'eu', pathname: '/trade/BTC_USDT' }).run).redirect).toBeUndefined();
    expect((await prepare({ site: 'eu', pathname: '/', complianceRedirect: false }).run).redirect).toBeUndefined();
  });

  it('a sanctioned location goes to /state_compliance_tips with the language prefix', async () => {
    mockServer.use(http.get(`*${CALLS.complianceCheck.path}`, () => HttpResponse.json({ code: 200, data: { menu: [], business: [], limit: { is_sanction_country: 1 } } })));
    const prepared = await prepare({ site: 'main', pathname: '/zh/trade/BTC_USDT' }).run;
    expect(prepared.redirect).toBe('/zh/state_compliance_tips');
    expect(prepared.redirectReason).toBe('sanction');
  });

  it('fails open: when user info fails (the user might be signed in) or common data fails, nothing is decided', async () => {
    fromTurkey();
    mockServer.use(http.get(`*${CALLS.userInfo.path}`, () => new HttpResponse(null, { status: 502 })));
    const failedUser = prepare({ site: 'eu', pathname: '/' });
    expect((await failedUser.run).redirect).toBeUndefined();
    // Only the failed call's own fallback line, nothing on top.
    expect(failedUser.logger.entries.map((entry) => entry.event)).toEqual(['api.fallback']);
    mockServer.resetHandlers();
    mockServer.use(http.get(`*${CALLS.commonData.path}`, () => new HttpResponse(null, { status: 500 })));
    expect((await prepare({ site: 'eu', pathname: '/' }).run).redirect).toBeUndefined();
  });

  it('fails open on a timeout too: inputs that did not answer before the deadline decide nothing', async () => {
    fromTurkey();
    mockServer.use(http.get(`*${CALLS.complianceCheck.path}`, async () => {
      await delay(400);
      return HttpResponse.json({ code: 200, data: { menu: [], business: [], limit: { au_redirect: 1 } } });
    }));
    expect((await prepare({ site: 'eu', pathname: '/', timeoutMs: 100 }).run).redirect).toBeUndefined();
  });
});

/**
 * Issue 21 M4: a session cookie the backend does not honour — forged (a value the backend never
 * issued) or expired (the backend answers "not logged in") — renders the visitor's page. Never
 * the backend's default user, never the user of another request, never a half-signed-in header.
 */
describe('prepareShell: a forged or expired session cookie renders a visitor', () => {
  const FORGED = ['<script>', 'alice%00', 'a'.repeat(33), 'bob;uid=1', '"alice"', '../user', ''];

  it.each(FORGED)('forged mock session %j on a backend whose own user is signed in → visitor', async (value) => {
    mockBackend.reset({ user: 'user' });
    const prepared = await prepare({ request: { headers: { cookie: `${MOCK_USER_COOKIE}=${encodeURIComponent(value)}; pver=1; sign=forged` } } }).run;
    expect(userOf(prepared)).toMatchObject({ isLogin: false });
    expect(String(userOf(prepared)?.uid ?? '')).toBe('');
    const html = renderPrepared(prepared);
    expect(html).not.toContain('/avatar/');
    expect(html).toContain('/login');
  });

  it('an expired session (pver/sign present, the backend answers 401 "not logged in") → visitor, the login hint grants nothing', async () => {
    mockServer.use(http.get(`*${CALLS.userInfo.path}`, () => HttpResponse.json({ code: 401, message: 'Please log in first', data: null })));
    const { logger, run } = prepare({ cookies: `${MOCK_USER_COOKIE}=alice; pver=expired; sign=expired` });
    const prepared = await run;
    expect(prepared.session).toMatchObject({ loginHint: true });
    expect(userOf(prepared)?.isLogin ?? false).toBe(false);
    // The 401 is not preloaded as a user: the browser asks again (and falls back to the visitor);
    // until then the header holds the account's place with an empty, inert placeholder.
    const html = renderPrepared(prepared);
    expect(html).not.toContain('alice');
    expect(html).not.toContain('/avatar/');
    expect(html).not.toMatch(/"uid"|nickname/);
    expect(logger.entries.filter((entry) => entry.source === 'getUserInfo').length).toBeLessThanOrEqual(1);
  });

  it('an expired session answered as a visitor (isLogin false) → visitor', async () => {
    mockServer.use(http.get(`*${CALLS.userInfo.path}`, () => HttpResponse.json({ code: 200, data: { isLogin: false } })));
    const prepared = await prepare({ cookies: `${MOCK_USER_COOKIE}=alice; pver=expired; sign=expired` }).run;
    expect(userOf(prepared)).toMatchObject({ isLogin: false });
    const html = renderPrepared(prepared);
    expect(html).not.toContain('alice');
    expect(html).toContain('/login');
  });
});
