import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestStore, installLocalStorage, mockServer, runQuery, securityError } from '@shell/test-utils';
import type { ShellStorage } from './config';
import { resolveShellApiConfig } from './config';
import { shellDataApi } from './endpoints/sharedData';
import { useShellPolicyContext } from './policy/useShellPolicyContext';
import { ShellProvider } from './react/ShellProvider';
import { readThemePreference } from './settings/themePreference';

describe('the default storage', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
  afterEach(() => {
    if (original) Object.defineProperty(window, 'localStorage', original);
    else Reflect.deleteProperty(window, 'localStorage');
  });

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
