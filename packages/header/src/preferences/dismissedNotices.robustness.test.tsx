import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { DISMISSED_NOTICE_STORAGE_KEY } from '@shell/site-config';
import { AnnouncementBar } from './AnnouncementBar';
import { dismissNotice, readDismissedNotices } from './dismissedNotices';
import { renderPrefs } from './testing.test-helper';
import { failingStorage, quotaError, securityError } from '@shell/test-utils';

/**
 * The dismissed-announcement list under `global-notice` (spec §4) with storage that is corrupt,
 * full or throwing (issue 8): it counts as an empty list, nothing throws, and closing the bar
 * still hides it for the page view.
 */

const ORIGINAL = Object.getOwnPropertyDescriptor(window, 'localStorage');
function restoreStorage(): void {
  if (ORIGINAL) Object.defineProperty(window, 'localStorage', ORIGINAL);
  else Reflect.deleteProperty(window, 'localStorage');
}
afterEach(() => {
  restoreStorage();
  // Ids remembered while storage was broken are saved with the next dismissal; start clean.
  dismissNotice('flush');
  window.localStorage.clear();
});



const install = (descriptor: PropertyDescriptor) => Object.defineProperty(window, 'localStorage', { configurable: true, ...descriptor });

const MODES = [
  ['localStorage access throws SecurityError', () => install({ get: () => { throw securityError(); } })],
  ['localStorage is null', () => install({ value: null })],
  ['full: setItem throws QuotaExceededError', () => install({ value: failingStorage({}, { set: quotaError }) })],
  ['every method throws', () => install({ value: failingStorage({}, { get: securityError, set: securityError, remove: securityError }) })],
] as const;

describe('global-notice with storage that does not work', () => {
  it.each(MODES)('%s: the list reads empty, dismissing never throws, the bar still closes', async (_name, setUp) => {
    setUp();
    expect(readDismissedNotices()).toEqual([]);
    expect(dismissNotice('n1')).toEqual(['n1']);
    const { user } = renderPrefs(<AnnouncementBar />, { pathname: '/' });
    await screen.findByRole('region', { name: 'Announcement' });
    await user.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    expect(readDismissedNotices()).toEqual(['n1', 'notice-index-8842']);
    // Storage works again: the next dismissal stores the remembered ones too.
    restoreStorage();
    dismissNotice('n2');
    expect(JSON.parse(window.localStorage.getItem(DISMISSED_NOTICE_STORAGE_KEY) ?? '[]')).toEqual(['n1', 'notice-index-8842', 'n2']);
  });
});

describe('global-notice with whatever is stored', () => {
  const stored = fc.oneof(
    fc.string(),
    fc.json(),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.constant(null), fc.object()), { maxLength: 70 }).map((list) => JSON.stringify(list)),
  );

  it('reads as a list of ids; dismissing keeps at most 50, unique, the new id last; dismissing twice = once', () => {
    fc.assert(
      fc.property(stored, fc.string({ maxLength: 8 }), (raw, id) => {
        window.localStorage.setItem(DISMISSED_NOTICE_STORAGE_KEY, raw);
        const before = readDismissedNotices();
        expect(before.every((known) => typeof known === 'string')).toBe(true);
        const once = dismissNotice(id);
        expect(once.at(-1)).toBe(id);
        expect(once.length).toBeLessThanOrEqual(50);
        expect(new Set(once).size).toBe(once.length);
        expect(readDismissedNotices()).toEqual(once);
        expect(dismissNotice(id)).toEqual(once);
      }),
      { numRuns: 300 },
    );
  });
});
