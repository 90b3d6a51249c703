import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MarketListPanel } from '../src/list/MarketListPanel';
import type { MarketRowModel } from '../src/list/rowModel';
import { renderInHost } from './helpers';

function row(base: string, price: number): MarketRowModel {
  return {
    id: `${base}_USDT`,
    href: `/trade/${base}_USDT`,
    activeKey: `${base}_USDT`,
    title: `${base}/USDT`,
    subtitle: '',
    icon: '',
    price,
    quote: 'USDT',
    percent: 0,
    volume: 1000,
    leverage: 0,
    isST: false,
    tags: [],
  };
}

const BASES = ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'ADA', 'TRX', 'DOT'];

/** A list whose rows the test can replace, as a refetch or a price poll does. */
function renderList() {
  let replaceRows: (rows: readonly MarketRowModel[]) => void = () => {};
  function Host() {
    const [rows, setRows] = useState<readonly MarketRowModel[]>(() => BASES.map((base, i) => row(base, 100 + i)));
    const [query, setQuery] = useState('');
    replaceRows = setRows;
    return <MarketListPanel rows={rows} loading={false} query={query} onQueryChange={setQuery} entry="test.row" />;
  }
  const view = renderInHost(<Host />);
  const search = screen.getByRole('combobox');
  const activeTitle = () => {
    const id = search.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.querySelector('.shell-markets__title')?.firstChild?.textContent : null;
  };
  return { ...view, search, activeTitle, replaceRows: (rows: readonly MarketRowModel[]) => replaceRows(rows) };
}

describe('MarketListPanel — the active option', () => {
  it('stays on its pair when the rows are refreshed with new prices and a new pair above it', async () => {
    const { user, search, activeTitle, replaceRows } = renderList();
    search.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeTitle()).toBe('ETH/USDT');
    act(() => replaceRows([row('PEPE', 1), ...BASES.map((base, i) => row(base, 200 + i))]));
    expect(screen.getByText('PEPE/USDT')).toBeInTheDocument();
    expect(activeTitle()).toBe('ETH/USDT');
    expect(screen.getAllByRole('option').filter((option) => option.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    // The next arrow moves on from where the user was, not from the refreshed slot.
    await user.keyboard('{ArrowDown}');
    expect(activeTitle()).toBe('SOL/USDT');
  });

  it('drops the active option when its pair leaves the list, and when the query changes', async () => {
    const { user, search, activeTitle, replaceRows } = renderList();
    search.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    act(() => replaceRows(BASES.filter((base) => base !== 'ETH').map((base, i) => row(base, 100 + i))));
    expect(screen.queryByText('ETH/USDT')).toBeNull();
    expect(search).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(activeTitle()).toBe('BTC/USDT');
    await user.type(search, 'b');
    expect(search).not.toHaveAttribute('aria-activedescendant');
  });

  it('shows skeleton rows, not the rows, while pending', () => {
    renderInHost(<MarketListPanel rows={BASES.map((base, i) => row(base, i))} loading={false} pending query="" onQueryChange={() => {}} entry="test.row" />);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByTestId('markets-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading markets');
  });
});

describe('MarketListPanel — coin icons from data', () => {
  it('loads icons from the image hosts only and logs a rejected one once, however often the rows refresh', () => {
    const withIcon = (base: string, price: number, icon: string): MarketRowModel => ({ ...row(base, price), icon });
    const rows = (price: number) => [withIcon('BTC', price, 'https://static.gate.example/coin/btc.png'), withIcon('ETH', price, 'https://evil.example/eth.png')];
    const { replaceRows, logger, container } = renderList();
    act(() => replaceRows(rows(1)));
    act(() => replaceRows(rows(2)));
    act(() => replaceRows(rows(3)));
    const icons = Array.from(container.querySelectorAll('img.shell-markets__icon')).map((img) => img.getAttribute('src'));
    expect(icons).toEqual([expect.stringMatching(/^https:\/\/static\.gate\.example\/coin\/btc\.png\?v=\d{8}&q=75$/)]);
    expect(logger.entries.filter((entry) => entry.event === 'ui.unsafe-image')).toEqual([
      { level: 'warn', event: 'ui.unsafe-image', source: 'MarketRow', reason: 'rejected', detail: 'https://evil.example/eth.png' },
    ]);
  });
});
