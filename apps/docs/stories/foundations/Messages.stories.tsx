import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { shellMessages } from '@shell/site-config/messages';
import { MessagesTable } from '../support/MessagesTable';

const meta = {
  title: 'Foundations/Messages',
  component: MessagesTable,
  parameters: {
    docs: {
      description: {
        component:
          'The shared messages, loaded per locale by the global decorator (`createMessageLoader` over `loadSiteConfigMessages`) and formatted by `ShellProvider` in the toolbar\'s language.',
      },
    },
  },
} satisfies Meta<typeof MessagesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

function formatted(canvasElement: HTMLElement, id: string): string {
  const row = canvasElement.querySelector(`tr[data-message="${id}"]`);
  return row?.querySelectorAll('td')[1]?.textContent ?? '';
}

const OK_TEXT = 'Every message has a translation and formats without errors.';

export const English: Story = {
  name: 'English (source) with the plural sample',
  globals: { language: 'en' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: /messages of @shell\/site-config, en/ })).toBeVisible();
    await expect(formatted(canvasElement, shellMessages.settingsTitle.id)).toBe('Settings');
    await expect(formatted(canvasElement, shellMessages.unreadCount.id)).toBe('3 unread messages');

    await step('the plural follows the count', async () => {
      const input = canvas.getByLabelText('Unread messages (plural sample)');
      await userEvent.clear(input);
      await userEvent.type(input, '1');
      await expect(formatted(canvasElement, shellMessages.unreadCount.id)).toBe('1 unread message');
      await userEvent.clear(input);
      await expect(formatted(canvasElement, shellMessages.unreadCount.id)).toBe('No unread messages');
    });
    await expect(canvas.getByText(OK_TEXT)).toBeVisible();
  },
};

/** A translated locale: every message differs from nothing-loaded, and nothing was logged. */
async function expectTranslated(canvasElement: HTMLElement, lang: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('table', { name: new RegExp(`messages of @shell/site-config, ${lang}$`) })).toBeVisible();
  await expect(document.documentElement).toHaveAttribute('lang', lang);
  await expect(formatted(canvasElement, shellMessages.settingsTitle.id)).not.toBe(shellMessages.settingsTitle.defaultMessage);
  await expect(formatted(canvasElement, shellMessages.unreadCount.id)).toMatch(/[3٣]/);
  await expect(canvas.getByText(OK_TEXT)).toBeVisible();
}

export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => expectTranslated(canvasElement, 'de'),
};

export const ArabicDark: Story = {
  name: 'Arabic, dark theme (right-to-left)',
  globals: { language: 'ar', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectTranslated(canvasElement, 'ar');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

export const TraditionalChinese: Story = {
  name: 'Traditional Chinese',
  globals: { language: 'zh-tw' },
  play: async ({ canvasElement }) => {
    await expectTranslated(canvasElement, 'zh-tw');
    await expect(document.documentElement).toHaveAttribute('data-rise', 'risered');
  },
};
