/**
 * The remote market tab menu (`/apiw/v2/common/tabs`) and the search category tabs. Titles come
 * in English and Chinese so the language binding of the menu cache is visible in the demo.
 */
type Title = { en: string; zh: string };

const tab = (market: string, title: Title, sub: [string, Title][]) => ({ market, title, sub: sub.map(([m, t]) => ({ market: m, title: t })) });
const same = (text: string): Title => ({ en: text, zh: text });

const MARKET_TABS = [
  tab('SPOT', { en: 'Spot', zh: '现货' }, [
    ['USDT', same('USDT')],
    ['USDC', same('USDC')],
    ['BTC', same('BTC')],
    ['ETH', same('ETH')],
    ['TRY', same('TRY')],
    ['EUR', same('EUR')],
    ['ST', { en: 'ST', zh: 'ST' }],
  ]),
  tab('CONTRACT', { en: 'Futures', zh: '合约' }, [
    ['USDT', { en: 'USDT-M', zh: 'USDT 永续' }],
    ['BTC', { en: 'Coin-M', zh: 'BTC 永续' }],
    ['DELIVERY', { en: 'Delivery', zh: '交割' }],
  ]),
  tab('PILOT', { en: 'Pilot', zh: 'Pilot' }, [
    ['ALL', { en: 'All', zh: '全部' }],
    ['HOT', { en: 'Hot', zh: '热门' }],
    ['SOLANA', same('Solana')],
    ['ETH', same('Ethereum')],
    ['BSC', same('BNB Chain')],
    ['BASE', same('Base')],
    ['TON', same('TON')],
  ]),
  tab('OPTIONS', { en: 'Options', zh: '期权' }, [
    ['BTC', same('BTC')],
    ['ETH', same('ETH')],
    ['SOL', same('SOL')],
  ]),
  tab('MEMEBOX', { en: 'Memebox', zh: 'Memebox' }, [
    ['HOT', { en: 'Hot', zh: '热门' }],
    ['NEW', { en: 'New', zh: '新币' }],
  ]),
];

function pick(title: Title, lang: string): string {
  return lang === 'zh' || lang === 'zh-tw' ? title.zh : title.en;
}

export function marketTabsFor(lang: string) {
  return MARKET_TABS.map((t) => ({
    market: t.market,
    title: pick(t.title, lang),
    sub: t.sub.map((s) => ({ market: s.market, title: pick(s.title, lang) })),
  }));
}
