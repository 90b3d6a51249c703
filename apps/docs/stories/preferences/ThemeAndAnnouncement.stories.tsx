import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShellHostProvider } from '@shell/ui';
import { AnnouncementBar, ThemeToggle } from '@shell/header/preferences';
import { DISMISSED_NOTICE_STORAGE_KEY } from '@shell/site-config';

/** The announcement bar on the home page, above a theme toggle, as a header would place them. */
function GlobalBars({ pathname = '/' }: { pathname?: string }) {
  return (
    <ShellHostProvider pathname={pathname} search="" navigate={() => {}}>
      <AnnouncementBar />
      <p>
        <ThemeToggle />
      </p>
    </ShellHostProvider>
  );
}

const meta = {
  title: 'Preferences/Theme toggle and announcement bar',
  component: GlobalBars,
  parameters: {
    pinned: "the wallet page's Arabic announcement is the UAE site's; the other stories follow the toolbar's site.",
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The theme toggle (dark `2` / light `0`, skin-changed cookie) and the global announcement bar: page key `index` for `/`, `wallet` for `/myaccount…`; dismissed ids in localStorage under `global-notice`; at mobile width an overflowing text scrolls (width / 200 × 3 s), paused on hover and focus, still under reduced motion.',
      },
    },
  },
  beforeEach: () => {
    localStorage.removeItem(DISMISSED_NOTICE_STORAGE_KEY);
  },
} satisfies Meta<typeof GlobalBars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThemeToggleStory: Story = {
  name: 'Theme toggle',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark theme' }));
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to light theme' }));
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  },
};

export const Announcement: Story = {
  parameters: {
    emptyCanvas: 'The play function reads the home page announcement, then closes it: after the run only the theme toggle is left (the dismissed id is kept in localStorage, so the bar stays closed until the next story clears it).',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('region', { name: 'Announcement' });
    await expect(within(bar).getByRole('link')).toHaveAttribute('href', '/announcements/article/41488');
    await userEvent.click(within(bar).getByRole('button', { name: 'Close announcement' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Announcement' })).toBeNull());
    await expect(JSON.parse(localStorage.getItem(DISMISSED_NOTICE_STORAGE_KEY) ?? '[]')).toContain('notice-index-8842');
  },
};

export const WalletAnnouncementArabic: Story = {
  name: 'Wallet page announcement in Arabic (right-to-left)',
  args: { pathname: '/ar/myaccount/myfunds' },
  globals: { language: 'ar', site: 'ae' },
  play: async ({ canvasElement }) => {
    // Two bars may show: the full-site bulletin and the page's own announcement.
    await waitFor(() => expect(canvasElement.querySelector('[data-notice-kind="page"]')).toHaveAttribute('data-announcement-id', 'notice-wallet-2201'));
  },
};

export const AnnouncementFails: Story = {
  name: 'Announcement call fails (no page bar; the bulletin is its own call)',
  parameters: {
    faults: [{ call: 'announcement', kind: 'http-500' }],
    emptyCanvas: 'The announcement call fails (HTTP 500): the page bar is not shown and one line is logged; the full-site bulletin, a call of its own, may still show above the theme toggle.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Switch to dark theme' });
    await waitFor(() => expect(canvasElement.querySelector('[data-notice-kind="bulletin"]')).not.toBeNull());
    await waitFor(() => expect(canvasElement.querySelector('[data-notice-kind="page"], .shell-prefs-announcement--pending')).toBeNull());
  },
};
