/**
 * @vitest-environment jsdom
 * @vitest-environment-options {"url":"https://www.gate.example/markets"}
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logoutCookieWrites } from '@shell/site-config';
import { createTestStore } from '@shell/test-utils';
import { deleteShellCookies, writeShellCookies } from './browserCookies';
import { ShellProvider } from './react/ShellProvider';
import { useApplySettings } from './settings/applySettings';
import type { ShellStore } from './store';

/** Every `document.cookie` write, passed on to jsdom's real cookie jar. */
function spyCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor?.set?.call(document, value);
  });
  return writes;
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of ['theme_mode', 'skin_changed', 'pver', 'sign']) {
    for (const domain of ['', '; Domain=gate.example', '; Domain=www.gate.example']) document.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
  }
});

function wrapper(store: ShellStore) {
  return function Wrapper({ children }: { children?: ReactNode }) {
    return <ShellProvider store={store}>{children}</ShellProvider>;
  };
}

describe('settings cookies scoped to a configured parent domain (issue 21 L6)', () => {
  it('without configuration: host-only, as before', () => {
    const writes = spyCookieWrites();
    const { store } = createTestStore({ user: 'visitor' });
    const { result } = renderHook(() => useApplySettings(), { wrapper: wrapper(store) });
    act(() => void result.current({ theme: 'dark' }));
    expect(writes).toEqual(['theme_mode=2; Max-Age=31536000; Path=/; Secure; SameSite=Lax', 'skin_changed=1; Max-Age=31536000; Path=/; Secure; SameSite=Lax']);
  });

  it('with cookieDomain: written for the parent domain, the host-only copy deleted so it cannot shadow it', () => {
    document.cookie = 'theme_mode=0; Path=/';
    const writes = spyCookieWrites();
    const { store } = createTestStore({ user: 'visitor', config: { cookieDomain: 'gate.example' } });
    const { result } = renderHook(() => useApplySettings(), { wrapper: wrapper(store) });
    act(() => void result.current({ theme: 'dark' }));
    expect(writes).toEqual([
      'theme_mode=; Max-Age=0; Path=/; Secure; SameSite=Lax',
      'theme_mode=2; Max-Age=31536000; Domain=gate.example; Path=/; Secure; SameSite=Lax',
      'skin_changed=; Max-Age=0; Path=/; Secure; SameSite=Lax',
      'skin_changed=1; Max-Age=31536000; Domain=gate.example; Path=/; Secure; SameSite=Lax',
    ]);
    // jsdom's jar (a browser's rules): one theme cookie, the new one.
    expect(document.cookie.split('; ').filter((pair) => pair.startsWith('theme_mode='))).toEqual(['theme_mode=2']);
  });

  it('a parent domain the page is not on is not used (the browser would drop the cookie)', () => {
    const writes = spyCookieWrites();
    const { store } = createTestStore({ user: 'visitor', config: { cookieDomain: 'other.example' } });
    expect(writeShellCookies(store, [{ name: 'lang', value: 'ja', maxAge: 10 }])).toBe(true);
    expect(writes).toEqual(['lang=ja; Max-Age=10; Path=/; Secure; SameSite=Lax']);
  });

  it('deletions reach the cookies set for the parent domain and for the host', () => {
    document.cookie = 'pver=1; Path=/; Domain=gate.example';
    document.cookie = 'sign=2; Path=/';
    document.cookie = 'sign=3; Path=/; Domain=www.gate.example';
    expect(document.cookie).toMatch(/pver=1/);
    const { store } = createTestStore({ user: 'visitor', config: { cookieDomain: 'gate.example' } });
    expect(deleteShellCookies(store, logoutCookieWrites())).toBe(true);
    expect(document.cookie).not.toMatch(/\b(pver|sign)=/);
  });
});
