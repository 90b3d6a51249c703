/**
 * Static reference data of the shared mocks. Values that should look alive (rates, uids,
 * balances) are derived from these with the seeded PRNG in the route factories.
 */

/**
 * Language code → native name, as the exchange's server lists them: the 9 shell catalogs first,
 * then languages the server serves without a shell catalog (their pages show the shell in
 * English). Written out rather than taken from the shell's `LANGUAGE_NAMES`: the server's list is
 * its own, and the shell must cope with what it says.
 */
export const MOCK_LANG_LIST: Readonly<Record<string, string>> = Object.freeze({
  en: 'English',
  zh: '简体中文',
  'zh-tw': '繁體中文',
  tr: 'Türkçe',
  ja: '日本語',
  ar: 'العربية',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ko: '한국어',
  ru: 'Русский',
  vi: 'Tiếng Việt',
  pt: 'Português',
  id: 'Bahasa Indonesia',
  th: 'ภาษาไทย',
  it: 'Italiano',
});

/** Fiat, symbol and an approximate USDT rate (units of fiat per 1 USDT). */
export const MOCK_FIATS: readonly (readonly [fiat: string, symbol: string, rate: number])[] = Object.freeze([
  ['USD', '$', 1],
  ['EUR', '€', 0.921],
  ['GBP', '£', 0.789],
  ['JPY', '¥', 151.2],
  ['CNY', '¥', 7.241],
  ['HKD', 'HK$', 7.812],
  ['TWD', 'NT$', 32.15],
  ['KRW', '₩', 1352.4],
  ['INR', '₹', 83.42],
  ['TRY', '₺', 32.48],
  ['RUB', '₽', 92.1],
  ['BRL', 'R$', 5.06],
  ['AUD', 'A$', 1.531],
  ['CAD', 'C$', 1.362],
  ['CHF', 'CHF', 0.905],
  ['SGD', 'S$', 1.348],
  ['AED', 'د.إ', 3.673],
  ['SAR', '﷼', 3.751],
  ['MXN', 'Mex$', 16.78],
  ['ARS', 'ARS$', 872.5],
  ['COP', 'COL$', 3915],
  ['CLP', 'CLP$', 948.2],
  ['PEN', 'S/', 3.71],
  ['NGN', '₦', 1412.3],
  ['ZAR', 'R', 18.74],
  ['KES', 'KSh', 131.5],
  ['EGP', 'E£', 47.3],
  ['PKR', '₨', 278.4],
  ['BDT', '৳', 109.7],
  ['IDR', 'Rp', 15872],
  ['VND', '₫', 25105],
  ['THB', '฿', 36.42],
  ['MYR', 'RM', 4.742],
  ['PHP', '₱', 56.21],
  ['UAH', '₴', 39.2],
  ['PLN', 'zł', 3.968],
  ['CZK', 'Kč', 23.28],
  ['SEK', 'kr', 10.62],
  ['NOK', 'kr', 10.71],
  ['NZD', 'NZ$', 1.664],
  ['KZT', '₸', 446.8],
  ['UZS', 'soʻm', 12640],
] as const);

const NICK_PREFIXES = ['Satoshi', 'Moon', 'Whale', 'Hodl', 'Candle', 'Block', 'Ledger', 'Sats'] as const;
const NICK_SUFFIXES = ['Rider', 'Hunter', 'Maxi', 'Trader', 'Keeper', 'Builder', 'Watcher'] as const;
export const MOCK_NICKNAME_PARTS = { prefixes: NICK_PREFIXES, suffixes: NICK_SUFFIXES } as const;
