// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { createMemoryLogger, createShellStore, ShellProvider, useGetCommonDataQuery, useShellPolicyContext, useUserInfo } from './index';

function Shell() {
  const { data } = useGetCommonDataQuery();
  const user = useUserInfo();
  const ctx = useShellPolicyContext();
  return (
    <p>
      {data?.curr_fiat ?? 'loading'} {user.isLogin ? 'user' : 'visitor'} {ctx.site}
    </p>
  );
}

describe('server rendering', () => {
  it('runs without window, document or storage', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('creates a store (server timeout, no storage, no listeners)', () => {
    const store = createShellStore({ config: { baseUrl: 'http://shell.test', logger: createMemoryLogger() } });
    expect(store.shellConfig.timeoutMs).toBe(3000);
    expect(store.shellConfig.storage).toBeNull();
    expect(store.getState().shellSession.site).toBe('main');
  });

  it('renders a component using the shared endpoints with renderToString', () => {
    const logger = createMemoryLogger();
    const store = createShellStore({ config: { baseUrl: 'http://shell.test', logger, getCookies: () => '' }, session: { site: 'jp', lang: 'ja' } });
    const html = renderToString(
      <ShellProvider store={store}>
        <Shell />
      </ShellProvider>,
    );
    expect(html).toContain('loading');
    expect(html).toContain('visitor');
    expect(html).toContain('jp');
    expect(logger.entries).toEqual([]);
  });
});
