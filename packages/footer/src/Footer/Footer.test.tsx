import { screen, waitFor, within } from '@testing-library/react';
import { SITE_KEYS } from '@shell/site-config';
import type { SiteKey } from '@shell/site-config';
import type { ShellMessages } from '@shell/api-client/core';
import { FOOTER_LEGAL } from '../content/legal';
import { commonDataWith, mobileViewport, renderInShell, shellMessagesFor } from '../testing/helpers.test-helper';
import { Footer } from './Footer';

let en: ShellMessages;
beforeAll(async () => {
  en = await shellMessagesFor('en');
}, 60_000);

const NOW = new Date('2031-06-15T12:00:00Z');

async function renderFooter(site: SiteKey, options: Parameters<typeof renderInShell>[1] = {}) {
  const result = renderInShell(<Footer cdnCheckUrl={null} />, { site, messages: en, ...options });
  await waitFor(() => expect(result.settled()).toBe(true));
  return result;
}

const columnIds = (container: HTMLElement) => [...container.querySelectorAll('[data-column]')].map((el) => el.getAttribute('data-column'));
const hrefs = (container: HTMLElement) => [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));

/** What each site's footer shows (columns after the mock compliance answer, socials, QR, language chooser, spot link). */
const TABLE: Record<SiteKey, { columns: string[]; social: boolean; qr: boolean; language: boolean; spot: string; statement: RegExp }> = {
  main: { columns: ['about', 'products', 'services', 'learn', 'contact', 'partner'], social: true, qr: true, language: true, spot: '/trade/BTC_USDT', statement: /operated by Gate Global Ltd\./ },
  tr: { columns: ['about', 'products', 'services', 'learn', 'contact'], social: true, qr: false, language: true, spot: '/trade/BTC_USDT', statement: /Capital Markets Board of Türkiye \(SPK\)/ },
  eu: { columns: ['about', 'products', 'services', 'learn', 'contact'], social: true, qr: false, language: true, spot: '/trade/BTC_USDC', statement: /MiCA/ },
  hk: { columns: ['about', 'products', 'services', 'learn', 'contact'], social: true, qr: false, language: true, spot: '/trade/BTC_USDT', statement: /Cap\. 615/ },
  us: { columns: ['about', 'products', 'services', 'learn', 'contact', 'partner'], social: true, qr: false, language: false, spot: '/trade/BTC_USDT', statement: /FinCEN/ },
  uk: { columns: ['about', 'products', 'services', 'learn', 'contact'], social: false, qr: false, language: true, spot: '/trade/BTC_USDT', statement: /Financial Conduct Authority/ },
  bs: { columns: ['about', 'products', 'services', 'learn', 'contact'], social: false, qr: false, language: true, spot: '/trade/BTC_USDT', statement: /DARE 2024/ },
  sg: { columns: ['about', 'products', 'services', 'learn', 'contact'], social: false, qr: false, language: true, spot: '/trade/BTC_USDT', statement: /Payment Services Act 2019/ },
  jp: { columns: ['about', 'products', 'services', 'learn', 'contact'], social: false, qr: false, language: true, spot: '/trade/BTC_JPY', statement: /Kanto Local Finance Bureau/ },
  ae: { columns: ['about', 'products', 'services', 'learn', 'contact'], social: false, qr: false, language: true, spot: '/trade/BTC_AED', statement: /VARA/ },
  au: { columns: ['about', 'products', 'services', 'learn', 'contact'], social: false, qr: false, language: true, spot: '/trade/BTC_USDT', statement: /AUSTRAC/ },
  testnet: { columns: ['about', 'products', 'services', 'learn', 'contact', 'partner'], social: true, qr: false, language: true, spot: '/trade/BTC_USDT', statement: /simulated funds/ },
};

describe.each(SITE_KEYS.map((site) => [site]))('Footer on %s', (site) => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows its columns, links, socials, QR, language chooser and legal lines', async () => {
    const row = TABLE[site];
    const { container } = await renderFooter(site);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveAttribute('data-site', site);
    expect(columnIds(container)).toEqual(row.columns);
    expect(hrefs(container)).toContain(row.spot);
    expect(screen.queryByRole('list', { name: 'Follow us' }) !== null).toBe(row.social);
    expect(screen.queryByRole('img', { name: /QR code/ }) !== null).toBe(row.qr);
    expect(screen.queryByText(/^Language: /) !== null).toBe(row.language);

    const legal = screen.getByRole('region', { name: 'Legal information' });
    const entity = FOOTER_LEGAL[site].entity.replace(/\.+$/, '');
    expect(legal.querySelector('[data-legal="statement"]')?.textContent).toMatch(row.statement);
    expect(legal.textContent).not.toMatch(/\.\./);
    const start = { main: 2013, tr: 2022, testnet: 2013, eu: 2023, hk: 2023, bs: 2023 }[site as string] ?? 2024;
    expect(container.querySelector('[data-legal="copyright"]')).toHaveTextContent(`Copyright © ${start}–2031 ${entity}. All rights reserved.`);
    expect(container.querySelectorAll('[data-legal="disclaimer"]')).toHaveLength(site === 'us' ? 1 : 0);
  });
});

describe('Footer details', () => {
  it('the US disclaimer says content is not investment advice and links to the legal disclosures', async () => {
    const { container } = await renderFooter('us');
    const disclaimer = container.querySelector<HTMLElement>('[data-legal="disclaimer"]');
    expect(disclaimer).toHaveTextContent(/not investment, financial, legal or tax advice/);
    expect(within(disclaimer!).getByRole('link', { name: 'Legal Disclosures' })).toHaveAttribute('href', '/legal/disclosures');
  });

  it('links risk disclaimers to the risk page of the site, with the language prefix', async () => {
    const messages = await shellMessagesFor('de');
    const { container } = renderInShell(<Footer cdnCheckUrl={null} />, { site: 'eu', lang: 'de', messages });
    const risk = container.querySelector<HTMLElement>('[data-legal="risk"]');
    expect(within(risk!).getByRole('link', { name: 'Risikohinweis' })).toHaveAttribute('href', '/de/legal/risk-disclosure');
    expect(risk).toHaveTextContent(/Richtlinie 97\/9\/EG/);
  });

  it('the UK risk warning is the FCA wording', async () => {
    const { container } = await renderFooter('uk');
    expect(container.querySelector('[data-legal="risk"]')).toHaveTextContent(
      "Don't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you should not expect to be protected if something goes wrong. Take 2 mins to learn more.",
    );
  });

  it('hides the link columns for Italy-limited users', async () => {
    commonDataWith({ isItalyLimit: 1 });
    const { container } = await renderFooter('main');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Footer links' })).toBeNull());
    expect(columnIds(container)).toEqual([]);
    expect(screen.getByRole('region', { name: 'Legal information' })).toBeInTheDocument();
  });

  it('hides the social icons for UK-limited users', async () => {
    commonDataWith({ isUKLimit: 1 });
    await renderFooter('main');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Follow us' })).toBeNull());
    expect(screen.getByRole('navigation', { name: 'Footer links' })).toBeInTheDocument();
  });

  it('hides items the compliance answer lists (uk: derivatives, margin)', async () => {
    const { container } = await renderFooter('uk');
    expect(hrefs(container)).not.toContain('/futures_center');
  });

  it('social links open the official accounts in a new tab, named for screen readers', async () => {
    await renderFooter('main');
    const x = screen.getByRole('link', { name: 'Gate on X (opens in a new tab)' });
    expect(x).toHaveAttribute('href', 'https://x.com/gate_global');
    expect(x).toHaveAttribute('target', '_blank');
    expect(x).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('the QR code encodes the app download page and links to it', async () => {
    await renderFooter('main');
    expect(screen.getByRole('img', { name: /QR code/ })).toHaveAttribute('data-qr-value', 'https://www.gate.example/appdownload?ch=web_footer');
    expect(screen.getByRole('link', { name: 'More download options' })).toHaveAttribute('href', '/appdownload?ch=web_footer');
  });

  it('language links keep the current path and query; Turkish is left to the header on main', async () => {
    await renderFooter('main', { host: { pathname: '/zh/trade/BTC_USDT', search: 'tab=1' }, lang: 'zh' });
    const list = screen.getByRole('list', { name: 'Choose a language' });
    expect(within(list).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/trade/BTC_USDT?tab=1');
    expect(within(list).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/trade/BTC_USDT?tab=1');
    expect(within(list).getByRole('link', { name: '简体中文' })).toHaveAttribute('aria-current', 'true');
    expect(within(list).queryByRole('link', { name: 'Türkçe' })).toBeNull();
  });

  // Issue 22 item 14: "the chooser lists every language the server's lang_list returns (ru, ko, vi,
  // pt, …); those without a shell catalog render the shell in English with … the right URL prefix".
  it('on a Russian page (no shell catalog) the footer is English, names Русский, and offers every lang_list language with /{lang} links', async () => {
    const { container } = await renderFooter('main', { host: { pathname: '/ru/trade/BTC_USDT' }, lang: 'ru', messages: await shellMessagesFor('ru') });
    expect(screen.getByText('Language: Русский')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Choose a language' });
    expect(within(list).getByRole('link', { name: 'Русский' })).toHaveAttribute('aria-current', 'true');
    for (const [name, href] of [['한국어', '/ko/trade/BTC_USDT'], ['Tiếng Việt', '/vi/trade/BTC_USDT'], ['Português', '/pt/trade/BTC_USDT'], ['English', '/trade/BTC_USDT']] as const) {
      expect(within(list).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // The footer's own links keep the page's prefix, and its texts are the English catalog's.
    expect(screen.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/ru/page/careers');
    const outsideChooser = [...container.querySelectorAll('a')].filter((a) => !list.contains(a)).map((a) => a.getAttribute('href') ?? '');
    expect(outsideChooser.filter((href) => href.startsWith('/') && !href.startsWith('/ru/'))).toEqual([]);
  });

  it('the Turkish site offers Turkish and English, in common data\'s lang_list order (as the header does)', async () => {
    await renderFooter('tr', { host: { pathname: '/' } });
    const list = screen.getByRole('list', { name: 'Choose a language' });
    expect(within(list).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/tr']);
  });

  it('picking a fiat applies it to the session (currency rate on)', async () => {
    const { store, user } = await renderFooter('main');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(store.getState().shellSession).toMatchObject({ fiat: 'EUR', currencyRateOpen: true });
  });

  it('reports clicks on links with their entry name', async () => {
    const onAnalytics = vi.fn();
    const { user } = await renderFooter('main', { host: { onAnalytics, pathname: '/x' } });
    const link = screen.getByRole('link', { name: 'Careers' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onAnalytics).toHaveBeenCalledWith({ entry: 'footer.about.careers', target: '/page/careers', site: 'main' });
  });
});

describe('Footer accordion', () => {
  it('on desktop every column is open once hydrated', async () => {
    const { container } = await renderFooter('main');
    const details = [...container.querySelectorAll<HTMLDetailsElement>('details[data-column]')];
    expect(details).toHaveLength(6);
    expect(details.every((d) => d.open)).toBe(true);
  });

  it('below 768 px the columns are a collapsed accordion that opens on its heading', async () => {
    const restore = mobileViewport();
    try {
      const { container, user } = await renderFooter('main');
      const about = container.querySelector<HTMLDetailsElement>('details[data-column="about"]')!;
      expect(about.open).toBe(false);
      await user.click(within(about).getByText('About'));
      expect(about.open).toBe(true);
      expect(container.querySelector<HTMLDetailsElement>('details[data-column="products"]')!.open).toBe(false);
    } finally {
      restore();
    }
  });
});
