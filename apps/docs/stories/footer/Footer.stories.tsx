import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShellHostProvider } from '@shell/ui';
import { Footer } from '@shell/footer';
import type { SiteKey } from '@shell/site-config';

/**
 * The footer of the toolbar's site. `pathname` is the page the footer believes it is on (the
 * cookie notice shows on the home page only); the CDN check is off in the docs.
 */
function FooterOnPage({ pathname = '/trade/BTC_USDT', euVisitor }: { pathname?: string; euVisitor?: boolean }) {
  return (
    <ShellHostProvider pathname={pathname}>
      <Footer cdnCheckUrl={null} euVisitor={euVisitor} />
    </ShellHostProvider>
  );
}

const meta = {
  title: 'Footer/Footer',
  component: FooterOnPage,
  parameters: {
    pinned: "its play function checks this site's columns, legal lines and notices; the other stories follow the toolbar's site.",
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Regional link columns, social icons, language chooser, app QR (main only), legal lines and disclaimers of `@shell/footer`. Below 768 px the columns become an accordion and a fiat chooser appears. Every item is decided by the policy of `@shell/site-config`.',
      },
    },
  },
} satisfies Meta<typeof FooterOnPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = '(max-width: 767.9px)';

/** Waits until the legal block (always rendered) and the policy-driven parts have settled. */
async function footerReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // Language-neutral: the legal block is there in every locale (the Arabic story included).
  await waitFor(() => expect(canvasElement.querySelector('[data-legal="copyright"]')).not.toBeNull());
  return canvas;
}

function regionStory(site: SiteKey, statement: RegExp, spot: string): Story {
  return {
    globals: { site },
    play: async ({ canvasElement }) => {
      const canvas = await footerReady(canvasElement);
      // The entity's name is its own <bdi>: match the statement's whole text, not one text node.
      const legal = () => [...canvasElement.querySelectorAll<HTMLElement>('[data-legal="statement"], [data-legal="disclaimer"]')];
      await waitFor(() => expect(legal().find((p) => statement.test(p.textContent ?? ''))).toBeVisible());
      const nav = canvas.getByRole('navigation', { name: 'Footer links' });
      await expect(nav.querySelector(`a[href="${spot}"]`)).not.toBeNull();
      await expect(canvasElement.querySelector('[data-legal="copyright"]')?.textContent).toMatch(/^Copyright © \d{4}–\d{4} /);
    },
  };
}

export const Global = regionStory('main', /operated by Gate Global Ltd\./, '/trade/BTC_USDT');
export const Turkey = regionStory('tr', /Capital Markets Board of Türkiye/, '/myaccount/deposit_fiat');
export const EuropeanUnion = regionStory('eu', /MiCA/, '/trade/BTC_USDC');
export const HongKong = regionStory('hk', /Cap\. 615/, '/trade/BTC_USDT');
export const UnitedStates: Story = {
  globals: { site: 'us' },
  play: async ({ canvasElement }) => {
    const canvas = await footerReady(canvasElement);
    const disclaimer = await waitFor(() => {
      const node = canvasElement.querySelector<HTMLElement>('[data-legal="disclaimer"]');
      if (!node) throw new Error('no disclaimer yet');
      return node;
    });
    await expect(disclaimer).toHaveTextContent(/not investment, financial, legal or tax advice/);
    await expect(within(disclaimer).getByRole('link', { name: 'Legal Disclosures' })).toHaveAttribute('href', '/legal/disclosures');
    await expect(canvas.queryByText(/^Language: /)).toBeNull();
  },
};
export const UnitedKingdom = regionStory('uk', /Financial Conduct Authority/, '/trade/BTC_USDT');
export const Bahamas = regionStory('bs', /DARE 2024/, '/futures_center');
export const Singapore = regionStory('sg', /Payment Services Act 2019/, '/trade/BTC_USDT');
export const Japan = regionStory('jp', /Kanto Local Finance Bureau/, '/trade/BTC_JPY');
export const UnitedArabEmirates = regionStory('ae', /VARA/, '/trade/BTC_AED');
export const Australia = regionStory('au', /AUSTRAC/, '/trade/BTC_USDT');
export const Testnet = regionStory('testnet', /simulated funds/, '/trade/BTC_USDT');

export const RightToLeft: Story = {
  name: 'UAE in Arabic (right-to-left)',
  globals: { site: 'ae', language: 'ar' },
  play: async ({ canvasElement }) => {
    await footerReady(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** The accordion: collapsed columns that open on their heading below 768 px; open columns above. */
export const Accordion: Story = {
  name: 'Columns (accordion on mobile)',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const canvas = await footerReady(canvasElement);
    const about = canvasElement.querySelector<HTMLDetailsElement>('details[data-column="about"]');
    await expect(about).not.toBeNull();
    if (window.matchMedia(MOBILE).matches) {
      await step('collapsed until its heading is used', async () => {
        await expect(about!.open).toBe(false);
        await userEvent.click(within(about!).getByText('About'));
        await expect(about!.open).toBe(true);
        await expect(within(about!).getByRole('link', { name: 'Careers' })).toBeVisible();
      });
      await step('the mobile footer offers a fiat chooser', async () => {
        await expect(canvas.getByRole('combobox', { name: 'Currency' })).toBeVisible();
      });
    } else {
      await step('every column is open on a wide screen', async () => {
        await waitFor(() => expect(about!.open).toBe(true));
        await expect(canvas.getByRole('link', { name: 'Careers' })).toBeVisible();
      });
    }
  },
};

/** The EU cookie notice on the home page: closing stores the time and removes it. */
export const CookieNoticeOnHomePage: Story = {
  name: 'EU cookie notice',
  globals: { site: 'eu' },
  args: { pathname: '/' },
  play: async ({ canvasElement }) => {
    const canvas = await footerReady(canvasElement);
    const notice = await canvas.findByRole('region', { name: 'Cookies on this site' });
    await expect(within(notice).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/legal/cookie-policy');
    await userEvent.click(within(notice).getByRole('button', { name: 'Accept all' }));
    await expect(canvas.queryByRole('region', { name: 'Cookies on this site' })).toBeNull();
    await expect(document.cookie).toMatch(/cookie_notice_accepted_at=\d+/);
  },
};

/** No notice off the home page, even on the EU site. */
export const CookieNoticeElsewhere: Story = {
  name: 'EU, not the home page (no notice)',
  globals: { site: 'eu' },
  args: { pathname: '/trade/BTC_USDC' },
  play: async ({ canvasElement }) => {
    const canvas = await footerReady(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Cookies on this site' })).toBeNull();
  },
};
