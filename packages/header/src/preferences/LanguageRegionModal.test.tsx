import { screen, waitFor, within } from '@testing-library/react';
import { shellMessages } from '@shell/site-config/messages';
import { LanguageRegionModal } from './LanguageRegionModal';
import { recordCookieWrites, renderPrefs, restoreCookies } from './testing.test-helper';

afterEach(restoreCookies);

const noop = () => {};

/** The mock server's `lang_list` names, in its order: the nine catalogs, then seven without one. */
const SERVER_LANGUAGES = ['English', '简体中文', '繁體中文', 'Türkçe', '日本語', 'العربية', 'Deutsch', 'Français', 'Español', '한국어', 'Русский', 'Tiếng Việt', 'Português', 'Bahasa Indonesia', 'ภาษาไทย', 'Italiano'];

describe('LanguageRegionModal — tabs', () => {
  it('has the language & region and exchange rate tabs, switchable by click and arrow keys', async () => {
    const { user } = renderPrefs(<LanguageRegionModal open onClose={noop} />);
    const dialog = await screen.findByRole('dialog', { name: 'Language and currency' });
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Language & region', 'Exchange rate']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await within(dialog).findByRole('link', { name: 'Deutsch' })).toBeInTheDocument();

    await user.click(tabs[1] as HTMLElement);
    expect(within(dialog).getByRole('tab', { name: 'Exchange rate' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(dialog).findByRole('searchbox', { name: 'Search currency' })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('tab', { name: 'Language & region' })).toHaveFocus();
    expect(within(dialog).getByRole('tab', { name: 'Language & region' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(within(dialog).getByRole('tab', { name: 'Exchange rate' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens on the tab asked for', async () => {
    renderPrefs(<LanguageRegionModal open onClose={noop} initialTab="rate" />);
    expect(await screen.findByRole('tab', { name: 'Exchange rate' })).toHaveAttribute('aria-selected', 'true');
  });

  it('the close button and Escape close it', async () => {
    const onClose = vi.fn();
    const { user } = renderPrefs(<LanguageRegionModal open onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('the US shows neither tab (language switch and exchange rate hidden), so nothing', async () => {
    renderPrefs(<LanguageRegionModal open onClose={noop} />, { site: 'us' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('testnet has no exchange rate: only the language tab', async () => {
    renderPrefs(<LanguageRegionModal open onClose={noop} initialTab="rate" />, { site: 'testnet' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Language & region']);
  });
});

describe('LanguageRegionModal — languages', () => {
  it('links every language of lang_list to /{lang} + the current path (none for en), the current one marked', async () => {
    renderPrefs(<LanguageRegionModal open onClose={noop} />, { lang: 'zh', pathname: '/zh/trade/BTC_USDT', search: 'tab=spot' });
    const list = await screen.findByRole('list', { name: 'Language & region' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(SERVER_LANGUAGES.length));
    expect(within(list).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/trade/BTC_USDT?tab=spot');
    expect(within(list).getByRole('link', { name: '日本語' })).toHaveAttribute('href', '/ja/trade/BTC_USDT?tab=spot');
    expect(within(list).getByRole('link', { name: '简体中文' })).toHaveAttribute('aria-current', 'true');
  });

  // Issue 22 item 14: "the chooser lists every language the server's lang_list returns (ru, ko, vi,
  // pt, …); those without a shell catalog render the shell in English with … the right URL prefix"
  // (spec §2 "Language links use /{lang} plus the current path").
  it('offers the lang_list languages without a shell catalog too; on a Russian page the shell is English and every link keeps the path', async () => {
    const writes = recordCookieWrites();
    const { user, store, onAnalytics } = renderPrefs(<LanguageRegionModal open onClose={noop} />, { lang: 'ru', pathname: '/ru/trade/BTC_USDT' });
    const dialog = await screen.findByRole('dialog', { name: 'Language and currency' });
    const list = within(dialog).getByRole('list', { name: 'Language & region' });
    await waitFor(() => expect(within(list).getAllByRole('link').map((a) => a.textContent)).toEqual(SERVER_LANGUAGES));
    expect(within(list).getByRole('link', { name: 'Русский' })).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/ru/trade/BTC_USDT');
    expect(within(list).getByRole('link', { name: '한국어' })).toHaveAttribute('href', '/ko/trade/BTC_USDT');
    expect(within(list).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/trade/BTC_USDT');
    const vi = within(list).getByRole('link', { name: 'Tiếng Việt' });
    expect(vi).toHaveAttribute('lang', 'vi');
    vi.addEventListener('click', (event) => event.preventDefault());
    await user.click(vi);
    expect(store.getState().shellSession.lang).toBe('vi');
    expect(writes).toContain('lang=vi; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(onAnalytics).toHaveBeenCalledWith({ entry: 'prefs.language', target: '/vi/trade/BTC_USDT', site: 'main' });
  });

  it('German, French and Spanish carry the restricted-location notice with the exact wording of §8', async () => {
    renderPrefs(<LanguageRegionModal open onClose={noop} />);
    const list = await screen.findByRole('list', { name: 'Language & region' });
    for (const [name, notice] of [
      ['Deutsch', shellMessages.restrictedGerman],
      ['Français', shellMessages.restrictedFrench],
      ['Español', shellMessages.restrictedSpanish],
    ] as const) {
      const link = await within(list).findByRole('link', { name });
      expect(link).toHaveAccessibleDescription(notice.defaultMessage);
    }
    expect(within(list).getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-describedby');
    expect(within(list).getAllByRole('tooltip', { hidden: true })).toHaveLength(3);
  });

  it('choosing a language switches the session (Chinese: red-up without a rise cookie), reports analytics, and closes only after the link was followed', async () => {
    const writes = recordCookieWrites();
    const onClose = vi.fn();
    const { user, store, onAnalytics } = renderPrefs(<LanguageRegionModal open onClose={onClose} />, { pathname: '/price' });
    const link = await screen.findByRole('link', { name: '繁體中文' });
    // Runs after React's handlers, right before the browser's default action (following the link).
    let connectedAtDefaultAction = false;
    const atDefault = (event: MouseEvent) => {
      connectedAtDefaultAction = link.isConnected;
      event.preventDefault();
    };
    window.addEventListener('click', atDefault);
    try {
      await user.click(link);
    } finally {
      window.removeEventListener('click', atDefault);
    }
    expect(connectedAtDefaultAction).toBe(true);
    expect(store.getState().shellSession).toMatchObject({ lang: 'zh-tw', riseColor: 'risered' });
    expect(writes).toContain('lang=zh-tw; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(onAnalytics).toHaveBeenCalledWith({ entry: 'prefs.language', target: '/zh-tw/price', site: 'main' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('falls back to the site’s languages when common data fails', async () => {
    const { logger } = renderPrefs(<LanguageRegionModal open onClose={noop} />, { site: 'jp', faults: [{ call: 'commonData', kind: 'http-500' }] });
    const list = await screen.findByRole('list', { name: 'Language & region' });
    await waitFor(() => expect(logger.entries.some((e) => e.event === 'api.fallback' && e.source === 'getCommonData')).toBe(true));
    expect(within(list).getAllByRole('link').map((l) => l.textContent)).toEqual(['日本語', 'English']);
  });
});

describe('the Turkish rule', () => {
  it('on a non-Turkey site, Turkish opens the site choice instead of navigating', async () => {
    const { user, store } = renderPrefs(<LanguageRegionModal open onClose={noop} />, { pathname: '/price' });
    await user.click(await screen.findByRole('link', { name: 'Türkçe' }));
    const choice = await screen.findByRole('dialog', { name: 'Choose your site' });
    expect(store.getState().shellSession.lang).toBe('en');
    expect(within(choice).getByRole('link', { name: 'Go to Gate Türkiye' })).toHaveAttribute('href', 'https://tr.gate.example/');
    const stay = within(choice).getByRole('link', { name: 'Use the global site in Turkish' });
    expect(stay).toHaveAttribute('href', '/tr/price');
    stay.addEventListener('click', (event) => event.preventDefault());
    await user.click(stay);
    expect(store.getState().shellSession.lang).toBe('tr');
  });

  it('Escape closes only the site choice and keeps the language', async () => {
    const { user, store } = renderPrefs(<LanguageRegionModal open onClose={noop} />);
    await user.click(await screen.findByRole('link', { name: 'Türkçe' }));
    await screen.findByRole('dialog', { name: 'Choose your site' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose your site' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Language and currency' })).toBeInTheDocument();
    expect(store.getState().shellSession.lang).toBe('en');
  });

  it('on the Turkey site, Turkish is an ordinary link', async () => {
    const { user } = renderPrefs(<LanguageRegionModal open onClose={noop} />, { site: 'tr', pathname: '/price' });
    const link = await screen.findByRole('link', { name: 'Türkçe' });
    expect(link).toHaveAttribute('href', '/tr/price');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(screen.queryByRole('dialog', { name: 'Choose your site' })).toBeNull();
  });
});

describe('LanguageRegionModal — exchange rate', () => {
  it('searches the fiat list by code substring, shows rates, and picking a fiat opens the currency rate', async () => {
    const writes = recordCookieWrites();
    const onClose = vi.fn();
    const { user, store } = renderPrefs(<LanguageRegionModal open onClose={onClose} initialTab="rate" />);
    const search = await screen.findByRole('searchbox', { name: 'Search currency' });
    const list = await screen.findByRole('list', { name: 'Exchange rate' });
    await waitFor(() => expect(within(list).getAllByRole('button').length).toBeGreaterThan(20));

    await user.type(search, 'ud');
    expect(within(list).getAllByRole('button').map((b) => b.querySelector('.shell-prefs-fiat__code')?.firstChild?.textContent)).toEqual(['AUD']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No data');
    await user.clear(search);
    await user.type(search, 'eur');

    const eur = within(screen.getByRole('list', { name: 'Exchange rate' })).getByRole('button', { name: /EUR/ });
    await waitFor(() => expect(eur).toHaveTextContent(/1 USDT ≈ 0\.9\d+ EUR/));
    await user.click(eur);
    expect(store.getState().shellSession).toMatchObject({ fiat: 'EUR', currencyRateOpen: true });
    expect(writes).toContain('curr_fiat=EUR; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(onClose).toHaveBeenCalled();
  });

  it('"Do not switch to fiat": on sets USD, off clears the fiat', async () => {
    const writes = recordCookieWrites();
    const { user, store } = renderPrefs(<LanguageRegionModal open onClose={noop} initialTab="rate" />);
    const toggle = await screen.findByRole('switch', { name: 'Do not switch to fiat' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(store.getState().shellSession.fiat).toBe('USD');
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(store.getState().shellSession.fiat).toBeNull();
    expect(writes.at(-1)).toBe('curr_fiat=; Max-Age=0; Path=/; SameSite=Lax');
  });
});
