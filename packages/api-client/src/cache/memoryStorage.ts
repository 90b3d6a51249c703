import type { ShellStorage } from '../config';

/** An in-memory {@link ShellStorage}, for the server, tests and browsers without localStorage. */
export function createMemoryStorage(initial: Record<string, string> = {}): ShellStorage & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}
