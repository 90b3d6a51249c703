import { describe, expect, it } from 'vitest';
import * as C from './spec';

describe('spec §9 constants of the reminder', () => {
  it.each([
    ['REMINDER_PAGE_SIZE_DROPDOWN', 20],
    ['REMINDER_PAGE_SIZE_DEFAULT', 10],
    ['UNREAD_BADGE_MAX', 99],
    ['UNREAD_POLL_MS', 300000],
    ['UNREAD_POLL_INITIAL_DELAY_MS', 60000],
  ] as const)('%s = %j', (name, value) => {
    expect(C[name]).toBe(value);
  });
});

describe('helpers', () => {
  it('unread badge caps at 99+', () => {
    expect(C.formatUnreadBadge(0)).toBe('');
    expect(C.formatUnreadBadge(-3)).toBe('');
    expect(C.formatUnreadBadge(5)).toBe('5');
    expect(C.formatUnreadBadge(99)).toBe('99');
    expect(C.formatUnreadBadge(100)).toBe('99+');
  });

  it('post status route', () => {
    expect(C.postStatusRoute(42)).toBe('/post/status/42');
  });

  // Issue 21 M2: an id from the server never changes the route's section, query or fragment.
  it.each(['../', '..', '.', '%2e%2e', '%2E%2E/', '../../logout', 'BTC?x=1', 'BTC#frag', 'a/b', '\\evil', ' .. ', 'BTC%2fUSDT', ''])(
    'post route of %j stays in /post/status/',
    (name) => {
      const url = new URL(C.postStatusRoute(name), 'https://www.gate.example');
      expect(url.pathname.startsWith('/post/status/')).toBe(true);
      expect(url.search).toBe('');
      expect(url.hash).toBe('');
      expect(url.pathname.split('/')).not.toContain('..');
    },
  );
});
