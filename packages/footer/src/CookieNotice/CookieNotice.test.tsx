import { screen, waitFor } from '@testing-library/react';
import { COOKIE_NAMES } from '@shell/site-config';
import type { SiteKey } from '@shell/site-config';
import type { ShellMessages } from '@shell/api-client/core';
import { Footer } from '../Footer/Footer';
import { renderInShell, shellMessagesFor } from '../testing/helpers.test-helper';
import { CookieNotice } from './CookieNotice';
import { consentCookieValue, isEuCountry, isHomePath, parseAcceptedAt } from './cookieNoticeRules';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2030-03-01T10:00:00Z');

let en: ShellMessages;
beforeAll(async () => {
  en = await shellMessagesFor('en');
}, 60_000);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  document.cookie = `${COOKIE_NAMES.cookieNoticeAccepted}=; Max-Age=0; Path=/`;
  document.cookie = `${COOKIE_NAMES.cookieConsent}=; Max-Age=0; Path=/`;
});

interface Case {
  site?: SiteKey;
  pathname?: string;
  acceptedDaysAgo?: number | null;
  euVisitor?: boolean;
}

async function renderNotice({ site = 'eu', pathname = '/', acceptedDaysAgo = null, euVisitor }: Case) {
  const cookie = acceptedDaysAgo === null ? '' : `${COOKIE_NAMES.cookieNoticeAccepted}=${NOW.getTime() - acceptedDaysAgo * DAY}`;
  const result = renderInShell(<CookieNotice euVisitor={euVisitor} />, { site, messages: en, host: { pathname }, config: { getCookies: () => cookie } });
  await waitFor(() => expect(result.settled()).toBe(true));
  return result;
}
const notice = () => screen.queryByRole('region', { name: 'Cookies on this site' });

describe('cookie notice rule (fixed clock)', () => {
  it.each([
    ['never accepted', null, true],
    ['accepted 89 days ago', 89, false],
    ['accepted exactly 90 days ago', 90, false],
    ['accepted 91 days ago', 91, true],
  ] as const)('EU site, home page, %s (days: %s) → shown: %s', async (_label, days, shown) => {
    await renderNotice({ acceptedDaysAgo: days });
    expect(notice() !== null).toBe(shown);
  });

  it.each([
    ['/', true],
    ['/de', true],
    ['/de/', true],
    ['/trade/BTC_USDC', false],
    ['/de/trade/BTC_USDC', false],
  ] as const)('only on the home page: %s → %s', async (pathname, shown) => {
    await renderNotice({ pathname });
    expect(notice() !== null).toBe(shown);
  });

  it.each([
    ['main', undefined, false],
    ['main', true, true],
    ['us', false, false],
    ['eu', undefined, true],
  ] as const)('only for EU visitors: site %s, euVisitor %s → %s', async (site, euVisitor, shown) => {
    await renderNotice({ site, euVisitor });
    expect(notice() !== null).toBe(shown);
  });

  it('accepting all stores the consent and the time, and hides the notice', async () => {
    const onAnalytics = vi.fn();
    const result = renderInShell(<CookieNotice />, { site: 'eu', messages: en, host: { pathname: '/', onAnalytics } });
    await waitFor(() => expect(result.settled()).toBe(true));
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/legal/cookie-policy');
    await result.user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(notice()).toBeNull();
    expect(document.cookie).toContain(`${COOKIE_NAMES.cookieNoticeAccepted}=${NOW.getTime()}`);
    expect(document.cookie).toContain(`${COOKIE_NAMES.cookieConsent}=necessary%2Canalytics%2Cmarketing`);
    expect(onAnalytics).toHaveBeenCalledWith({ entry: 'footer.cookie.accept', target: 'accept', site: 'eu' });
  });

  it('offers rejecting beside accepting, one click each (EU consent: refusing is as easy as accepting)', async () => {
    const result = await renderNotice({});
    const accept = screen.getByRole('button', { name: 'Accept all' });
    const reject = screen.getByRole('button', { name: 'Reject non-essential' });
    expect(accept.parentElement).toBe(reject.parentElement);
    await result.user.click(reject);
    expect(notice()).toBeNull();
    // Rejecting is an answer too: the spec's 90-day clock starts, only strictly necessary cookies are allowed.
    expect(document.cookie).toContain(`${COOKIE_NAMES.cookieNoticeAccepted}=${NOW.getTime()}`);
    expect(document.cookie).toContain(`${COOKIE_NAMES.cookieConsent}=necessary`);
    expect(document.cookie).not.toContain('analytics');
  });

  it('manage: one switch per category, optional ones off until switched on, strictly necessary locked on; saving stores the selection', async () => {
    const result = await renderNotice({});
    await result.user.click(screen.getByRole('button', { name: 'Manage cookies' }));
    const preferences = screen.getByRole('group', { name: 'Cookie preferences' });
    const necessary = screen.getByRole('checkbox', { name: /Strictly necessary/ });
    const analytics = screen.getByRole('checkbox', { name: /Analytics/ });
    const marketing = screen.getByRole('checkbox', { name: /Marketing/ });
    expect(preferences).toContainElement(analytics);
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(analytics).not.toBeChecked();
    expect(marketing).not.toBeChecked();
    // The button that opened the preferences is gone: focus is on the first switch.
    expect(analytics).toHaveFocus();
    await result.user.click(analytics);
    await result.user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(notice()).toBeNull();
    expect(document.cookie).toContain(`${COOKIE_NAMES.cookieConsent}=necessary%2Canalytics`);
    expect(document.cookie).not.toContain('marketing');
    expect(document.cookie).toContain(`${COOKIE_NAMES.cookieNoticeAccepted}=${NOW.getTime()}`);
  });

  it('the consent value names the categories allowed', () => {
    expect(consentCookieValue({ analytics: false, marketing: false })).toBe('necessary');
    expect(consentCookieValue({ analytics: true, marketing: false })).toBe('necessary,analytics');
    expect(consentCookieValue({ analytics: false, marketing: true })).toBe('necessary,marketing');
    expect(consentCookieValue({ analytics: true, marketing: true })).toBe('necessary,analytics,marketing');
  });

  it('reserves its space: a fixed bar plus an in-flow spacer at the end of the footer', async () => {
    const result = renderInShell(<Footer cdnCheckUrl={null} />, { site: 'eu', messages: en, host: { pathname: '/' } });
    await waitFor(() => expect(result.settled()).toBe(true));
    const footer = screen.getByRole('contentinfo');
    expect(footer.lastElementChild).toHaveClass('shell-footer-cookie');
    expect(footer.lastElementChild?.previousElementSibling).toHaveClass('shell-footer-cookie__spacer');
    expect(footer.lastElementChild?.previousElementSibling).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('cookie notice helpers', () => {
  it('reads EU/EEA countries from common data', () => {
    expect(['DE', 'fr', ' it ', 'NO', 'IS'].map(isEuCountry)).toEqual([true, true, true, true, true]);
    expect(['US', 'GB', 'CH', '', undefined, 'EU'].map(isEuCountry)).toEqual([false, false, false, false, false, false]);
  });

  it('recognises the home page with or without a language prefix', () => {
    expect(['/', '', '/zh', '/zh-tw/', '/?ref=1'].map(isHomePath)).toEqual([true, true, true, true, true]);
    expect(['/en', '/trade', '/zh/price', '/xx'].map(isHomePath)).toEqual([false, false, false, false]);
  });

  it('parses the accepted-at cookie as epoch ms, nothing else', () => {
    expect(parseAcceptedAt('1700000000000')).toBe(1700000000000);
    expect([undefined, '', 'abc', '-5', '1e12', '12345678901234567'].map(parseAcceptedAt)).toEqual([null, null, null, null, null, null]);
  });
});
