import { screen, waitFor } from '@testing-library/react';
import { renderWithShell } from '@shell/test-utils';
import type { MenuSurface } from './menuForPlatform';
import { useRemoteMenu } from './useRemoteMenu';

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
