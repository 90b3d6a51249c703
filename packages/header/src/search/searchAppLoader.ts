import type { SearchAppLoader, SearchAppModule, SearchAppSettings, SearchAppSource } from './searchAppTypes';

// Loading the search micro-app: a chunk of its own, imported when the entry is first opened
// (SearchEntry), so the page's start-up JS carries none of it.

/**
 * The default loader. A `<link rel="modulepreload" integrity crossorigin>` has the browser fetch
 * the module and check its hash before anything of it runs; a module that passes is in the page's
 * module map, and the `import()` that follows takes it from there (no second fetch, so nothing can
 * be swapped in between). A hash mismatch, a network error or a CORS refusal fails the preload,
 * and nothing is imported. It needs only what the module itself needs under a strict CSP (its
 * host in `script-src`); no string reaches a Trusted Types sink.
 */
export const importVerified: SearchAppLoader = (url, integrity, signal) =>
  new Promise((resolve, reject) => {
    const link = document.createElement('link');
    // Without modulepreload the integrity check never happens (an unknown `rel` loads nothing and
    // never fires load or error): fall back at once rather than wait for the time limit, and never
    // import unchecked code. `supports` itself is missing in old browsers: the same answer.
    const supports = link.relList as Partial<DOMTokenList> | undefined;
    if (typeof supports?.supports !== 'function' || !supports.supports('modulepreload')) {
      reject(new Error('unsupported'));
      return;
    }
    if (signal?.aborted) {
      reject(new Error('aborted'));
      return;
    }
    const settle = () => {
      link.remove();
      signal?.removeEventListener('abort', onAbort);
    };
    // The entry gave up (its time limit): a preload that still arrives later must not run the app.
    const onAbort = () => {
      settle();
      link.onload = null;
      link.onerror = null;
      reject(new Error('aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.integrity = integrity;
    link.href = url;
    link.onload = () => {
      settle();
      import(/* @vite-ignore */ /* webpackIgnore: true */ url).then(resolve, reject);
    };
    link.onerror = () => {
      settle();
      reject(new Error('load-failed'));
    };
    document.head.append(link);
  });

/** Whether a loaded module honours the contract. */
export function isSearchAppModule(mod: unknown): mod is SearchAppModule {
  return typeof mod === 'object' && mod !== null && typeof (mod as { mount?: unknown }).mount === 'function';
}

/** Loads the module with a time limit; rejects with `timeout`, `load-failed` or `invalid-module`. */
export async function loadSearchApp(settings: SearchAppSettings, source: SearchAppSource): Promise<SearchAppModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new AbortController();
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error('timeout'));
      // The loader cleans up (the default one removes its <link>).
      giveUp.abort();
    }, settings.timeoutMs);
  });
  try {
    const mod = await Promise.race([
      settings.load(source.url, source.integrity, giveUp.signal).catch(() => {
        throw new Error('load-failed');
      }),
      timeout,
    ]);
    if (!isSearchAppModule(mod)) throw new Error('invalid-module');
    return mod;
  } finally {
    clearTimeout(timer);
  }
}
