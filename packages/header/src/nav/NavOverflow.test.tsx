import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, vi } from 'vitest';
import { mockServer } from '@shell/test-utils';
import { renderHeader } from '../test/renderHeader.test-helper';
import { NAV_ITEM_KEY } from './useNavOverflow';

/**
 * jsdom lays nothing out, so these tests give the bar's items the line the browser would put them
 * on (`offsetTop`: 0 = the visible line, 48 = the clipped second line) and then report a resize to
 * every ResizeObserver, as the browser would when the window changes. Real wrapping at real widths
 * is checked in Chromium (apps/demo/e2e/nav-overflow.spec.ts).
 */
const observers = new Set<{ callback: ResizeObserverCallback; self: ResizeObserver }>();
class RecordingResizeObserver implements ResizeObserver {
  private readonly entry: { callback: ResizeObserverCallback; self: ResizeObserver };
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback, self: this };
  }
  observe() {
    observers.add(this.entry);
  }
  unobserve() {}
  disconnect() {
    observers.delete(this.entry);
  }
}
beforeAll(() => vi.stubGlobal('ResizeObserver', RecordingResizeObserver));
afterAll(() => vi.unstubAllGlobals());

function wrapAfter(nav: HTMLElement, visible: number) {
  const items = Array.from(nav.querySelectorAll<HTMLElement>(`[${NAV_ITEM_KEY}]`));
  items.forEach((item, index) => Object.defineProperty(item, 'offsetTop', { configurable: true, value: index < visible ? 0 : 48 }));
  act(() => {
    for (const { callback, self } of [...observers]) callback([], self);
  });
  return items;
}

const navigation = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('navigation bar, priority+', () => {
  it('moves the entries that do not fit into "More": links and market entries as items, dropdowns as labelled groups', async () => {
    const { user } = await renderHeader({ site: 'main', user: 'user' });
    const nav = navigation();
    const items = wrapAfter(nav, 4);
    expect(items.slice(0, 4).map((item) => item.inert)).toEqual([false, false, false, false]);
    // Hidden entries leave the Tab order and the accessibility tree: "More" lists them.
    expect(items.slice(4).every((item) => item.inert)).toBe(true);

    await user.click(within(nav).getByRole('button', { name: 'More' }));
    const menu = screen.getByRole('menu', { name: 'More' });
    const names = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    // Options (a market entry) first, in bar order, then the Trading and Earn groups, Web3, VIP…
    expect(names[0]).toBe('Options');
    expect(within(menu).getByRole('group', { name: 'Trading' })).toBeInTheDocument();
    expect(within(within(menu).getByRole('group', { name: 'Trading' })).getByRole('menuitem', { name: 'Convert' })).toHaveAttribute('href', '/convert');
    expect(within(menu).getByRole('group', { name: 'Earn' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Options' })).toHaveAttribute('href', '/options/BTC_USDT');
    // …then a rule and the menu's own items.
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    expect(names.indexOf('Options')).toBeLessThan(names.length - 1);
  });

  it('gives the entries back to the bar when the room comes back', async () => {
    const { user } = await renderHeader({ site: 'main', user: 'user' });
    const nav = navigation();
    wrapAfter(nav, 3);
    const items = wrapAfter(nav, 100);
    expect(items.every((item) => !item.inert)).toBe(true);
    await user.click(within(nav).getByRole('button', { name: 'More' }));
    const menu = screen.getByRole('menu', { name: 'More' });
    expect(within(menu).queryByRole('separator')).toBeNull();
    expect(within(menu).queryByRole('group')).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Options' })).toBeNull();
  });

  it('keyboard reaches a moved entry through "More"', async () => {
    const { user } = await renderHeader({ site: 'main', user: 'user' });
    const nav = navigation();
    wrapAfter(nav, 2);
    const more = within(nav).getByRole('button', { name: 'More' });
    more.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'More' });
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveTextContent('Spot');
  });

  it('moves remote menu items too: a link as an item, an item with children as a group of them', async () => {
    const list = [
      { code: 'markets', title: 'Prices', jump_url: '/price' },
      { code: 'earn', title: 'Earn more', children: [{ code: 'simple', title: 'Simple Earn', jump_url: '/simple-earn' }] },
      { code: 'vip', title: 'VIP club', jump_url: '/vip' },
    ];
    mockServer.use(http.get('*/apiw/v2/common/menu_config', () => HttpResponse.json({ code: 200, message: 'success', data: { list } })));
    const { user } = await renderHeader({ site: 'main', props: { newMenuSystem: 'true' } });
    const nav = navigation();
    await within(nav).findByText('Prices');
    wrapAfter(nav, 1);
    await user.click(within(nav).getByRole('button', { name: 'More' }));
    const menu = screen.getByRole('menu', { name: 'More' });
    const group = within(menu).getByRole('group', { name: 'Earn more' });
    expect(within(group).getByRole('menuitem', { name: 'Simple Earn' })).toHaveAttribute('href', '/simple-earn');
    expect(within(menu).getByRole('menuitem', { name: 'VIP club' })).toHaveAttribute('href', '/vip');
    expect(within(menu).queryByRole('menuitem', { name: 'Prices' })).toBeNull();
  });
});
