import { defineMessages } from '@shell/site-config';

/** Top-bar entries, buttons and their accessible names. */
export const headerMessages = defineMessages({
  home: { id: 'header.logo.home', defaultMessage: 'Gate home', description: 'Accessible name of the logo link to the home page' },
  navigation: { id: 'header.nav.label', defaultMessage: 'Main navigation', description: 'Accessible name of the header navigation' },
  showMenu: { id: 'header.nav.showMenu', defaultMessage: 'Show {name} menu', description: 'Accessible name of the button that opens the dropdown of a navigation entry' },
  login: { id: 'header.auth.login', defaultMessage: 'Log In', description: 'Link to the login page' },
  signup: { id: 'header.auth.signup', defaultMessage: 'Sign Up', description: 'Link to the registration page' },
  deposit: { id: 'header.deposit', defaultMessage: 'Deposit', description: 'Deposit button in the top bar' },
  search: { id: 'header.search', defaultMessage: 'Search', description: 'Search entry that opens the aggregated search' },
  searchLoading: { id: 'header.search.loading', defaultMessage: 'Loading search…', description: 'Shown while the search app loads' },
  wallet: { id: 'header.wallet', defaultMessage: 'Assets', description: 'Wallet dropdown trigger' },
  orders: { id: 'header.orders', defaultMessage: 'Orders', description: 'Order dropdown trigger' },
  spotOrders: { id: 'header.spotOrders', defaultMessage: 'Spot Orders', description: 'Link to the spot order page in the top bar' },
  account: { id: 'header.account', defaultMessage: 'Account', description: 'Accessible name of the user dropdown trigger' },
  download: { id: 'header.download', defaultMessage: 'Download app', description: 'App download entry' },
  languageRegion: { id: 'header.languageRegion', defaultMessage: 'Language & region', description: 'Button opening the language and region dialog' },
  settings: { id: 'header.settings', defaultMessage: 'Settings', description: 'Settings entry' },
  openMenu: { id: 'header.drawer.open', defaultMessage: 'Open menu', description: 'Button opening the mobile side menu' },
  fiatLabel: { id: 'header.fiat.label', defaultMessage: 'Exchange rate', description: 'Accessible name of the currency button (after the visible currency code); it opens the exchange rate tab' },
  testnet: { id: 'header.testnet', defaultMessage: 'Testnet', description: 'Entry to the testnet (demo trading)' },
  liveTrading: { id: 'header.liveTrading', defaultMessage: 'Live trading', description: 'Link from demo mode to the real exchange' },
  badgeReferral: { id: 'header.badge.referral', defaultMessage: '{amount} USDT', description: 'Badge on the referral entry; amount is a number' },
  badgeNew: { id: 'header.badge.new', defaultMessage: 'New', description: 'Badge on a new menu entry' },
  badgeHot: { id: 'header.badge.hot', defaultMessage: 'HOT', description: 'Badge on a popular menu entry' },
  badgeZeroFees: { id: 'header.badge.zeroFees', defaultMessage: '0 Fees', description: 'Badge on an entry without trading fees' },
  badgeGateFun: { id: 'header.badge.gateFun', defaultMessage: 'Gate Fun', description: 'Badge of the Gate Fun product (a name)' },
  searchPage: { id: 'header.search.page', defaultMessage: 'Search', description: 'Plain link to the search page when the search app cannot load' },
});

/** The navigation's own entries and group names (spec §2 header targets); the dropdowns' items are `navItemMessages`. */
export const navMessages = defineMessages({
  buyCrypto: { id: 'header.nav.buyCrypto', defaultMessage: 'Buy Crypto', description: 'Navigation group' },
  markets: { id: 'header.nav.markets', defaultMessage: 'Markets', description: 'Link to the price overview' },
  trade: { id: 'header.nav.trade', defaultMessage: 'Spot', description: 'Spot trading entry (market flyout)' },
  futures: { id: 'header.nav.futures', defaultMessage: 'Futures', description: 'Futures entry (market flyout)' },
  options: { id: 'header.nav.options', defaultMessage: 'Options', description: 'Options entry (market flyout)' },
  preMarket: { id: 'header.nav.preMarket', defaultMessage: 'Pre-Market', description: 'Pre-market entry (market flyout)' },
  pilot: { id: 'header.nav.pilot', defaultMessage: 'Pilot', description: 'Pilot tokens entry (market flyout; a product name)' },
  memebox: { id: 'header.nav.memebox', defaultMessage: 'Meme Box', description: 'Memebox entry (market flyout; a product name)' },
  trading: { id: 'header.nav.trading', defaultMessage: 'Trading', description: 'Navigation group of trading products' },
  earn: { id: 'header.nav.earn', defaultMessage: 'Earn', description: 'Navigation group of earn products' },
  web3: { id: 'header.nav.web3', defaultMessage: 'Web3', description: 'Link to Web3 (a product name)' },
  vip: { id: 'header.nav.vip', defaultMessage: 'VIP', description: 'Link to the VIP page' },
  more: { id: 'header.nav.more', defaultMessage: 'More', description: 'The "More" menu' },
});
