import { describe, expect, it } from 'vitest';
import { corpusAt, HOSTILE } from '@shell/mocks';
import type { ShellStore } from '@shell/api-client';
import { createTestStore, mockBackend } from '@shell/test-utils';
import { reminderApi } from '../api/reminderApi';

/**
 * The reminder's part of the mock backend's hostile scenario (`hostileTabs`, `hostileRecords`),
 * through the real store and the real endpoints: the corpus reaches the schemas' output intact, so
 * the components' tests can show it is rendered as text and never followed as a link.
 */

/** Runs one query on a fresh store with the backend in hostile round `round`; unsubscribes after. */
async function hostile<T>(round: number, user: 'visitor' | 'user', run: (store: ShellStore) => { unwrap(): Promise<T>; unsubscribe(): void }): Promise<T> {
  const { store } = createTestStore({ user });
  mockBackend.state.hostileRound = round;
  const request = run(store);
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}

const { getReminderRecords, getReminderTabs } = reminderApi.endpoints;

describe('the hostile scenario of the reminder routes (real store, real RTK Query)', () => {
  it('rewrites the tabs and the records, the calls that carry text and links', () => {
    expect([...mockBackend.hostileCalls].filter((call) => call.startsWith('reminder')).sort()).toEqual(['reminderRecords', 'reminderTabs']);
  });

  it('reminder tabs and every page of messages carry the corpus', async () => {
    const tabs = await hostile(1, 'user', (store) => store.dispatch(getReminderTabs.initiate({ lang: 'en' })));
    expect(tabs.length).toBeGreaterThan(0);
    expect(tabs.map((tab) => tab.name).every((name) => HOSTILE.texts.includes(name))).toBe(true);
    const page2 = await hostile(1, 'user', (store) => store.dispatch(getReminderRecords.initiate({ code: 'trade', lang: 'en', page: 2, size: 10 })));
    expect(page2.list).toHaveLength(10);
    page2.list.forEach((message, position) => {
      expect(message.title).toBe(corpusAt(HOSTILE.texts, 10 + position));
      expect(message.extras).toMatchObject({ web_url: corpusAt(HOSTILE.urls, 10 + position), isAllowHref: 1 });
    });
  });

  it('the trading tab (64 messages) carries every URL of the corpus in web_url or url', async () => {
    const all = await hostile(1, 'user', (store) => store.dispatch(getReminderRecords.initiate({ code: 'trade', lang: 'en', page: 1, size: 100 })));
    expect(all.list).toHaveLength(64);
    const urls = new Set(all.list.flatMap((message) => [message.extras.web_url, message.extras.url]));
    expect(HOSTILE.urls.filter((url) => !urls.has(url))).toEqual([]);
  });

  it('leaves error answers alone: a visitor still gets the 401 fallback', async () => {
    const tabs = await hostile(1, 'visitor', (store) => store.dispatch(getReminderTabs.initiate({ lang: 'en' })));
    expect(tabs).toEqual([]);
  });
});
