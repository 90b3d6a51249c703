import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShellHostProvider } from '@shell/ui';
import { LanguageRegionModal } from '@shell/header/preferences';
import type { LanguageRegionTab } from '@shell/header/preferences';
import { shellMessages } from '@shell/site-config/messages';

/** The modal as the header opens it, on a fixed page so the language links are predictable. */
function LanguageRegionDemo({ initialTab = 'language' }: { initialTab?: LanguageRegionTab }) {
  const [open, setOpen] = useState(true);
  return (
    <ShellHostProvider pathname="/trade/BTC_USDT" search="" navigate={() => {}}>
      <button type="button" onClick={() => setOpen(true)}>
        Open language & currency
      </button>
      <LanguageRegionModal open={open} onClose={() => setOpen(false)} initialTab={initialTab} />
    </ShellHostProvider>
  );
}

const meta = {
  title: 'Preferences/Language & region modal',
  component: LanguageRegionDemo,
  parameters: {
    pinned: "its play function checks this site's languages, regions and currencies; the other stories follow the toolbar's site.",
    docs: {
      description: {
        component:
          'Two tabs (WAI-ARIA tabs): the languages of `lang_list` the site serves, each linking `/{lang}` + the current path, with restricted-location notices on German, French and Spanish; and the fiat list with a code search and "Do not switch to fiat". Turkish outside Turkey asks first. The US hides both tabs.',
      },
    },
  },
  // The panel is a lazy chunk in the package; load it before the story renders.
  loaders: [() => LanguageRegionModal.preload()],
} satisfies Meta<typeof LanguageRegionDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Languages: Story = {
  play: async ({ step }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Language and currency' }));
    const list = await dialog.findByRole('list', { name: 'Language & region' });
    // The main site offers every language of the server's lang_list: the 9 with a shell catalog and
    // those without one (ru, ko, vi, …), whose pages show the shell in English.
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(16));
    await expect(within(list).getByRole('link', { name: '日本語' })).toHaveAttribute('href', '/ja/trade/BTC_USDT');
    await expect(within(list).getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/ru/trade/BTC_USDT');
    await expect(within(list).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(within(list).getByRole('link', { name: 'Deutsch' })).toHaveAccessibleDescription(shellMessages.restrictedGerman.defaultMessage);

    await step('arrow keys move between the tabs', async () => {
      dialog.getByRole('tab', { name: 'Language & region' }).focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(dialog.getByRole('tab', { name: 'Exchange rate' })).toHaveAttribute('aria-selected', 'true');
      await expect(dialog.getByRole('tab', { name: 'Exchange rate' })).toHaveFocus();
    });
  },
};

export const ExchangeRate: Story = {
  args: { initialTab: 'rate' },
  play: async ({ step }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Language and currency' }));
    const search = await dialog.findByRole('searchbox', { name: 'Search currency' });
    await step('the search keeps fiat codes containing the text', async () => {
      await userEvent.type(search, 'ud');
      const list = await dialog.findByRole('list', { name: 'Exchange rate' });
      await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
      await expect(within(list).getByRole('button')).toHaveTextContent(/^AUD/);
      await userEvent.clear(search);
    });
    await step('"Do not switch to fiat" toggles', async () => {
      const toggle = dialog.getByRole('switch', { name: 'Do not switch to fiat' });
      await userEvent.click(toggle);
      await expect(toggle).toBeChecked();
      await userEvent.click(toggle);
      await expect(toggle).not.toBeChecked();
    });
    await step('picking a fiat closes the dialog', async () => {
      await userEvent.type(search, 'eur');
      await userEvent.click(await dialog.findByRole('button', { name: /^EUR/ }));
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    });
  },
};

export const TurkishSiteChoice: Story = {
  name: 'Turkish on the global site',
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Language and currency' }));
    await userEvent.click(await dialog.findByRole('link', { name: 'Türkçe' }));
    const choice = within(await body().findByRole('dialog', { name: 'Choose your site' }));
    await expect(choice.getByRole('link', { name: 'Go to Gate Türkiye' })).toHaveAttribute('href', 'https://tr.gate.example/');
    await expect(choice.getByRole('link', { name: 'Use the global site in Turkish' })).toHaveAttribute('href', '/tr/trade/BTC_USDT');
  },
};

export const Japan: Story = {
  globals: { site: 'jp' },
  play: async () => {
    const list = within(await body().findByRole('list', { name: 'Language & region' }));
    await waitFor(() => expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual(['日本語', 'English']));
  },
};

export const UnitedStates: Story = {
  name: 'United States (no language switch, no exchange rate)',
  globals: { site: 'us' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Open language & currency' });
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

export const ArabicRightToLeft: Story = {
  name: 'UAE in Arabic (right-to-left)',
  globals: { site: 'ae', language: 'ar' },
  play: async () => {
    await body().findByRole('dialog');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const list = within(await body().findByRole('list'));
    await waitFor(() => expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual(['English', 'العربية']));
  },
};
