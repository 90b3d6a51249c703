import { render, waitFor } from '@testing-library/react';
import { createShellStore, ShellProvider } from '@shell/api-client';
import { createMemoryLogger, CALLS } from '@shell/api-client/core';
import { Header } from '@shell/header';
import { AnnouncementBar } from '@shell/header/preferences';
import { ShellHostProvider } from '@shell/ui';
import { mockBackend, mockServer, TEST_BASE_URL } from '@shell/test-utils';
import { prepareShell } from './index';

/** The calls the mock backend sees from now on, by id. */
function recordCalls(): string[] {
  const callOfPath = new Map(Object.values(mockBackend.calls).map((call) => [call.path, call.id]));
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const id = callOfPath.get(new URL(request.url).pathname);
    if (id) calls.push(id);
  };
  mockServer.events.on('request:start', listener);
  onTestFinished(() => void mockServer.events.removeListener('request:start', listener));
  return calls;
}

describe('a browser store started from prepareShell', () => {
  it('renders the header and the bar without asking again for anything preloaded', async () => {
    // jsdom is a browser to the shell (cookies are the browser's): the backend's own user here.
    mockBackend.reset({ user: 'user' });
    const prepared = await prepareShell({ site: 'main', baseUrl: TEST_BASE_URL, logger: createMemoryLogger(), pathname: '/' });
    const preloaded = Object.values((prepared.api as { queries: Record<string, { endpointName: string }> }).queries).map((entry) => entry.endpointName);
    expect(preloaded.sort()).toEqual(['getAnnouncement', 'getCommonData', 'getComplianceCheck', 'getFullsiteBulletin', 'getHeaderTag', 'getUnifiedAccountMode', 'getUserInfo']);

    const calls = recordCalls();
    const store = createShellStore({
      config: { baseUrl: TEST_BASE_URL, logger: createMemoryLogger(), getCookies: () => '' },
      session: prepared.session,
      preloadedState: { shellApi: prepared.api as never },
      listen: false,
    });
    const { container } = render(
      <ShellProvider store={store} messages={prepared.messages}>
        <ShellHostProvider pathname="/" search="">
          <AnnouncementBar />
          <Header />
        </ShellHostProvider>
      </ShellProvider>,
    );
    // Signed in from the first render: the avatar, not the log-in link.
    expect(container.querySelector('.shell-header__avatar')).not.toBeNull();
    await waitFor(() => expect(Object.values(store.getState().shellApi.queries).every((query) => query?.status !== 'pending')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const preloadedCalls: string[] = [CALLS.userInfo, CALLS.commonData, CALLS.complianceCheck, CALLS.announcement, CALLS.unifiedAccountMode].map((call) => call.id);
    expect(calls.filter((call) => preloadedCalls.includes(call) || call === 'headerTag')).toEqual([]);
  });
});
