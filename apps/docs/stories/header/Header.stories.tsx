import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { normalizeRemoteMenu } from '@shell/header';
import { Header } from '@shell/header';
import { HeaderStoryHost, navigations } from './HeaderStoryHost';

const meta = {
  title: 'Header/Header',
  component: Header,
  parameters: {
    layout: 'fullscreen',
    pinned: 'each story shows (and its play function checks) the header of this site for this user. “Any site and user” follows the toolbar.',
    docs: {
      description: {
        component:
          'The site header of `@shell/header` on the mock backend. On “Any site and user” the toolbar chooses the site, user, theme and language; the other stories pin the site and user they check. Every entry is a policy item of `@shell/site-config`; flyouts, the pay-with panel and the bell are slots the host fills (`@shell/markets`, `@shell/reminder`).',
      },
    },
  },
  render: (args) => (
    <HeaderStoryHost>
      <Header {...args} />
    </HeaderStoryHost>
  ),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the logged-in header (user info answered). */
async function loggedIn(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('button', { name: 'Account' }, { timeout: 5000 });
}

/** No pins: the toolbar's site, user, theme and language, whatever they are. */
export const AnySiteAndUser: Story = {
  name: 'Any site and user',
  play: async ({ canvasElement }) => {
    // What every site and user has: the header itself; its entries are the policy's to decide.
    await waitFor(() => expect(canvasElement.querySelector('.shell-header')).toBeVisible(), { timeout: 5000 });
  },
};

export const Visitor: Story = {
  globals: { site: 'main', user: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    const more = canvas.getByRole('button', { name: 'More' });
    more.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = canvas.getByRole('menu', { name: 'More' });
    await expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(more).toHaveFocus();
  },
};

export const LoggedInUser: Story = {
  name: 'Logged-in main account',
  globals: { site: 'main', user: 'user' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loggedIn(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/myaccount/deposit/USDT');
    const wallet = canvas.getByRole('button', { name: 'Assets' });
    wallet.focus();
    await userEvent.keyboard('{Enter}');
    const menu = canvas.getByRole('menu', { name: 'Assets' });
    await expect(within(menu).getAllByRole('menuitem')[0]).toHaveTextContent('Overview');
    await userEvent.keyboard('{Escape}');
    await expect(wallet).toHaveAttribute('aria-expanded', 'false');
  },
};

export const CopyUid: Story = {
  name: 'User card: copy the UID',
  globals: { site: 'main', user: 'user' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await loggedIn(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy UID' }));
    await expect(await canvas.findByText('Copied successfully')).toBeInTheDocument();
  },
};

export const SubAccount: Story = {
  name: 'Sub-account',
  globals: { site: 'main', user: 'sub' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await loggedIn(canvasElement));
    await expect(canvas.queryByRole('link', { name: 'Sub-Account Management' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Switch Account' })).toBeNull();
  },
};

export const UsSite: Story = {
  name: 'US site (own profile set)',
  globals: { site: 'us', user: 'user' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await loggedIn(canvasElement));
    await expect(canvas.getByRole('link', { name: 'Individual Verification' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Language & region' })).toBeNull();
  },
};

export const Testnet: Story = {
  name: 'Testnet site',
  globals: { site: 'testnet', user: 'user' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loggedIn(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Live trading' })).toHaveAttribute('href', 'https://www.gate.example/trade/BTC_USDT');
    await expect(canvas.queryByRole('link', { name: 'Sign Up' })).toBeNull();
  },
};

export const DemoMode: Story = {
  args: { demoMode: true },
  globals: { site: 'main', user: 'visitor' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Live trading' })).toHaveAttribute('href', 'https://www.gate.example/trade/BTC_USDT');
  },
};

export const Logout: Story = {
  name: 'Logout confirmation',
  globals: { site: 'main', user: 'user' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await loggedIn(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Log out' });
    await expect(within(dialog).getByRole('button', { name: 'Log out of all devices' })).toBeVisible();
    navigations.length = 0;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out of this device only' }));
    await waitFor(() => expect(navigations).toEqual(['/login']));
  },
};

export const NewMenuSystem: Story = {
  name: 'Remote menu (new menu system)',
  args: { newMenuSystem: 'true' },
  globals: { site: 'main', user: 'visitor' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main navigation' }));
    await expect(await nav.findByRole('link', { name: /Markets/ })).toHaveAttribute('href', '/price');
    // The mock's `javascript:` item keeps its title but never becomes a link.
    await expect(nav.getByText('Unsafe link').closest('a')).toBeNull();
  },
};

export const RemoteMenuFallback: Story = {
  name: 'Remote menu failed: server structure menu',
  args: {
    newMenuSystem: 'true',
    structureMenu: normalizeRemoteMenu([{ code: 'structure', title: 'Server menu', jump_url: '/price' }], { lang: 'en' }),
  },
  globals: { site: 'main', user: 'visitor' },
  parameters: { faults: [{ call: 'remoteMenu', kind: 'http-500' }] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Server menu' })).toHaveAttribute('href', '/price');
  },
};

export const SearchFallback: Story = {
  name: 'Search app unreachable: plain link',
  globals: { site: 'main', user: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
  },
};

export const MobileDrawer: Story = {
  name: 'Mobile drawer',
  globals: { site: 'main', user: 'user', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    // On a phone the bar keeps only the menu button, logo, search, deposit and bell: wait for the
    // user info to arrive (the header marks it), then use the drawer.
    await waitFor(() => expect(canvasElement.querySelector('.shell-header[data-logged-in]')).not.toBeNull(), { timeout: 5000 });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = within(document.body).getByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/reminder');
    await userEvent.keyboard('{Escape}');
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  globals: { site: 'ae', user: 'visitor', language: 'ar' },
};
