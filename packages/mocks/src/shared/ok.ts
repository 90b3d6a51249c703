/** The exchange's success envelope. */
export function ok<T>(data: T) {
  return { code: 200, message: 'success', data };
}

/** What user-only endpoints answer a visitor with. */
export const NOT_LOGGED_IN = Object.freeze({ code: 401, message: 'Please log in first', data: null });

/** Site → the fiat its visitors see by default. */
export const SITE_FIAT: Readonly<Record<string, string>> = Object.freeze({
  main: 'USD', tr: 'TRY', eu: 'EUR', hk: 'HKD', us: 'USD', uk: 'GBP', bs: 'USD', sg: 'SGD', jp: 'JPY', ae: 'AED', au: 'AUD', testnet: 'USD',
});
