import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ShellHostProvider } from '@shell/ui';
import { SettingsPanel } from '@shell/header/preferences';

function SettingsDemo({ variant }: { variant: 'popover' | 'modal' }) {
  return (
    <ShellHostProvider pathname="/trade/BTC_USDT" search="" navigate={() => {}}>
      <div className="shell-dialog__panel" style={{ maxWidth: 400 }}>
        <SettingsPanel variant={variant} />
      </div>
    </ShellHostProvider>
  );
}

const meta = {
  title: 'Preferences/Settings panel',
  component: SettingsDemo,
  args: { variant: 'popover' },
  parameters: {
    pinned: "its play function checks this site's settings; the other stories follow the toolbar's site.",
    docs: {
      description: {
        component:
          'Theme (System / Light / Dark), rise colour, reference time and the float-rate flag, limited per site by the policy: the US keeps green-up and 24h only, Japan and the UAE drop UTC+8. The `modal` variant is the mobile settings modal with the four types language, rate, riseTime and riseColor.',
      },
    },
  },
  // The panel is a lazy chunk in the package; load it before the story renders.
  loaders: [() => SettingsPanel.preload()],
} satisfies Meta<typeof SettingsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const radios = (canvasElement: HTMLElement, group: string) =>
  within(within(canvasElement).getByRole('group', { name: group }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

export const Global: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(radios(canvasElement, 'Price change period')).toEqual(['Last 24 hours', 'Since 00:00 (UTC+0)', 'Since 00:00 (UTC+8)']);
    await step('red-up recolours the page', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Red up / Green down' }));
      await expect(document.documentElement).toHaveAttribute('data-rise', 'risered');
      await userEvent.click(canvas.getByRole('radio', { name: 'Green up / Red down' }));
    });
    await step('dark theme', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
      await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
      await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
    });
  },
};

export const UnitedStates: Story = {
  globals: { site: 'us' },
  play: async ({ canvasElement }) => {
    await expect(radios(canvasElement, 'Color preference')).toEqual(['Green up / Red down']);
    await expect(radios(canvasElement, 'Price change period')).toEqual(['Last 24 hours']);
    await expect(within(canvasElement).queryByRole('switch', { name: 'Floating exchange rate' })).toBeNull();
  },
};

export const Japan: Story = {
  globals: { site: 'jp' },
  play: async ({ canvasElement }) => {
    await expect(radios(canvasElement, 'Price change period')).toEqual(['Last 24 hours', 'Since 00:00 (UTC+0)']);
  },
};

export const Uae: Story = {
  name: 'UAE',
  globals: { site: 'ae' },
  play: async ({ canvasElement }) => {
    await expect(radios(canvasElement, 'Price change period')).toEqual(['Last 24 hours', 'Since 00:00 (UTC+0)']);
  },
};

export const MobileModal: Story = {
  args: { variant: 'modal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Price change period/ }));
    await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: 'Since 00:00 (UTC+0)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('button', { name: /Price change period/ })).toHaveTextContent('Since 00:00 (UTC+0)');
  },
};

export const MobileModalArabic: Story = {
  name: 'Mobile modal in Arabic (right-to-left)',
  args: { variant: 'modal' },
  globals: { site: 'ae', language: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getAllByRole('button').filter((b) => b.hasAttribute('data-settings-type'))).toHaveLength(4);
  },
};
