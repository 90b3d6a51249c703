import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import type { AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { PathnameContext, SearchParamsContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { createMemoryLogger } from '@shell/api-client/core';
import { useShellHost } from '@shell/ui';
import { TEST_BASE_URL } from '@shell/test-utils';
import { ShellRoot } from '@shell/root/next';
import type * as NextEntry from '@shell/root/next';
import type * as RootEntry from '@shell/root';

/**
 * The App Router's own contexts, as Next's app shell provides them, around `@shell/root/next`: its
 * real `usePathname`, `useSearchParams` and `useRouter` read them. The router records the calls.
 */
function appRouter(pathname: string, search: string) {
  const calls: [string, string][] = [];
  const router: AppRouterInstance = {
    back: () => undefined,
    forward: () => undefined,
    refresh: () => undefined,
    prefetch: () => undefined,
    push: (href) => void calls.push(['push', href]),
    replace: (href) => void calls.push(['replace', href]),
    bfcacheId: 'test',
  };
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppRouterContext.Provider value={router}>
        <PathnameContext.Provider value={pathname}>
          <SearchParamsContext.Provider value={new URLSearchParams(search)}>{children}</SearchParamsContext.Provider>
        </PathnameContext.Provider>
      </AppRouterContext.Provider>
    );
  }
  return { calls, Wrapper };
}

function HostProbe({ onHost }: { onHost: (host: ReturnType<typeof useShellHost>) => void }) {
  const host = useShellHost();
  onHost(host);
  return <p data-testid="where">{`${host.pathname}?${host.search}`}</p>;
}

describe('@shell/root/next ShellRoot', () => {
  it('tells the shell the App Router’s path and query string', async () => {
    const { Wrapper } = appRouter('/zh/markets', 'tab=spot&q=btc');
    render(
      <ShellRoot site="main" apiBaseUrl={TEST_BASE_URL} logger={createMemoryLogger()}>
        <HostProbe onHost={() => undefined} />
      </ShellRoot>,
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/zh/markets?tab=spot&q=btc'));
  });

  it('a search the host passes wins over the router’s', async () => {
    const { Wrapper } = appRouter('/', 'from=router');
    render(
      <ShellRoot site="main" search="from=host" apiBaseUrl={TEST_BASE_URL} logger={createMemoryLogger()}>
        <HostProbe onHost={() => undefined} />
      </ShellRoot>,
      { wrapper: Wrapper },
    );
    expect(await screen.findByTestId('where')).toHaveTextContent('/?from=host');
  });

  it('navigates internal hrefs with the router (push, or replace when asked)', async () => {
    const { calls, Wrapper } = appRouter('/', '');
    let host: ReturnType<typeof useShellHost> | undefined;
    render(
      <ShellRoot site="main" apiBaseUrl={TEST_BASE_URL} logger={createMemoryLogger()}>
        <HostProbe onHost={(value) => (host = value)} />
      </ShellRoot>,
      { wrapper: Wrapper },
    );
    await screen.findByTestId('where');
    host!.navigate('/markets');
    host!.navigate('/zh/state_compliance_tips', { replace: true });
    expect(calls).toEqual([
      ['push', '/markets'],
      ['replace', '/zh/state_compliance_tips'],
    ]);
  });
});

describe('@shell/root/next types', () => {
  it('exports the types a host writes against, the same as the root entry', () => {
    // Checked by the typecheck: a type missing from `@shell/root/next` fails it.
    expectTypeOf<NextEntry.SearchAppSource>().toEqualTypeOf<RootEntry.SearchAppSource>();
    expectTypeOf<NextEntry.ShellIcons>().toEqualTypeOf<RootEntry.ShellIcons>();
    expectTypeOf<NextEntry.ShellIconName>().toEqualTypeOf<RootEntry.ShellIconName>();
    expectTypeOf<NextEntry.ShellIconProps>().toEqualTypeOf<RootEntry.ShellIconProps>();
  });
});
