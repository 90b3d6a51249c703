// @vitest-environment-options {"url": "https://eu.gate.example/"}
import { screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ShellMessages } from '@shell/api-client/core';
import { codePointString, pathString } from '@shell/test-utils/hostile';
import { COOKIE_NAMES } from '@shell/site-config';
import { cookieNoticeDue } from '../internal/spec';
import { renderInShell, shellMessagesFor } from '../testing/helpers.test-helper';
import { CookieNotice } from './CookieNotice';
import { COOKIE_NOTICE_COOKIE_MAX_AGE, isHomePath, parseAcceptedAt } from './cookieNoticeRules';

/**
 * The EU cookie notice's one cookie (issue 8): written on an https page with exactly the
 * foundation's attributes (a year, `Path=/`, `SameSite=Lax`, `Secure`, host-only); a page that
 * cannot use cookies (sandboxed iframe) still closes the notice; and whatever the cookie holds,
 * reading it never throws.
 */

let en: ShellMessages;
beforeAll(async () => {
  en = await shellMessagesFor('en');
}, 60_000);
afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
});

async function renderNotice() {
  const result = renderInShell(<CookieNotice />, { site: 'eu', messages: en, host: { pathname: '/' } });
  await waitFor(() => expect(result.settled()).toBe(true));
  return result;
}

describe('the accepted-at and consent cookies', () => {
  it('are written for a year, Path=/, SameSite=Lax, Secure on https, and nothing else', async () => {
    expect(window.location.protocol).toBe('https:');
    const writes: string[] = [];
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => '', set: (value: string) => void writes.push(value) });
    const { user } = await renderNotice();
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(COOKIE_NOTICE_COOKIE_MAX_AGE).toBe(31_536_000);
    expect(writes).toHaveLength(2);
    expect(writes[0]).toBe(`${COOKIE_NAMES.cookieConsent}=necessary%2Canalytics%2Cmarketing; Max-Age=31536000; Path=/; Secure; SameSite=Lax`);
    const match = new RegExp(`^${COOKIE_NAMES.cookieNoticeAccepted}=(\\d+); Max-Age=31536000; Path=/; Secure; SameSite=Lax$`).exec(writes[1] ?? '');
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(before);
  });

  it('a page that cannot use cookies (document.cookie throws) still closes the notice', async () => {
    const { user } = await renderNotice();
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => '', set: blocked });
    await user.click(screen.getByRole('button', { name: 'Reject non-essential' }));
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).toBeNull();
  });

  it('reading it never throws: anything but a plain millisecond count is "never accepted"', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), codePointString(20), fc.stringMatching(/^\s*\d{1,20}\s*$/), fc.constantFrom(undefined, '', '1e12', '-5', '0x10', ' 123 ')), (raw) => {
        const at = parseAcceptedAt(raw);
        if (at === null) return;
        expect(Number.isSafeInteger(at) && at >= 0).toBe(true);
        expect(parseAcceptedAt(String(at))).toBe(at);
        expect(typeof cookieNoticeDue(at, new Date())).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('the home-page rule never throws on any path', () => {
    fc.assert(
      fc.property(fc.oneof(pathString, fc.string(), fc.constantFrom('/', '/de', '/de/', '//', '/de?x#y', '/\u0000')), (path) => {
        expect(typeof isHomePath(path)).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});
