import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShellProvider } from '@shell/api-client';
import { createTestStore, failingStorage, quotaError, securityError } from '@shell/test-utils';
import { marketMemoryKey } from './marketMemory';
import { useFavouritesAndRecent } from './useMarketMemory';

/**
 * Favourites and recently viewed markets with localStorage that is corrupt, full or throwing
 * (issue 8): the lists read empty, starring and opening a market never throw, and a full or
 * blocked storage is logged once per write (`markets.memory`).
 */

const ORIGINAL = Object.getOwnPropertyDescriptor(window, 'localStorage');
afterEach(() => {
  if (ORIGINAL) Object.defineProperty(window, 'localStorage', ORIGINAL);
  else Reflect.deleteProperty(window, 'localStorage');
  window.localStorage.clear();
});



const install = (descriptor: PropertyDescriptor) => Object.defineProperty(window, 'localStorage', { configurable: true, ...descriptor });
const KEY = marketMemoryKey('favourites', 'main', 'visitor');

function renderMemory() {
  const { store, logger } = createTestStore({ site: 'main' });
  const wrapper = ({ children }: { children?: ReactNode }) => <ShellProvider store={store}>{children}</ShellProvider>;
  return { ...renderHook(() => useFavouritesAndRecent(), { wrapper }), logger };
}

describe('market memory with storage that does not work', () => {
  it.each([
    ['localStorage access throws SecurityError', () => install({ get: () => { throw securityError(); } }), 0],
    ['localStorage is null', () => install({ value: null }), 0],
    ['full: setItem throws QuotaExceededError', () => install({ value: failingStorage({ [KEY]: '["/trade/A_B"]' }, { set: quotaError }) }), 2],
    ['every read and write throws', () => install({ value: failingStorage({}, { get: securityError, set: securityError }) }), 2],
  ] as const)('%s: lists read as stored or empty, actions never throw, failed writes are logged', (_name, setUp, logged) => {
    setUp();
    const { result, logger } = renderMemory();
    const before = result.current.favourites.ids;
    expect(Array.isArray(before)).toBe(true);
    act(() => result.current.toggleFavourite('/trade/BTC_USDT'));
    act(() => result.current.rememberViewed('/trade/BTC_USDT'));
    expect(result.current.favourites.ids).toEqual(before);
    expect(logger.entries.filter((entry) => entry.event === 'markets.memory')).toHaveLength(logged);
  });
});

describe('market memory with corrupt storage', () => {
  it.each(['not json', '{"a":1}', '"x"', '[1,null,{}]', JSON.stringify(Array.from({ length: 500 }, (_, i) => `/trade/X${i}_USDT`)), '[""]'])('%s reads as a clean list and is replaced by the next star', (stored) => {
    window.localStorage.setItem(KEY, stored);
    const { result } = renderMemory();
    const before = result.current.favourites.ids;
    expect(before.every((id) => typeof id === 'string' && id !== '')).toBe(true);
    expect(before.length).toBeLessThanOrEqual(200);
    act(() => result.current.toggleFavourite('/trade/BTC_USDT'));
    expect(result.current.favourites.has('/trade/BTC_USDT')).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toEqual(result.current.favourites.ids);
  });
});
