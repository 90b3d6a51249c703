// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMemoryLogger, readServerSession } from '@shell/api-client/core';
import { createServerStore, dehydrateShellApi } from '@shell/api-client/server';
import { MOCK_USER_COOKIE } from '@shell/mocks';
import { createTestStore, TEST_BASE_URL } from '@shell/test-utils';
import { prefetchHeaderData as prefetchInBrowserSlice } from '../prefetch';
import { prefetchHeaderData } from './index';
import { headerServerApi } from './serverApi';

function serverStore(cookies: string) {
  return createServerStore({ config: { baseUrl: TEST_BASE_URL, logger: createMemoryLogger(), getCookies: () => cookies }, session: readServerSession({ site: 'main', cookies }) });
}

describe('@shell/header/server', () => {
  it.each([
    ['visitor', '/'],
    ['user', '/de/'],
  ] as const)('preloads the same cache entries as the browser’s prefetch (%s, %s)', async (user, pathname) => {
    const server = serverStore(`${MOCK_USER_COOKIE}=${user}`);
    await prefetchHeaderData(server, { pathname });
    const { store: browser } = createTestStore({ user });
    await prefetchInBrowserSlice(browser, { pathname });
    const serverKeys = Object.keys(dehydrateShellApi(server).queries).sort();
    expect(serverKeys).toEqual(Object.keys(browser.getState().shellApi.queries).sort());
    expect(serverKeys).toContain('getHeaderTag(undefined)');
  });

  it('asks for the signup bubble only where the policy shows the signup link', async () => {
    const visitor = serverStore('');
    await prefetchHeaderData(visitor);
    expect(visitor.getState().shellApi.queries['getHeaderBubble("main")']?.status).toBe('fulfilled');
    const user = serverStore(`${MOCK_USER_COOKIE}=alice`);
    await prefetchHeaderData(user);
    expect(user.getState().shellApi.queries['getHeaderBubble("main")']).toBeUndefined();
    expect(user.getState().shellApi.queries['getUnifiedAccountMode(undefined)']?.status).toBe('fulfilled');
  });

  it('injects the header’s endpoints into the server slice', () => {
    expect(Object.keys(headerServerApi.endpoints)).toEqual(expect.arrayContaining(['getRemoteMenu', 'getHeaderBubble', 'getHeaderTag', 'getUserInfo']));
  });
});
