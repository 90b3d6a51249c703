import { afterEach, describe, expect, it, vi } from 'vitest';
import { importVerified, loadSearchApp } from './searchAppLoader';

const SOURCE = { url: 'https://static.gate.example/search-app/1.0.0/index.js', integrity: 'sha384-AAAA' };
const preloads = () => document.head.querySelectorAll('link[rel="modulepreload"]');

/** The browser's answer to `relList.supports('modulepreload')` (jsdom's is false). */
function modulepreloadSupported(supported: boolean) {
  vi.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => supported && token === 'modulepreload');
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const link of Array.from(preloads())) link.remove();
});

describe('importVerified (the default search-app loader)', () => {
  it('falls back at once where modulepreload is unsupported: no <link>, no unchecked import', async () => {
    modulepreloadSupported(false);
    await expect(importVerified(SOURCE.url, SOURCE.integrity)).rejects.toThrow('unsupported');
    expect(preloads()).toHaveLength(0);
  });

  it('falls back at once where relList.supports is missing', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(DOMTokenList.prototype, 'supports');
    Reflect.deleteProperty(DOMTokenList.prototype, 'supports');
    try {
      await expect(importVerified(SOURCE.url, SOURCE.integrity)).rejects.toThrow('unsupported');
    } finally {
      if (descriptor) Object.defineProperty(DOMTokenList.prototype, 'supports', descriptor);
    }
    expect(preloads()).toHaveLength(0);
  });

  it('preloads with the integrity hash and removes the <link> when the preload fails', async () => {
    modulepreloadSupported(true);
    const loading = importVerified(SOURCE.url, SOURCE.integrity);
    const [link] = Array.from(preloads()) as HTMLLinkElement[];
    expect(link?.integrity).toBe(SOURCE.integrity);
    expect(link?.crossOrigin).toBe('anonymous');
    link?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('load-failed');
    expect(preloads()).toHaveLength(0);
  });

  it('removes the <link> when the entry’s time limit fires, and a late preload runs nothing', async () => {
    modulepreloadSupported(true);
    const loading = loadSearchApp({ app: SOURCE, load: importVerified, timeoutMs: 10 }, SOURCE);
    const [link] = Array.from(preloads());
    expect(link).toBeDefined();
    await expect(loading).rejects.toThrow('timeout');
    expect(preloads()).toHaveLength(0);
    expect((link as HTMLLinkElement).onload).toBeNull();
  });
});

describe('loadSearchApp', () => {
  it('gives an unsupported browser the search-page fallback without waiting for the time limit', async () => {
    modulepreloadSupported(false);
    const started = Date.now();
    await expect(loadSearchApp({ app: SOURCE, load: importVerified, timeoutMs: 5000 }, SOURCE)).rejects.toThrow('load-failed');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
