import { screen, waitFor } from '@testing-library/react';
import { mockServer, renderWithShell } from '@shell/test-utils';
import { CALLS } from '../endpoints/catalog';
import { useUserInfo } from '../hooks/useUserInfo';
import { useCommonData, useShellPolicyContext } from './useShellPolicyContext';
import { useExplainPolicy, useIsShown } from './useIsShown';

function PolicyProbe() {
  const ctx = useShellPolicyContext();
  const user = useUserInfo();
  const deposit = useIsShown('header.deposit');
  const login = useExplainPolicy('header.login');
  return (
    <div>
      <output data-testid="loading">{String(user.clientLoading)}</output>
      <output data-testid="kind">{ctx.user.kind}</output>
      <output data-testid="unified">{String(ctx.user.unifiedActive ?? false)}</output>
      <output data-testid="menu">{ctx.compliance?.menu.join(',')}</output>
      <output data-testid="kyc">{user.kyc_status}</output>
      <output data-testid="deposit">{String(deposit)}</output>
      <output data-testid="login">{login.reason}</output>
    </div>
  );
}

const USER_ONLY_PATHS: string[] = [CALLS.unifiedAccountMode.path];

function recordPaths(): string[] {
  const paths: string[] = [];
  mockServer.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname));
  return paths;
}

afterEach(() => mockServer.events.removeAllListeners());

describe('useShellPolicyContext', () => {
  it('builds a visitor context and never asks for user-only data', async () => {
    const paths = recordPaths();
    renderWithShell(<PolicyProbe />, { user: 'visitor' });
    await waitFor(() => expect(screen.getByTestId('loading').textContent).toBe('false'));
    await waitFor(() => expect(paths).toEqual(expect.arrayContaining([CALLS.complianceCheck.path, CALLS.commonData.path])));
    expect(screen.getByTestId('kind').textContent).toBe('visitor');
    expect(screen.getByTestId('deposit').textContent).toBe('false');
    expect(screen.getByTestId('login').textContent).toBe('shown');
    expect(screen.getByTestId('kyc').textContent).toBe('-1');
    expect(paths.filter((path) => USER_ONLY_PATHS.includes(path))).toEqual([]);
  });

  it('builds a main-account context with the unified account on the main site', async () => {
    renderWithShell(<PolicyProbe />, { user: 'user' });
    await waitFor(() => expect(screen.getByTestId('unified').textContent).toBe('true'));
    expect(screen.getByTestId('kind').textContent).toBe('user');
    await waitFor(() => expect(screen.getByTestId('kyc').textContent).toBe('2'));
    expect(screen.getByTestId('deposit').textContent).toBe('true');
    expect(screen.getByTestId('login').textContent).not.toBe('shown');
  });

  it('builds a sub-account context with the site compliance', async () => {
    renderWithShell(<PolicyProbe />, { user: 'sub', site: 'uk' });
    await waitFor(() => expect(screen.getByTestId('kind').textContent).toBe('sub'));
    await waitFor(() => expect(screen.getByTestId('menu').textContent).toContain('derivatives'));
    expect(screen.getByTestId('unified').textContent).toBe('false');
  });

  it('serves user info and common data from the one subscription of ShellProvider', async () => {
    const seen: { first: unknown; second: unknown; fiat: string | undefined }[] = [];
    function Reader() {
      const first = useUserInfo();
      const second = useUserInfo();
      const common = useCommonData();
      seen.push({ first, second, fiat: common?.curr_fiat });
      return <output data-testid="fiat">{common?.curr_fiat ?? 'none'}</output>;
    }
    const paths = recordPaths();
    renderWithShell(<Reader />, { user: 'user' });
    // Undefined before the answer, then the common data.
    expect(seen[0]?.fiat).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('fiat').textContent).not.toBe('none'));
    // Every reader gets the same object (no copy, no extra subscription per call).
    for (const { first, second } of seen) expect(first).toBe(second);
    expect(paths.filter((path) => path === CALLS.commonData.path)).toHaveLength(1);
    expect(paths.filter((path) => path === CALLS.userInfo.path)).toHaveLength(1);
  });
});

describe('useShellPolicyContext(env)', () => {
  it('gives every component that passes the same flags the same context, with the flags set', async () => {
    const seen: { plain: unknown; eu: unknown[]; menu: unknown }[] = [];
    function EnvProbe() {
      const plain = useShellPolicyContext();
      const eu = [useShellPolicyContext({ euVisitor: true }), useShellPolicyContext({ euVisitor: true })];
      const menu = useShellPolicyContext({ newMenuFlag: true });
      seen.push({ plain, eu, menu });
      return <output data-testid="kind">{plain.user.kind}</output>;
    }
    renderWithShell(<EnvProbe />, { user: 'user' });
    await waitFor(() => expect(screen.getByTestId('kind').textContent).not.toBe('visitor'));
    const last = seen.at(-1)!;
    expect(last.eu[0]).toBe(last.eu[1]);
    expect(last.eu[0]).toEqual({ ...(last.plain as object), env: { euVisitor: true } });
    expect(last.menu).toEqual({ ...(last.plain as object), env: { newMenuFlag: true } });
    expect(last.menu).not.toBe(last.eu[0]);
    // A new session context (user info arrived) gives new contexts with flags.
    expect(seen[0]!.eu[0]).not.toBe(last.eu[0]);
  });
});
