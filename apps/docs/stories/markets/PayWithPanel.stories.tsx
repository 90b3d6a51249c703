import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PayWithPanel } from '@shell/markets/pay-with';

const meta = {
  title: 'Markets/PayWithPanel',
  component: PayWithPanel,
  parameters: {
    docs: { description: { component: 'The "Pay with" fiat chooser: toggles on click, lists the buy-crypto fiats with their payment methods, filters by fiat code.' } },
  },
} satisfies Meta<typeof PayWithPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: /Pay with/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const eur = await canvas.findByRole('link', { name: /^Buy USDT with EUR\b/ }, { timeout: 5000 });
    await expect(eur.getAttribute('href')).toMatch(/\/crypto\/buy-EUR-USDT$/);
    await userEvent.type(canvas.getByRole('searchbox'), 'ur');
    for (const link of canvas.getAllByRole('link')) await expect(link.textContent).toMatch(/UR/);
  },
};

export const ListFailing: Story = {
  parameters: { faults: [{ call: 'buyCryptoFiatList', kind: 'network' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Pay with/ }));
    await expect(await canvas.findByText('No currency found', {}, { timeout: 5000 })).toBeVisible();
  },
};
