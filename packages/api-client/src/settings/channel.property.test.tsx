import { render, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFERENCE_TIMES, RISE_COLORS, SHELL_LOCALES, SITE_KEYS, SITES, splitLangPrefix, THEME_PREFERENCES } from '@shell/site-config';
import { createTestStore } from '@shell/test-utils';
import { ShellProvider } from '../react/ShellProvider';
import { ShellHostProvider } from '@shell/ui';
import { anyValue, hostileScalar, shaped } from '@shell/test-utils/hostile';
import { readSettingsMessage, SETTINGS_CHANNEL } from './channel';
import { useSettingsSync } from './settingsSync';
import { readThemePreference } from './themePreference';

/**
 * Cross-tab settings messages are input like any other (issue 8): a BroadcastChannel is open to
 * every script of the origin. Whatever another tab posts, this tab's session keeps settings the
 * site allows, its theme preference stays one of the three, and a language change navigates only
 * to a path of this site in a shell language.
 */

const RUNS = Number(process.env.SHELL_PROPERTY_RUNS) || 30;

const change = shaped(['theme', 'riseColor', 'referenceTime', 'fiat', 'currencyRateOpen', 'floatRate', 'lang'], {
  theme: fc.constantFrom<unknown>('dark', 'light', 'system', 'evil', 2),
  riseColor: fc.constantFrom<unknown>(...RISE_COLORS, 'purple', null),
  referenceTime: fc.constantFrom<unknown>(...REFERENCE_TIMES, 'utc9', 0),
  fiat: fc.constantFrom<unknown>('EUR', 'usd', null, '', '<b>x</b>', 'A'.repeat(40), 7),
  currencyRateOpen: fc.constantFrom<unknown>(true, false, 'yes', 1),
  floatRate: fc.constantFrom<unknown>(true, false, 'no', 0),
  lang: fc.constantFrom<unknown>(...SHELL_LOCALES, '/evil.example', '//evil.example', 'javascript:alert(1)', 'xx', '', 5),
});
const message = fc.oneof(
  { weight: 4, arbitrary: shaped(['site', 'change', 'themePreference'], { site: fc.constantFrom<unknown>('main', 'us', 'nowhere'), change, themePreference: fc.constantFrom<unknown>(...THEME_PREFERENCES, 'blue', null) }) },
  { weight: 1, arbitrary: anyValue },
  { weight: 1, arbitrary: hostileScalar },
);

function Tab() {
  useSettingsSync();
  return null;
}

describe('settings messages from other tabs', () => {
  let sender: BroadcastChannel;
  beforeAll(() => {
    sender = new BroadcastChannel(SETTINGS_CHANNEL);
  });
  afterAll(() => sender.close());

  /** A fresh tab of the main site on /price/bitcoin, so each message meets a known state. */
  function openTab() {
    const { store } = createTestStore({ site: 'main', lang: 'en' });
    const navigate = vi.fn();
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <ShellProvider store={store}>
        <ShellHostProvider pathname="/price/bitcoin" search="" navigate={navigate}>
          {children}
        </ShellHostProvider>
      </ShellProvider>
    );
    const view = render(<Tab />, { wrapper });
    return { store, navigate, close: () => view.unmount() };
  }

  it('never leave the session, the theme preference or the location outside what the site allows', async () => {
    await fc.assert(
      fc.asyncProperty(message, async (data) => {
        const { store, navigate, close } = openTab();
        try {
          sender.postMessage(data);
          // A valid message after it: once it is applied, the hostile one has been handled too (same channel, in order).
          sender.postMessage({ site: 'main', change: { floatRate: true } });
          await waitFor(() => expect(store.getState().shellSession.floatRate).toBe(true), { interval: 5 });

          const session = store.getState().shellSession;
          expect(['dark', 'light']).toContain(session.theme);
          expect(SITES.main.riseColorOptions).toContain(session.riseColor);
          expect(SITES.main.referenceTimeOptions).toContain(session.referenceTime);
          if (session.fiat !== null) expect(session.fiat).toMatch(/^[A-Z]{2,10}$/);
          expect(typeof session.currencyRateOpen).toBe('boolean');
          expect(SHELL_LOCALES).toContain(session.lang);
          expect(THEME_PREFERENCES).toContain(readThemePreference(store));
          for (const [href] of navigate.mock.calls as [string][]) {
            expect(href.startsWith('/') && !href.startsWith('//')).toBe(true);
            expect(splitLangPrefix(href).path).toBe('/price/bitcoin');
          }
        } finally {
          close();
        }
      }),
      { numRuns: RUNS },
    );
  }, 60_000);
});

describe('readSettingsMessage', () => {
  it('keeps exactly the valid fields of a message of a known site, and reads its own output back unchanged', () => {
    fc.assert(
      fc.property(message, (data) => {
        const read = readSettingsMessage(data);
        if (read === null) return;
        expect(SITE_KEYS).toContain(read.site);
        expect(readSettingsMessage(read)).toEqual(read);
        expect(readSettingsMessage(JSON.parse(JSON.stringify(read)))).toEqual(read);
      }),
      { numRuns: 500 },
    );
  });
});
