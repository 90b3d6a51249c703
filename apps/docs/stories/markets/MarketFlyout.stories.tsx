import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MarketFlyout } from '@shell/markets';

const meta = {
  title: 'Markets/MarketFlyout',
  component: MarketFlyout,
  args: { kind: 'trade', open: true },
  parameters: {
    pinned: "its play function checks this site's markets and what this user sees; the other stories follow the toolbar.",
    docs: {
      description: {
        component:
          'The content of a header market entry: tab groups, remote sub-menus, the combobox search and the react-window list (530 px, 58 px rows, overscan 9). Nothing loads before `open` has been true once.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MarketFlyout>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('option', {}, { timeout: 5000 });

export const Spot: Story = {
  globals: { site: 'main', user: 'visitor' },
  play: async ({ canvasElement }) => {
    const options = await rows(canvasElement);
    await expect(options.length).toBeGreaterThan(0);
    await expect(options.length).toBeLessThanOrEqual(40);
    await expect(options[0]?.getAttribute('href')).toMatch(/^\/trade\/[A-Z0-9.]+_USDT$/);
  },
};

export const SearchAndKeyboard: Story = {
  name: 'Search ranks by spec §5; arrows move the active option',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    const search = canvas.getByRole('combobox');
    await userEvent.type(search, 'eth');
    await waitFor(() => expect(canvas.getAllByRole('option')[0]?.textContent).toMatch(/ETH\/USDT/));
    await userEvent.keyboard('{ArrowDown}');
    const first = canvas.getAllByRole('option')[0] as HTMLElement;
    await expect(search.getAttribute('aria-activedescendant')).toBe(first.id);
    await expect(first).toHaveAttribute('aria-selected', 'true');
  },
};

export const Futures: Story = {
  args: { kind: 'futures' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /Delivery/ }));
    await waitFor(() => expect(canvas.getAllByRole('option')[0]?.getAttribute('href')).toMatch(/^\/futures-delivery\/USDT\//), { timeout: 5000 });
  },
};

export const Alpha: Story = {
  name: 'Alpha (main site)',
  globals: { site: 'main' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Alpha' }));
    await waitFor(() => expect(canvas.getAllByRole('option')[0]?.getAttribute('href')).toMatch(/^\/alpha\//), { timeout: 5000 });
  },
};

export const Options: Story = { args: { kind: 'options' }, play: async ({ canvasElement }) => expect((await rows(canvasElement))[0]?.getAttribute('href')).toMatch(/^\/options\//) };
export const PreMarket: Story = { args: { kind: 'preMarket' }, play: async ({ canvasElement }) => expect((await rows(canvasElement))[0]?.getAttribute('href')).toMatch(/^\/pre-market\//) };
export const Pilot: Story = { args: { kind: 'pilot' }, play: async ({ canvasElement }) => expect((await rows(canvasElement))[0]?.getAttribute('href')).toMatch(/^\/pilot\//) };
export const Memebox: Story = { args: { kind: 'memebox' }, play: async ({ canvasElement }) => expect((await rows(canvasElement))[0]?.getAttribute('href')).toMatch(/^\/memebox\//) };

export const SpotFailure: Story = {
  name: 'Spot list failing (http-500): empty state, not a skeleton',
  parameters: { faults: [{ call: 'spotMarkets', kind: 'http-500' }] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No markets found', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  name: 'Arabic (right-to-left)',
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await expect(getComputedStyle(within(canvasElement).getByRole('combobox')).direction).toBe('rtl');
  },
};
