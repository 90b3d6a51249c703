// @vitest-environment-options {"url": "https://www.gate.example/price"}
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES } from '@shell/site-config';
import { LanguageRegionModal } from './preferences/LanguageRegionModal';
import { SettingsPanel } from './preferences/SettingsPanel';
import { ThemeToggle } from './preferences/ThemeToggle';
import { renderPrefs } from './preferences/testing.test-helper';
import { renderHeader } from './test/renderHeader.test-helper';

/**
 * The cookies the header writes, as the browser receives them on an https page (issue 8): every
 * one with exactly the foundation's attributes — `Max-Age` (a year; 0 to delete), `Path=/`,
 * `SameSite=Lax`, `Secure`, host-only (no `Domain`; logout's deletions also for the page's host as a
 * domain, where the exchange may have set them), never `Expires` or `HttpOnly`. And where the
 * page cannot use cookies at all (`document.cookie` throws in a sandboxed iframe), the controls
 * still work and logout still lands on the login page.
 */

const YEAR = 31_536_000;
/** The one lifetime of each cookie the header writes (0 = deleted). */
const LIFETIME: Record<string, number> = {
  [COOKIE_NAMES.theme]: YEAR,
  [COOKIE_NAMES.skinChanged]: YEAR,
  [COOKIE_NAMES.riseColor]: YEAR,
  [COOKIE_NAMES.referenceTime]: YEAR,
  [COOKIE_NAMES.floatRate]: YEAR,
  [COOKIE_NAMES.currFiat]: YEAR,
  [COOKIE_NAMES.currencyRateOpen]: YEAR,
  [COOKIE_NAMES.lang]: YEAR,
  [COOKIE_NAMES.pver]: 0,
  [COOKIE_NAMES.sign]: 0,
};

/** Records every write with its attributes; reads give an empty jar. */
function recordWrites(): string[] {
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => '', set: (value: string) => void writes.push(value) });
  return writes;
}

/** Each write is `name=value; Max-Age=N; Path=/; Secure; SameSite=Lax`, N the cookie's lifetime (0 for a deletion; a deletion may name the page's host as its Domain). */
function expectFoundationAttributes(writes: readonly string[]): void {
  expect(writes.length).toBeGreaterThan(0);
  for (const write of writes) {
    const match = /^([^=;]+)=([^;]*); Max-Age=(\d+)(?:; Domain=([^;]+))?; Path=\/; Secure; SameSite=Lax$/.exec(write);
    expect(match, write).not.toBeNull();
    if (match?.[4] !== undefined) expect([match[2], match[4]], write).toEqual(['', window.location.hostname]);
    const [, name, value, maxAge] = match as RegExpExecArray;
    expect(Object.keys(LIFETIME), write).toContain(name);
    expect(Number(maxAge), write).toBe(value === '' ? 0 : LIFETIME[name as string]);
  }
}

afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
});

describe('cookies written by the header on an https page', () => {
  it('the location is https (so every write must be Secure)', () => {
    expect(window.location.protocol).toBe('https:');
  });

  it('theme toggle and settings: theme, skin changed, rise colour, reference time, float rate, "system" deletes the theme', async () => {
    const writes = recordWrites();
    const { user } = renderPrefs(
      <>
        <ThemeToggle />
        <SettingsPanel variant="popover" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    await user.click(screen.getByRole('radio', { name: 'Red up / Green down' }));
    await user.click(screen.getByRole('radio', { name: 'Since 00:00 (UTC+8)' }));
    await user.click(screen.getByRole('switch', { name: 'Floating exchange rate' }));
    await user.click(screen.getByRole('radio', { name: 'System' }));
    expectFoundationAttributes(writes);
    expect(writes.map((write) => write.split(';')[0])).toEqual([
      'theme_mode=2',
      'skin_changed=1',
      'rise_color=risered',
      'reference_time=utc8',
      'float_rate=1',
      'theme_mode=',
      'skin_changed=1',
    ]);
  });

  it('exchange rate: picking a fiat writes curr_fiat for a year; "do not switch" off deletes it', async () => {
    const writes = recordWrites();
    const { user } = renderPrefs(<LanguageRegionModal open onClose={() => {}} initialTab="rate" />);
    const list = await screen.findByRole('list', { name: 'Exchange rate' });
    await waitFor(() => expect(within(list).getAllByRole('button').length).toBeGreaterThan(1));
    await user.click(within(list).getByRole('button', { name: /EUR/ }));
    renderPrefs(<LanguageRegionModal open onClose={() => {}} initialTab="rate" />);
    const toggles = await screen.findAllByRole('switch', { name: 'Do not switch to fiat' });
    const toggle = toggles.at(-1) as HTMLElement;
    await user.click(toggle);
    await user.click(toggle);
    expectFoundationAttributes(writes);
    expect(writes.map((write) => write.split('; Path')[0])).toEqual([
      'curr_fiat=EUR; Max-Age=31536000',
      'currency_rate_open=1; Max-Age=31536000',
      'curr_fiat=USD; Max-Age=31536000',
      'curr_fiat=; Max-Age=0',
    ]);
  });

  it('logout deletes pver and sign (Max-Age=0, same path and flags as they were set with)', async () => {
    const { user } = await renderHeader({ site: 'main', user: 'user' });
    const writes = recordWrites();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Log out' })).getByRole('button', { name: 'Log out of all devices' }));
    await waitFor(() => expect(writes).toHaveLength(4));
    expectFoundationAttributes(writes);
    const host = window.location.hostname;
    expect(writes).toEqual([
      'pver=; Max-Age=0; Path=/; Secure; SameSite=Lax',
      `pver=; Max-Age=0; Domain=${host}; Path=/; Secure; SameSite=Lax`,
      'sign=; Max-Age=0; Path=/; Secure; SameSite=Lax',
      `sign=; Max-Age=0; Domain=${host}; Path=/; Secure; SameSite=Lax`,
    ]);
  });
});

describe('a page that cannot use cookies (document.cookie throws SecurityError)', () => {
  /**
   * Reading and writing `document.cookie` throw. (The mock backend reads it too, so the tests
   * block it once the page's requests have answered, or block only writes around a request.)
   */
  function blockCookies({ reads = true } = {}): void {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(document, 'cookie', { configurable: true, get: reads ? blocked : () => '', set: blocked });
  }

  it('the theme toggle and the settings still change the page', async () => {
    const result = renderPrefs(
      <>
        <ThemeToggle />
        <SettingsPanel variant="popover" />
      </>,
    );
    const { user, store } = result;
    await waitFor(() => expect(result.settled()).toBe(true));
    blockCookies();
    const errors = vi.fn();
    window.addEventListener('error', errors);
    try {
      await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
      await user.click(screen.getByRole('radio', { name: 'Red up / Green down' }));
    } finally {
      window.removeEventListener('error', errors);
    }
    expect(store.getState().shellSession).toMatchObject({ theme: 'dark', riseColor: 'risered' });
    expect(errors).not.toHaveBeenCalled();
  });

  it('logout still lands on the login page', async () => {
    const { user, navigate } = await renderHeader({ site: 'main', user: 'user' });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    blockCookies({ reads: false });
    await user.click(within(screen.getByRole('dialog', { name: 'Log out' })).getByRole('button', { name: 'Log out of all devices' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: undefined }));
  });
});
