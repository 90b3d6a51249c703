import { http, HttpResponse } from 'msw';
import { createTestStore, mockServer, runQuery } from '@shell/test-utils';
import { CALLS } from './catalog';
import { announcementPageKey, announcementsApi } from './announcements';

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
