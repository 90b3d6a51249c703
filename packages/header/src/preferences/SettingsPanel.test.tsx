import { screen, waitFor, within } from '@testing-library/react';
import type { SiteKey } from '@shell/site-config';
import { SettingsPanel } from './SettingsPanel';
import { recordCookieWrites, renderPrefs, restoreCookies } from './testing.test-helper';

afterEach(restoreCookies);

const optionsOf = (name: string) =>
  within(screen.getByRole('group', { name }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

describe('SettingsPanel (popover) per site', () => {
  it.each<[SiteKey, string[], string[], boolean]>([
    ['main', ['Green up / Red down', 'Red up / Green down'], ['Last 24 hours', 'Since 00:00 (UTC+0)', 'Since 00:00 (UTC+8)'], true],
    ['us', ['Green up / Red down'], ['Last 24 hours'], false],
    ['jp', ['Green up / Red down', 'Red up / Green down'], ['Last 24 hours', 'Since 00:00 (UTC+0)'], true],
    ['ae', ['Green up / Red down', 'Red up / Green down'], ['Last 24 hours', 'Since 00:00 (UTC+0)'], true],
    ['tr', ['Green up / Red down', 'Red up / Green down'], ['Last 24 hours', 'Since 00:00 (UTC+0)', 'Since 00:00 (UTC+8)'], true],
  ])('%s: rise colours %j, reference times %j, float rate %s', (site, rise, times, floatRate) => {
    renderPrefs(<SettingsPanel variant="popover" />, { site });
    expect(optionsOf('Color preference')).toEqual(rise);
    expect(optionsOf('Price change period')).toEqual(times);
    expect(optionsOf('Theme')).toEqual(['System', 'Light', 'Dark']);
    expect(screen.queryByRole('switch', { name: 'Floating exchange rate' }) !== null).toBe(floatRate);
  });

  it('the US has green-up and 24h checked, with nothing else to choose', () => {
    renderPrefs(<SettingsPanel variant="popover" />, { site: 'us', lang: 'en' });
    expect(screen.getByRole('radio', { name: 'Green up / Red down' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Last 24 hours' })).toBeChecked();
  });

  it('choosing options updates the session and writes their cookies', async () => {
    const writes = recordCookieWrites();
    const { user, store } = renderPrefs(<SettingsPanel variant="popover" />);
    await user.click(screen.getByRole('radio', { name: 'Red up / Green down' }));
    await user.click(screen.getByRole('radio', { name: 'Since 00:00 (UTC+8)' }));
    await user.click(screen.getByRole('switch', { name: 'Floating exchange rate' }));
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(store.getState().shellSession).toMatchObject({ riseColor: 'risered', referenceTime: 'utc8', floatRate: true, theme: 'dark' });
    expect(writes.map((w) => w.split(';')[0])).toEqual(['rise_color=risered', 'reference_time=utc8', 'float_rate=1', 'theme_mode=2', 'skin_changed=1']);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('"System" follows the device until the user picks a theme', async () => {
    recordCookieWrites();
    const { user, store } = renderPrefs(<SettingsPanel variant="popover" />);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    // The test matchMedia says "not dark".
    expect(store.getState().shellSession.theme).toBe('light');
  });
});

describe('SettingsPanel (mobile modal)', () => {
  it('lists the four types language, rate, riseTime and riseColor with their current values', () => {
    renderPrefs(<SettingsPanel variant="modal" onClose={() => {}} />, { lang: 'ja' });
    const rows = screen.getAllByRole('button').filter((b) => b.hasAttribute('data-settings-type'));
    expect(rows.map((row) => row.getAttribute('data-settings-type'))).toEqual(['language', 'rate', 'riseTime', 'riseColor']);
    expect(rows[0]).toHaveTextContent('日本語');
    expect(rows[1]).toHaveTextContent('Not converted');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('the US has no language or rate rows', () => {
    renderPrefs(<SettingsPanel variant="modal" />, { site: 'us' });
    const rows = screen.getAllByRole('button').filter((b) => b.hasAttribute('data-settings-type'));
    expect(rows.map((row) => row.getAttribute('data-settings-type'))).toEqual(['riseTime', 'riseColor']);
  });

  it('a row opens its option list; Back returns focus to the row', async () => {
    const { user, store } = renderPrefs(<SettingsPanel variant="modal" />, { site: 'jp' });
    await user.click(screen.getByRole('button', { name: /Price change period/ }));
    const view = screen.getByRole('group', { name: 'Price change period' });
    expect(within(view).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Last 24 hours', 'Since 00:00 (UTC+0)']);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.click(within(view).getByRole('radio', { name: 'Since 00:00 (UTC+0)' }));
    expect(store.getState().shellSession.referenceTime).toBe('utc0');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const row = screen.getByRole('button', { name: /Price change period/ });
    expect(row).toHaveFocus();
    expect(row).toHaveTextContent('Since 00:00 (UTC+0)');
  });

  it('the rate row picks a fiat and comes back showing it', async () => {
    recordCookieWrites();
    const { user } = renderPrefs(<SettingsPanel variant="modal" />);
    await user.click(screen.getByRole('button', { name: /Exchange rate/ }));
    const list = await screen.findByRole('list', { name: 'Exchange rate' });
    await waitFor(() => expect(within(list).getAllByRole('button').length).toBeGreaterThan(5));
    await user.click(within(list).getByRole('button', { name: /^GBP/ }));
    expect(screen.getByRole('button', { name: /Exchange rate/ })).toHaveTextContent('GBP');
  });

  it('the language row lists the site’s languages', async () => {
    const { user } = renderPrefs(<SettingsPanel variant="modal" />, { site: 'ae' });
    await user.click(screen.getByRole('button', { name: /Language/ }));
    const list = await screen.findByRole('list', { name: 'Language' });
    await waitFor(() => expect(within(list).getAllByRole('link').map((l) => l.textContent)).toEqual(['English', 'العربية']));
  });
});
