import { screen, waitFor } from '@testing-library/react';
import { countRequests, renderWithShell } from '@shell/test-utils';
import type { ShellRenderResult } from '@shell/test-utils';
import { normalizeRemoteMenu } from '../data/remoteMenu';
import type { MenuSurface } from './menuForPlatform';
import { useRemoteMenu } from './useRemoteMenu';
import type { RemoteMenuOptions } from './useRemoteMenu';

function MenuProbe({ platform }: { platform: MenuSurface }) {
  const { items, isLoading } = useRemoteMenu(platform);
  if (isLoading) return <p>loading</p>;
  return (
    <ul>
      {items.map((item) => (
        <li key={item.code} data-tags={item.tags.map((tag) => tag.code).join(',')}>
          {item.code}:{item.jump_url}
        </li>
      ))}
    </ul>
  );
}

describe('useRemoteMenu', () => {
  it('serves the header menu in the session language', async () => {
    renderWithShell(<MenuProbe platform="web" />, { lang: 'ja' });
    expect(await screen.findByText('markets:/ja/price')).toBeTruthy();
    expect(screen.queryByText(/^rewards:/)).toBeNull();
    expect(screen.getByText('web3:https://web3.gate.example/')).toBeTruthy();
  });

  it('serves the side menu and hides tags the compliance list names', async () => {
    renderWithShell(<MenuProbe platform="h5" />, { site: 'uk' });
    expect(await screen.findByText('rewards:/rewards_hub')).toBeTruthy();
    expect(screen.queryByText(/^web3:/)).toBeNull();
    // The UK compliance answer lists 'derivatives': the futures HOT tag disappears once it arrives.
    await waitFor(() => expect(screen.getByText('futures:').getAttribute('data-tags')).toBe(''));
  });
});

function OptionsProbe({ platform, options }: { platform: MenuSurface; options: RemoteMenuOptions }) {
  const { items } = useRemoteMenu(platform, options);
  return (
    <ul>
      {items.map((item) => (
        <li key={item.code}>
          {item.code}:{item.jump_url}
        </li>
      ))}
    </ul>
  );
}

describe('useRemoteMenu options', () => {
  // The server-passed structure menu, validated like the fetched one.
  const structure = normalizeRemoteMenu([{ code: 'structure', title: 'From the server', jump_url: '/structure', platform_type: 1 }], { lang: 'en' });

  it('sends nothing and gives no items when not enabled', async () => {
    const menu = countRequests('/apiw/v2/common/menu_config');
    renderWithShell(<OptionsProbe platform="web" options={{ enabled: false, fallback: structure }} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('list')).toBeEmptyDOMElement();
    expect(menu.count).toBe(0);
  });

  // The fallback also shows while the call is under way, so these wait for the call to end
  // (its three retries without the 1 s pauses), and for a commit that rendered the answer.
  const answered = (result: ShellRenderResult) => waitFor(() => expect(result.settled()).toBe(true));

  it.each(['http-500', 'schema-invalid', 'empty'] as const)('gives the fallback items once the call has failed (%s; spec §8)', async (kind) => {
    await answered(renderWithShell(<OptionsProbe platform="web" options={{ fallback: structure }} />, { faults: [{ call: 'remoteMenu', kind }], config: { sleep: async () => {} } }));
    expect(screen.getByText('structure:/structure')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('gives no items once the call has failed and there is no fallback (spec §8)', async () => {
    await answered(renderWithShell(<OptionsProbe platform="web" options={{}} />, { faults: [{ call: 'remoteMenu', kind: 'http-500' }], config: { sleep: async () => {} } }));
    expect(screen.getByRole('list')).toBeEmptyDOMElement();
  });

  it('prefers the fetched menu to the fallback', async () => {
    renderWithShell(<OptionsProbe platform="web" options={{ fallback: structure }} />);
    expect(await screen.findByText('markets:/price')).toBeTruthy();
    expect(screen.queryByText(/^structure:/)).toBeNull();
  });
});
