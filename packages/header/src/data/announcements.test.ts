import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ShellStore } from '@shell/api-client';
import { corpusAt, FAULT_KINDS, HOSTILE } from '@shell/mocks';
import { safeHref } from '@shell/site-config';
import { createTestStore, CSRF_TEST_COOKIES, CSRF_TEST_TOKEN, FAULT_LOG_REASON, mockBackend, mockServer, recordRequests, runQuery } from '@shell/test-utils';
import { CALLS } from '@shell/api-client/core';
import { announcementPageKey } from './announcements';
import { announcementsApi } from './announcementsApi';

/** The host context's default `externalHosts` (ShellHostProvider, the @shell/ui README): what a host that sets none allows. */
const DEFAULT_LINK_HOSTS = ['gate.example', '*.gate.example'];

const { getAnnouncement, getFullsiteBulletin } = announcementsApi.endpoints;

describe('announcementPageKey', () => {
  it.each([
    ['/', 'index'],
    ['', 'index'],
    ['/zh', 'index'],
    ['/zh/', 'index'],
    ['/?ref=abc', 'index'],
    ['/myaccount', 'wallet'],
    ['/myaccount/myfunds/spot', 'wallet'],
    ['/ja/myaccount/deposit/USDT', 'wallet'],
    ['/trade/BTC_USDT', null],
    ['/myaccountant', null],
    ['/zh/price', null],
  ])('%s → %s', (pathname, key) => {
    expect(announcementPageKey(pathname)).toBe(key);
  });
});

describe('getAnnouncement', () => {
  it('fetches the announcement of a page key', async () => {
    const { store } = createTestStore();
    const index = await runQuery(store.dispatch(getAnnouncement.initiate('index')));
    const wallet = await runQuery(store.dispatch(getAnnouncement.initiate('wallet')));
    expect(index).toMatchObject({ content_id: 'notice-index-8842', link: '/announcements/article/41488' });
    expect(wallet?.link).toMatch(/^https:\/\//);
    expect(index?.content_id).not.toBe(wallet?.content_id);
  });

  it('is null when there is none, without a log line', async () => {
    mockServer.use(http.get(`*${CALLS.announcement.path}`, () => HttpResponse.json({ code: 200, data: null })));
    const { store, logger } = createTestStore();
    await expect(runQuery(store.dispatch(getAnnouncement.initiate('index')))).resolves.toBeNull();
    expect(logger.entries).toEqual([]);
  });

  it('keeps the content as plain text and drops unsafe links', async () => {
    mockServer.use(
      http.get(`*${CALLS.announcement.path}`, () =>
        HttpResponse.json({ code: 200, data: { content_id: 77, content: '<img src=x onerror=alert(1)>Hi', link: 'javascript:alert(1)' } }),
      ),
    );
    const { store } = createTestStore();
    await expect(runQuery(store.dispatch(getAnnouncement.initiate('index')))).resolves.toEqual({
      content_id: '77',
      content: '<img src=x onerror=alert(1)>Hi',
      link: '',
    });
  });
});

describe('getFullsiteBulletin', () => {
  it('normalises the bulletin', async () => {
    const { store } = createTestStore();
    const bulletin = await runQuery(store.dispatch(getFullsiteBulletin.initiate()));
    expect(bulletin).toMatchObject({ content_id: 'bulletin-20250923', link: '/announcements/article/41520' });
    expect(bulletin?.content).toMatch(/maintenance/i);
  });

  it('treats an empty object as no bulletin', async () => {
    mockServer.use(http.get(`*${CALLS.fullsiteBulletin.path}`, () => HttpResponse.json({ code: 200, data: {} })));
    const { store } = createTestStore();
    await expect(runQuery(store.dispatch(getFullsiteBulletin.initiate()))).resolves.toBeNull();
  });
});

describe('spec §8 fallbacks of the announcement calls', () => {
  const CASES = [
    { call: 'fullsiteBulletin', source: 'getFullsiteBulletin', run: (store: ShellStore) => runQuery(store.dispatch(getFullsiteBulletin.initiate())) },
    { call: 'announcement', source: 'getAnnouncement', run: (store: ShellStore) => runQuery(store.dispatch(getAnnouncement.initiate('index'))) },
  ] as const;
  const MATRIX = CASES.flatMap((entry) => FAULT_KINDS.map((kind) => ({ ...entry, kind, label: `${entry.call} × ${kind}` })));

  it.each(MATRIX)('$label → null and one api.fallback line', async ({ call, kind, run, source }) => {
    const { store, logger } = createTestStore({ user: 'user', faults: [{ call, kind }], config: { sleep: async () => {} } });
    await expect(run(store)).resolves.toBeNull();
    const lines = logger.entries.filter((entry) => entry.event === 'api.fallback');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ source, reason: FAULT_LOG_REASON[kind], level: 'warn' });
  });

  it.each(CASES)('$call answers real data without a log line', async ({ run }) => {
    const { store, logger } = createTestStore({ user: 'user' });
    await expect(run(store)).resolves.not.toBeNull();
    expect(logger.entries).toEqual([]);
  });

  it.each(CASES)('$call carries the token from the csrftoken cookie', async ({ call, run }) => {
    const seen = recordRequests();
    const { store } = createTestStore({ user: 'user', config: { getCookies: () => CSRF_TEST_COOKIES } });
    await run(store);
    const mine = seen.filter((request) => request.url.pathname === CALLS[call].path);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.csrf).toBe(CSRF_TEST_TOKEN);
  });

  it('the bulletin is the path spec §7 shows', () => {
    expect(CALLS.fullsiteBulletin).toMatchObject({ method: 'GET', path: '/api/web/v1/site/fullsiteBulletin' });
  });
});

describe('the hostile scenario of the mock backend (real store, real RTK Query)', () => {
  // The last text and the wrap-around to the first.
  it.each([1, 2, HOSTILE.texts.length, HOSTILE.texts.length + 1])('round %i: the announcement carries entry round - 1 as text, its link refused', async (round) => {
    // createTestStore resets the backend (hostile round off), so the round is set after it.
    const { store } = createTestStore({ user: 'visitor' });
    mockBackend.state.hostileRound = round;
    const announcement = await runQuery(store.dispatch(getAnnouncement.initiate('index')));
    expect(announcement?.content).toBe(corpusAt(HOSTILE.texts, round - 1));
    // The schema keeps absolute http(s) links; the allow-list is the components' job (ShellLink).
    expect(announcement?.link === '' || HOSTILE.urls.includes(announcement?.link ?? '')).toBe(true);
    expect(safeHref(announcement?.link, { allowedHosts: DEFAULT_LINK_HOSTS })).toBeNull();
  });
});
