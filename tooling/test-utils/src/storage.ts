/** The errors browsers throw from Web Storage: access denied (sandboxed frames, disabled storage) and full. */
export const securityError = (): DOMException => new DOMException('The operation is insecure.', 'SecurityError');
export const quotaError = (): DOMException => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

export interface StorageFailures {
  get?: () => Error;
  set?: () => Error;
  remove?: () => Error;
}

/** A Storage over a map that throws from the methods it is told to, the way a browser does. */
export function failingStorage(initial: Record<string, string>, fail: StorageFailures): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    clear: () => map.clear(),
    getItem: (key: string) => {
      if (fail.get) throw fail.get();
      return map.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (fail.set) throw fail.set();
      map.set(key, String(value));
    },
    removeItem: (key: string) => {
      if (fail.remove) throw fail.remove();
      map.delete(key);
    },
  } as Storage;
}
