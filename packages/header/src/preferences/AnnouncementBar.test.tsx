import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CALLS } from '@shell/api-client/core';
import { DISMISSED_NOTICE_STORAGE_KEY } from '@shell/site-config';
import { countRequests, mockServer } from '@shell/test-utils';
import { ShellHostProvider } from '@shell/ui';
import { AnnouncementBar } from './AnnouncementBar';
import { dismissNotice, readDismissedNotices } from './dismissedNotices';
import { renderPrefs } from './testing.test-helper';

const originalMatchMedia = window.matchMedia;

afterEach(() => {
  localStorage.clear();
  window.matchMedia = originalMatchMedia;
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollWidth');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

function serveAnnouncement(data: unknown) {
  mockServer.use(http.get(`*${CALLS.announcement.path}`, () => HttpResponse.json({ code: 200, data })));
}

describe('AnnouncementBar', () => {
  it.each([
    ['/', 'notice-index-8842'],
    ['/zh', 'notice-index-8842'],
    ['/myaccount/myfunds/spot', 'notice-wallet-2201'],
  ])('on %s shows the announcement of its page key', async (pathname, id) => {
    renderPrefs(<AnnouncementBar />, { pathname });
    const bar = await screen.findByRole('region', { name: 'Announcement' });
    expect(bar).toHaveAttribute('data-announcement-id', id);
  });

  it('shows no page announcement (and asks for none) on pages without a page key; the full-site bulletin only', async () => {
    const announcements = countRequests(CALLS.announcement.path);
    renderPrefs(<AnnouncementBar />, { pathname: '/trade/BTC_USDT' });
    expect(await screen.findByRole('region', { name: 'Site-wide notice' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    expect(announcements.count).toBe(0);
  });

  it('holds its height while loading, so the page does not jump', () => {
    const { container } = renderPrefs(<AnnouncementBar />, { pathname: '/' });
    expect(container.querySelector('.shell-prefs-announcement--pending')).toHaveAttribute('aria-hidden', 'true');
  });

  it('closing hides it, appends its id under global-notice, and it stays dismissed on the next visit', async () => {
    localStorage.setItem(DISMISSED_NOTICE_STORAGE_KEY, JSON.stringify(['old-1']));
    const first = renderPrefs(<AnnouncementBar />, { pathname: '/' });
    await screen.findByRole('region', { name: 'Announcement' });
    await first.user.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(DISMISSED_NOTICE_STORAGE_KEY) ?? '')).toEqual(['old-1', 'notice-index-8842']);
    first.unmount();

    const second = renderPrefs(<AnnouncementBar />, { pathname: '/' });
    await waitFor(() => expect(second.container.querySelector('.shell-prefs-announcement--pending')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    // Another page's announcement is still shown.
    second.unmount();
    renderPrefs(<AnnouncementBar />, { pathname: '/myaccount' });
    expect(await screen.findByRole('region', { name: 'Announcement' })).toBeInTheDocument();
  });

  it.each([['not json{'], ['{"a":1}'], ['"x"'], ['[1, null, {"id":2}, "notice-other"]']])('survives garbage in storage: %s', async (stored) => {
    localStorage.setItem(DISMISSED_NOTICE_STORAGE_KEY, stored);
    const { user } = renderPrefs(<AnnouncementBar />, { pathname: '/' });
    await screen.findByRole('region', { name: 'Announcement' });
    await user.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(readDismissedNotices()).toContain('notice-index-8842');
  });

  it('keeps at most 50 ids, newest last, without duplicates', () => {
    for (let i = 0; i < 60; i += 1) dismissNotice(`n${i}`);
    dismissNotice('n30');
    const ids = readDismissedNotices();
    expect(ids).toHaveLength(50);
    expect(ids.at(-1)).toBe('n30');
    expect(new Set(ids).size).toBe(50);
  });

  it('shows HTML in the content as text and an unsafe link as plain text', async () => {
    serveAnnouncement({ content_id: 'x1', content: '<img src=x onerror=alert(1)><b>Bold</b>', link: 'javascript:alert(1)' });
    const { container } = renderPrefs(<AnnouncementBar />, { pathname: '/' });
    const bar = await screen.findByRole('region', { name: 'Announcement' });
    expect(bar).toHaveTextContent('<img src=x onerror=alert(1)><b>Bold</b>');
    expect(container.querySelector('img, b')).toBeNull();
    expect(within(bar).queryByRole('link')).toBeNull();
  });

  it.each([
    [['partner.example'], true],
    [undefined, false],
  ] as const)("links to an absolute URL only when its host is on the host's externalHosts (%j)", async (externalHosts, linked) => {
    serveAnnouncement({ content_id: 'p1', content: 'Partner promo', link: 'https://partner.example/promo' });
    renderPrefs(
      <ShellHostProvider externalHosts={externalHosts}>
        <AnnouncementBar />
      </ShellHostProvider>,
      { pathname: '/' },
    );
    const bar = await screen.findByRole('region', { name: 'Announcement' });
    const link = within(bar).queryByRole('link', { name: /Partner promo/ });
    if (linked) expect(link).toHaveAttribute('href', 'https://partner.example/promo');
    else expect(link).toBeNull();
    expect(bar).toHaveTextContent('Partner promo');
  });

  it("isolates the server's text (<bdi>): an English notice on an Arabic page keeps its full stop at its end", async () => {
    serveAnnouncement({ content_id: 'en1', content: 'Deposits are open now.', link: '/announcements/article/1' });
    renderPrefs(<AnnouncementBar />, { pathname: '/' });
    const bar = await screen.findByRole('region', { name: 'Announcement' });
    const text = within(bar).getByText('Deposits are open now.');
    expect(text.tagName).toBe('BDI');
  });

  it('links to a safe URL through ShellLink, reporting analytics', async () => {
    const { user, onAnalytics } = renderPrefs(<AnnouncementBar />, { pathname: '/' });
    const link = await screen.findByRole('link', { name: /New listing/ });
    expect(link).toHaveAttribute('href', '/announcements/article/41488');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onAnalytics).toHaveBeenCalledWith({ entry: 'prefs.announcement', target: '/announcements/article/41488', site: 'main' });
  });

  it('is gone when there is no announcement or the call fails (logged)', async () => {
    const { container, logger } = renderPrefs(<AnnouncementBar />, {
      pathname: '/',
      faults: [
        { call: 'announcement', kind: 'http-500' },
        { call: 'fullsiteBulletin', kind: 'http-500' },
      ],
    });
    await waitFor(() => expect(logger.entries.some((e) => e.source === 'getAnnouncement')).toBe(true));
    await waitFor(() => expect(logger.entries.some((e) => e.source === 'getFullsiteBulletin')).toBe(true));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the marquee rule', () => {
  function layout({ mobile, textWidth, boxWidth }: { mobile: boolean; textWidth: number; boxWidth: number }) {
    window.matchMedia = ((query: string) => ({
      matches: mobile && query.includes('max-width'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => textWidth });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => boxWidth });
  }

  it('scrolls at mobile width when the text overflows, for width / 200 × 3 seconds', async () => {
    layout({ mobile: true, textWidth: 800, boxWidth: 320 });
    renderPrefs(<AnnouncementBar />, { pathname: '/' });
    const bar = await screen.findByRole('region', { name: 'Announcement' });
    await waitFor(() => expect(bar).toHaveClass('shell-prefs-announcement--marquee'));
    expect(bar.style.getPropertyValue('--shell-prefs-marquee-duration')).toBe('12s');
  });

  it.each([
    ['mobile, text fits', { mobile: true, textWidth: 300, boxWidth: 320 }],
    ['desktop, text overflows', { mobile: false, textWidth: 1800, boxWidth: 900 }],
  ])('does not scroll: %s', async (_label, size) => {
    layout(size);
    renderPrefs(<AnnouncementBar />, { pathname: '/' });
    const bar = await screen.findByRole('region', { name: 'Announcement' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bar).not.toHaveClass('shell-prefs-announcement--marquee');
    expect(bar.style.getPropertyValue('--shell-prefs-marquee-duration')).toBe('');
  });
});

// Issue 22 item 12: GET /api/web/v1/site/fullsiteBulletin shown in the shell, beside the page-key
// announcement, with spec §4's announcement rules ("Shown when one is returned and its id is not
// in the locally stored dismissed list (stored under key global-notice) … Marquee scrolls only at
// mobile width when text overflows").
describe('the full-site bulletin', () => {
  const serveBulletin = (answer: () => Response) => mockServer.use(http.get(`*${CALLS.fullsiteBulletin.path}`, answer));

  it('shows on every page, above the page announcement, with its text and link', async () => {
    renderPrefs(<AnnouncementBar />, { pathname: '/' });
    const bulletin = await screen.findByRole('region', { name: 'Site-wide notice' });
    const page = await screen.findByRole('region', { name: 'Announcement' });
    expect(bulletin).toHaveAttribute('data-announcement-id', 'bulletin-20250923');
    expect(bulletin.compareDocumentPosition(page) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: /Scheduled maintenance/ })).toHaveAttribute('href', '/announcements/article/41520');
  });

  it('closing stores bulletin:<id> under global-notice and keeps the page announcement', async () => {
    localStorage.setItem(DISMISSED_NOTICE_STORAGE_KEY, JSON.stringify(['old-1']));
    const first = renderPrefs(<AnnouncementBar />, { pathname: '/' });
    await screen.findByRole('region', { name: 'Site-wide notice' });
    await first.user.click(screen.getByRole('button', { name: 'Close site-wide notice' }));
    expect(screen.queryByRole('region', { name: 'Site-wide notice' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DISMISSED_NOTICE_STORAGE_KEY) ?? '')).toEqual(['old-1', 'bulletin:bulletin-20250923']);
    first.unmount();
    const second = renderPrefs(<AnnouncementBar />, { pathname: '/trade/BTC_USDT' });
    await waitFor(() => expect(second.logger.entries).toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Site-wide notice' })).toBeNull();
  });

  it('an empty bulletin (data null, or empty content) shows nothing and holds no space', async () => {
    for (const data of [null, { content_id: 'b-2', content: '', link: '' }]) {
      serveBulletin(() => HttpResponse.json({ code: 200, data }));
      const { container, settled, unmount } = renderPrefs(<AnnouncementBar />, { pathname: '/trade/BTC_USDT' });
      expect(container).toBeEmptyDOMElement();
      await waitFor(() => expect(settled()).toBe(true));
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('a failing bulletin shows nothing, logs one fallback line, and the page announcement still shows', async () => {
    serveBulletin(() => new HttpResponse(null, { status: 500 }));
    const { logger } = renderPrefs(<AnnouncementBar />, { pathname: '/' });
    expect(await screen.findByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    await waitFor(() => expect(logger.entries.filter((e) => e.source === 'getFullsiteBulletin')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Site-wide notice' })).toBeNull();
  });

  it('follows the marquee rule: at mobile width an overflowing text scrolls for width / 200 × 3 s', async () => {
    window.matchMedia = ((query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 1000 });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 320 });
    renderPrefs(<AnnouncementBar />, { pathname: '/trade/BTC_USDT' });
    const bar = await screen.findByRole('region', { name: 'Site-wide notice' });
    await waitFor(() => expect(bar).toHaveClass('shell-prefs-announcement--marquee'));
    expect(bar.style.getPropertyValue('--shell-prefs-marquee-duration')).toBe('15s');
  });
});
