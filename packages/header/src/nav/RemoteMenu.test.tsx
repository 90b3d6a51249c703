import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { normalizeRemoteMenu } from '../data/remoteMenu';
import { mockServer } from '@shell/test-utils';
import { hrefsOf, linkText, renderHeader } from '../test/renderHeader.test-helper';

/** A remote menu with valid, invalid and hostile items (spec §5). */
const FIXTURE = [
  { code: 'prices', title: 'Prices', jump_url: '/price', platform_type: 2, tags: [{ type: 2, code: 'fresh', word: 'New' }, { type: '3', code: 'launchpad', word: 'HOT' }] },
  { code: 'external', title: 'Research', jump_url: 'https://research.gate.example/', jump_type: 2 },
  { code: 'numeric', title: 'Numeric enums', jump_url: '/learn', show_mode: 2, platform_type: '1', hidden: '0', children: [
    { code: 'a', title: 'A', jump_url: '/a' },
    { code: 'b', title: 'B', jump_url: '/b' },
    { code: 'c', title: 'C', jump_url: '/c' },
    { code: 'd', title: 'D', jump_url: '/d' },
    { code: 'e', title: 'E', jump_url: '/e' },
  ] },
  { code: 'side_only', title: 'Side only', jump_url: '/side', platform_type: 3 },
  { code: 'hidden', title: 'Hidden', jump_url: '/hidden', hidden: 1 },
  { code: 'bad_enums', title: 'Bad enums', jump_url: '/enums', show_mode: 'diagonal', platform_type: 42, jump_type: {} },
  // Hostile links: the item stays (it has a title) but never becomes a link.
  { code: 'js', title: 'Script link', jump_url: 'javascript:alert(document.cookie)' },
  { code: 'data', title: 'Data link', jump_url: 'data:text/html,<script>alert(1)</script>' },
  { code: 'protocol_relative', title: 'Protocol relative', jump_url: '//evil.example/steal' },
  { code: 'tab_scheme', title: 'Tab scheme', jump_url: 'java\tscript:alert(1)' },
  { code: 'html_title', title: '<img src=x onerror=alert(1)>', jump_url: '/safe' },
  // Invalid: skipped and logged.
  { code: 'untitled', jump_url: '/nowhere' },
  42,
  null,
];

const serve = (list: unknown) =>
  mockServer.use(http.get('*/apiw/v2/common/menu_config', () => HttpResponse.json({ code: 200, message: 'success', data: { list } })));

async function renderRemote(options: Parameters<typeof renderHeader>[0] = {}) {
  const rendered = await renderHeader({ site: 'main', ...options, props: { newMenuSystem: 'true', ...options.props } });
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return { ...rendered, nav };
}

describe('remote menu (new menu system)', () => {
  it('draws the valid items, drops invalid, hidden and other-platform ones, and never links a hostile URL', async () => {
    serve(FIXTURE);
    const { nav, logger } = await renderRemote();
    await within(nav).findByText('Prices');
    expect(hrefsOf(nav, 'Prices')).toEqual(['/price']);
    expect(hrefsOf(nav, 'Research')).toEqual(['https://research.gate.example/']);
    expect(within(nav).getByText('Research').closest('a')).toHaveAttribute('target', '_blank');
    expect(hrefsOf(nav, 'Bad enums')).toEqual(['/enums']);
    for (const text of ['Side only', 'Hidden']) expect(within(nav).queryByText(text)).toBeNull();
    for (const text of ['Script link', 'Data link', 'Protocol relative', 'Tab scheme']) {
      const label = within(nav).getByText(text);
      expect(label.closest('a')).toBeNull();
    }
    // Untrusted text stays text.
    expect(within(nav).getByText('<img src=x onerror=alert(1)>').closest('a')).toHaveAttribute('href', '/safe');
    expect(nav.querySelector('img[src="x"]')).toBeNull();
    for (const a of Array.from(nav.querySelectorAll('a'))) expect(a.getAttribute('href')).toMatch(/^(\/|https:\/\/)/);
    const invalid = logger.entries.filter((entry) => entry.event === 'menu.item-invalid');
    expect(invalid).toHaveLength(3);
  });

  it("leaves absolute links and banners to the host's externalHosts / imageHosts", async () => {
    serve([
      { code: 'partner', jump_url: 'https://partner.example/promo', light_image: 'https://cdn.partner.example/p.png', desc: 'Partner banner' },
      { code: 'elsewhere', jump_url: 'https://elsewhere.example/promo', light_image: 'https://elsewhere.example/e.png', desc: 'Elsewhere banner' },
      { code: 'own', title: 'Own', jump_url: 'https://www.gate.example/own' },
    ]);
    const { nav, logger } = await renderRemote({ host: { externalHosts: ['partner.example', '*.gate.example'], imageHosts: ['cdn.partner.example'] } });
    const partner = await within(nav).findByRole('img', { name: 'Partner banner' });
    expect(partner).toHaveAttribute('src', 'https://cdn.partner.example/p.png');
    expect(partner.closest('a')).toHaveAttribute('href', 'https://partner.example/promo');
    expect(hrefsOf(nav, 'Own')).toEqual(['https://www.gate.example/own']);
    // Off the host's lists: no link, no image (its text instead), one log line each.
    expect(within(nav).queryByRole('img', { name: 'Elsewhere banner' })).toBeNull();
    expect(within(nav).getByText('Elsewhere banner').closest('a')).toBeNull();
    expect(logger.entries.filter((entry) => entry.event === 'ui.unsafe-image').map((entry) => entry.detail)).toEqual(['https://elsewhere.example/e.png']);
    expect(logger.entries.filter((entry) => entry.event === 'ui.unsafe-href').map((entry) => entry.detail)).toContain('https://elsewhere.example/promo');
  });

  it('links an absolute URL off the default hosts nowhere when the host sets no externalHosts', async () => {
    serve([{ code: 'partner', title: 'Partner', jump_url: 'https://partner.example/promo' }]);
    const { nav } = await renderRemote();
    expect((await within(nav).findByText('Partner')).closest('a')).toBeNull();
  });

  it('keeps a tag unless its code is in the compliance menu list', async () => {
    serve(FIXTURE);
    mockServer.use(http.get('*/apiw/v2/compliance/check', () => HttpResponse.json({ code: 200, data: { menu: ['launchpad'], business: [], limit: {} } })));
    const { nav } = await renderRemote();
    const prices = (await within(nav).findByText('Prices')).closest('a') as HTMLElement;
    expect(within(prices).getByText('New').closest('.shell-header__tag')).toHaveAttribute('data-tag-kind', '2');
    expect(within(prices).queryByText('HOT')).toBeNull();
  });

  it('splits a horizontal dropdown in two columns, the first rounded up', async () => {
    serve(FIXTURE);
    const { nav, user } = await renderRemote();
    await user.click(await within(nav).findByRole('button', { name: 'Numeric enums' }));
    const menu = screen.getByRole('menu', { name: 'Numeric enums' });
    const columns = menu.querySelectorAll('.shell-header__menu-list');
    expect(Array.from(columns).map((list) => Array.from(list.querySelectorAll('a')).map(linkText))).toEqual([
      ['A', 'B', 'C'],
      ['D', 'E'],
    ]);
  });

  it('adds the language prefix to relative links', async () => {
    serve(FIXTURE);
    const { nav } = await renderRemote({ lang: 'de' });
    expect(await within(nav).findByText('Prices')).toBeInTheDocument();
    expect(hrefsOf(nav, 'Prices')).toEqual(['/de/price']);
  });

  it('gives a remote entry whose code names a market kind its flyout', async () => {
    serve([{ code: 'futures', title: 'Perpetuals', jump_url: '/futures/USDT/BTC_USDT' }]);
    const renderFlyout = (kind: string) => <p>{`${kind} flyout`}</p>;
    const { nav, user } = await renderRemote({ props: { newMenuSystem: 'true', slots: { renderFlyout } } });
    await user.click(await within(nav).findByRole('button', { name: 'Show Perpetuals menu' }));
    expect(screen.getByText('futures flyout')).toBeVisible();
  });

  it('falls back to the server-passed structure menu when the remote menu fails (after its retries), else to no items', async () => {
    const structureMenu = normalizeRemoteMenu([{ code: 'structure', title: 'From server', jump_url: '/structure' }], { lang: 'en' });
    const failed = await renderRemote({ faults: [{ call: 'remoteMenu', kind: 'http-500' }], props: { newMenuSystem: 'true', structureMenu } });
    await waitFor(() => expect(failed.logger.entries).toContainEqual(expect.objectContaining({ event: 'api.fallback', source: 'getRemoteMenu' })));
    expect(hrefsOf(failed.nav, 'From server')).toEqual(['/structure']);
    failed.unmount();
    const empty = await renderRemote({ faults: [{ call: 'remoteMenu', kind: 'schema-invalid' }] });
    await waitFor(() => expect(empty.logger.entries).toContainEqual(expect.objectContaining({ source: 'getRemoteMenu' })));
    // Only the static More menu and the testnet entry remain.
    expect(within(empty.nav).queryByRole('button', { name: 'Buy Crypto' })).toBeNull();
    expect(within(empty.nav).getByRole('button', { name: 'More' })).toBeInTheDocument();
  });

  it('is used on the main site only and only when the flag is exactly "true"', async () => {
    serve(FIXTURE);
    const off = await renderRemote({ props: { newMenuSystem: 'false' } });
    expect(within(off.nav).queryByText('Prices')).toBeNull();
    expect(within(off.nav).getByRole('button', { name: 'Buy Crypto' })).toBeInTheDocument();
    off.unmount();
    const regional = await renderRemote({ site: 'tr' });
    expect(within(regional.nav).queryByText('Prices')).toBeNull();
  });

  it('uses the h5 items in the mobile drawer', async () => {
    serve(FIXTURE);
    const { user } = await renderRemote();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(await within(drawer).findByText('Side only')).toBeInTheDocument();
    expect(within(drawer).queryByText('Prices')).toBeNull();
  });
});
