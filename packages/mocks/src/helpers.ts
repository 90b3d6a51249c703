/**
 * Mock data is generated on first use and kept per key (the seed, sometimes with the day), so
 * creating the backend is cheap and every request for the same seed sees the same data.
 */
export function memoize<K, T>(factory: (key: K) => T): (key: K) => T {
  const cache = new Map<K, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = factory(key);
      cache.set(key, value);
    }
    return value;
  };
}

/** The mock's notion of "now", in whole seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** Answer to a request whose parameters are wrong: the exchange's 400 envelope. */
export function badRequest(message: string) {
  return { code: 400, message, data: null };
}
