import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheKey, UNKNOWN_COMPLIANCE } from '@shell/site-config';
import { createTestStore, describeCacheRobustness, installLocalStorage, mockServer, runQuery, securityError } from '@shell/test-utils';
import type { ShellStorage } from './config';
import { isComplianceInfo } from './cache/cachedShapes';
import { createMemoryStorage } from './cache/memoryStorage';
import { resolveShellApiConfig } from './config';
import { CALLS } from './endpoints/catalog';
import { shellDataApi } from './endpoints/sharedData';
import { COMPLIANCE_CACHE_NAME } from './endpoints/definitions';
import { SHARED_FAULT_CASES } from './endpoints/sharedFaultCases.test-helper';
import { useShellPolicyContext } from './policy/useShellPolicyContext';
import { ShellProvider } from './react/ShellProvider';
import { readThemePreference } from './settings/themePreference';

/**
 * Storage robustness of the shared persistent cache (spec §4/§5): the compliance answer is the one
 * shared call with a cache; the feature packages check theirs the same way (e.g. @shell/markets).
 */
const compliance = SHARED_FAULT_CASES.find((row) => row.call === 'complianceCheck')!;

describeCacheRobustness(
  [
    {
      call: 'complianceCheck',
      cacheName: COMPLIANCE_CACHE_NAME,
      data: compliance.run,
      guard: isComplianceInfo,
      // Not language-bound.
      entryHolding: (value) => JSON.stringify({ value, lang: null, storedAt: Date.now() }),
      fallback: compliance.fallback,
      path: CALLS.complianceCheck.path,
    },
  ],
  { mechanism: ['complianceCheck'] },
);

describe('the compliance answer kept for failures', () => {
  it('a list of keys of another type is not a list of keys', async () => {
    const key = cacheKey(COMPLIANCE_CACHE_NAME, 'main');
    for (const value of [{ menu: [1, 2], business: [], limit: { au_redirect: false, is_sanction_country: false } }, { menu: ['x'], business: [], limit: { au_redirect: 'no', is_sanction_country: false } }]) {
      const storage = createMemoryStorage({ [key]: JSON.stringify({ value, lang: null, storedAt: Date.now() }) });
      const { store } = createTestStore({ user: 'user', config: { storage }, faults: [{ call: 'complianceCheck', kind: 'http-500' }] });
      expect(await compliance.run(store)).toEqual(UNKNOWN_COMPLIANCE);
    }
    const good = { menu: ['deposit'], business: ['button_alpha_hidden'], limit: { au_redirect: false, is_sanction_country: false } };
    const storage = createMemoryStorage({ [key]: JSON.stringify({ value: good, lang: null, storedAt: Date.now() }) });
    const { store } = createTestStore({ user: 'user', config: { storage }, faults: [{ call: 'complianceCheck', kind: 'http-500' }] });
    expect(await compliance.run(store)).toEqual(good);
  });
});

describe('the default storage', () => {
  it('is none (never a throw) when localStorage access throws', () => {
    installLocalStorage({ get: () => { throw securityError(); } });
    expect(resolveShellApiConfig({ baseUrl: 'http://x.test' }).storage).toBeNull();
  });

  it('is localStorage when it works', () => {
    const storage: ShellStorage | null = resolveShellApiConfig({ baseUrl: 'http://x.test' }).storage;
    expect(storage).toBe(window.localStorage);
  });
});

describe('cookies that cannot be read (document.cookie throws in a sandboxed iframe)', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'cookie');
  });

  it('the default reader answers no cookies instead of throwing', () => {
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => {
        throw securityError();
      },
    });
    expect(resolveShellApiConfig({ baseUrl: 'http://x.test' }).getCookies()).toBe('');
  });

  it('count as no cookies: requests go out (CSRF default 1), the policy and the theme preference read as a visitor', async () => {
    const seen: Array<string | null> = [];
    const listener = ({ request }: { request: Request }) => void seen.push(request.headers.get('csrftoken'));
    mockServer.events.on('request:start', listener);
    try {
      const getCookies = () => {
        throw securityError();
      };
      const { store, logger } = createTestStore({ config: { getCookies } });
      await runQuery(store.dispatch(shellDataApi.endpoints.getCommonData.initiate()));
      expect(logger.entries).toEqual([]);
      expect(seen).toEqual(['1']);
      expect(readThemePreference(store)).toBe('system');
      const wrapper = ({ children }: { children?: ReactNode }) => <ShellProvider store={store}>{children}</ShellProvider>;
      const { result } = renderHook(() => useShellPolicyContext(), { wrapper });
      expect(result.current.site).toBe('main');
    } finally {
      mockServer.events.removeListener('request:start', listener);
    }
  });
});
