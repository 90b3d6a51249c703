const ICON = 'https://static.gate.example/menu';

/**
 * The remote menu the mock serves: eight good top-level items with children and tags, plus a
 * few deliberately invalid ones so the spec §5 validation always runs (in tests, Storybook and
 * the demo). Enumerations are written in every spelling the server uses (names, codes, numeric
 * strings) and a few invalid ones, which must coerce to their defaults.
 */
export const MOCK_REMOTE_MENU: readonly unknown[] = Object.freeze([
  {
    code: 'buy_crypto',
    title: 'Buy Crypto',
    title_key: 'header.buy_crypto',
    desc: 'Buy crypto with card, bank transfer or P2P',
    jump_url: '/buy-sell-crypto',
    show_mode: 'horizontal',
    platform_type: 1,
    light_icon: `${ICON}/buy-light.svg`,
    dark_icon: `${ICON}/buy-dark.svg`,
    children: [
      { code: 'quick_buy', title: 'Quick Buy', desc: 'Buy in one step', jump_url: '/crypto' },
      { code: 'p2p', title: 'P2P Trading', desc: '0 fees, 70+ payment methods', jump_url: '/p2p-express/buy/USD-USDT', tags: [{ type: 2, code: 'p2p_zero', word: '0 Fees' }] },
      { code: 'card', title: 'Gate Card', desc: 'Spend crypto anywhere', jump_url: '/card' },
      { code: 'fiat_deposit', title: 'Fiat Deposit', desc: 'Bank transfer in your currency', jump_url: '/myaccount/deposit_fiat' },
      { code: 'third_party', title: 'Third-party Payment', desc: 'Banxa, MoonPay and more', jump_url: 'https://pay.gate.example/third-party', jump_type: 'external' },
    ],
  },
  {
    code: 'markets',
    title: 'Markets',
    title_key: 'header.markets',
    jump_url: '/price',
    tags: [{ type: '2', code: 'markets_new', word: 'New' }],
  },
  {
    code: 'trade',
    title: 'Trade',
    title_key: 'header.trade',
    show_mode: 2,
    children: [
      { code: 'spot', title: 'Spot', desc: 'Trade 2,700+ coins', jump_url: '/trade/BTC_USDT' },
      { code: 'margin', title: 'Margin', desc: 'Borrow up to 10x', jump_url: '/trade/BTC_USDT?tab=isolated_margin', tags: [{ type: 3, code: 'margin_trade', light_icon: `${ICON}/fire.svg`, dark_icon: `${ICON}/fire.svg` }] },
      { code: 'convert', title: 'Convert', desc: 'Swap without an order book', jump_url: '/convert', tags: [{ type: 2, code: 'convert_fee', word: '0 Fees' }] },
      { code: 'alpha', title: 'Alpha', desc: 'On-chain tokens, one click', jump_url: '/alpha', tags: [{ type: 4, code: 'alpha_live', word: 'Gate Fun', light_icon: `${ICON}/live.gif` }] },
      { code: 'copy', title: 'Copy Trading', desc: 'Follow top traders', jump_url: '/copytrading' },
      { code: 'bots', title: 'Trading Bots', desc: 'Automate your strategy', jump_url: '/crypto-trading-bots' },
      // Invalid child: no title, title_key or image — skipped and logged.
      { code: 'ghost', desc: 'A child without a title' },
    ],
  },
  {
    code: 'futures',
    title: 'Futures',
    title_key: 'header.futures',
    show_mode: '2',
    tags: [{ type: 2, code: 'derivatives', word: 'HOT' }],
    children: [
      { code: 'usdt_futures', title: 'USDT-M Futures', jump_url: '/futures/USDT/BTC_USDT' },
      { code: 'options', title: 'Options', jump_url: '/options/BTC_USDT' },
      { code: 'unified', title: 'Unified Account', jump_url: '/unified-trading-account', tags: [{ type: 5, code: 'vip_unified', word: 'VIP' }] },
      { code: 'futures_guide', title: 'Futures Guide', jump_url: '/futures/trading-guide-for-beginners', platform_type: 'h5' },
    ],
  },
  {
    code: 'earn',
    title: 'Earn',
    title_key: 'header.earn',
    children: [
      { code: 'simple_earn', title: 'Simple Earn', jump_url: '/simple-earn' },
      { code: 'launchpool', title: 'Launchpool', jump_url: '/launchpool', tags: [{ type: 2, code: 'launchpad', word: 'HOT' }] },
      { code: 'staking', title: 'Staking', jump_url: '/staking', hidden: '0' },
      { code: 'dual', title: 'Dual Investment', jump_url: '/dual-currency-investment', hidden: 1 },
    ],
  },
  {
    code: 'web3',
    title: 'Web3',
    jump_url: 'https://web3.gate.example/',
    jump_type: 2,
    platform_type: 'web',
  },
  {
    code: 'rewards',
    title: 'Rewards Hub',
    jump_url: '/rewards_hub',
    platform_type: 3,
  },
  {
    code: 'institution',
    // Only a translation key: valid (spec §5 "needs title, title_key or image").
    title_key: 'header.institution',
    jump_url: '/institution',
    show_mode: 'diagonal',
    platform_type: 7,
  },
  {
    code: 'campaign_banner',
    light_image: `${ICON}/campaign-light.png`,
    dark_image: `${ICON}/campaign-dark.png`,
    jump_url: '/competition/autumn-2025',
  },
  // Invalid entries, each exercising one rule:
  'not-an-object',
  { code: 'untitled', jump_url: '/nowhere' },
  { code: 'script', title: 'Unsafe link', jump_url: 'javascript:alert(1)', jump_type: 99 },
]);
