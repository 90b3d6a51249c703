import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeSwatches } from '../support/ThemeSwatches';

const meta = {
  title: 'Foundations/Theme tokens',
  component: ThemeSwatches,
  parameters: {
    docs: {
      description: {
        component:
          'Every colour token of `@shell/site-config/theme.css` in both themes and both rise colours, read back from the browser.',
      },
    },
  },
} satisfies Meta<typeof ThemeSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The computed value of a token in one panel, as the table shows it. */
function tokenValue(canvasElement: HTMLElement, panel: string, token: string): string {
  const row = canvasElement.querySelector(`[data-testid="${panel}"] tr[data-token="${token}"]`);
  return row?.querySelectorAll('td')[1]?.textContent ?? '';
}

/** A CSS colour as the browser serialises it (`rgb(r, g, b)`), to compare with computed styles. */
function toRgb(colour: string): string {
  const probe = document.createElement('span');
  probe.style.color = colour;
  document.body.append(probe);
  const rgb = getComputedStyle(probe).color;
  probe.remove();
  return rgb;
}

export const AllTokens: Story = {
  name: 'Both themes, both rise colours',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    for (const caption of ['Light theme, green up', 'Light theme, red up', 'Dark theme, green up', 'Dark theme, red up']) {
      await expect(canvas.getByRole('table', { name: caption })).toBeVisible();
    }

    await step('every panel lists the same tokens, each with a computed colour', async () => {
      const rows = within(canvas.getByRole('table', { name: 'Light theme, green up' })).getAllByRole('row');
      await expect(rows.length).toBeGreaterThan(10);
      for (const panel of ['panel-light-risegreen', 'panel-dark-risered']) {
        for (const token of ['--shell-bg', '--shell-text', '--shell-link', '--shell-rise', '--shell-fall']) {
          await expect(tokenValue(canvasElement, panel, token)).toMatch(/^(#|rgb)/);
        }
      }
    });

    await step('the dark theme redeclares the surfaces and text', async () => {
      await expect(tokenValue(canvasElement, 'panel-light-risegreen', '--shell-bg')).not.toBe(
        tokenValue(canvasElement, 'panel-dark-risegreen', '--shell-bg'),
      );
      await expect(tokenValue(canvasElement, 'panel-light-risegreen', '--shell-text')).not.toBe(
        tokenValue(canvasElement, 'panel-dark-risegreen', '--shell-text'),
      );
    });

    await step('rise and fall follow the rise colour in each theme', async () => {
      for (const theme of ['light', 'dark']) {
        const green = tokenValue(canvasElement, `panel-${theme}-risegreen`, '--shell-green');
        const red = tokenValue(canvasElement, `panel-${theme}-risegreen`, '--shell-red');
        await expect(green).not.toBe(red);
        await expect(tokenValue(canvasElement, `panel-${theme}-risegreen`, '--shell-rise')).toBe(green);
        await expect(tokenValue(canvasElement, `panel-${theme}-risegreen`, '--shell-fall')).toBe(red);
        await expect(tokenValue(canvasElement, `panel-${theme}-risered`, '--shell-rise')).toBe(red);
        await expect(tokenValue(canvasElement, `panel-${theme}-risered`, '--shell-fall')).toBe(green);
      }
    });
  },
};

export const DarkDocument: Story = {
  name: 'Dark document (toolbar theme)',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    // The decorator put the session's theme on <html>; the page itself is dark.
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    const darkBg = tokenValue(canvasElement, 'panel-dark-risegreen', '--shell-bg');
    await expect(getComputedStyle(document.body).backgroundColor).toBe(toRgb(darkBg));
    // Nested light panels still resolve their own tokens inside the dark document.
    await expect(tokenValue(canvasElement, 'panel-light-risegreen', '--shell-bg')).not.toBe(darkBg);
  },
};
