// The jsdom half of the test setup: jest-dom matchers, the shims jsdom lacks, and cleanup. Packages
// without the mock backend (`mockBackend: false`) get this alone.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// react-window measures its container with ResizeObserver, which jsdom lacks. The shim reports a
// fixed size so virtualised lists render their first rows in tests.
class ResizeObserverShim implements ResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const rect = { width: 400, height: 530, top: 0, left: 0, bottom: 530, right: 400, x: 0, y: 0, toJSON() {} };
    const size = [{ inlineSize: rect.width, blockSize: rect.height }];
    const entry = {
      target,
      contentRect: rect,
      borderBoxSize: size,
      contentBoxSize: size,
      devicePixelContentBoxSize: size,
    } as unknown as ResizeObserverEntry;
    this.callback([entry], this);
  }
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverShim;

// `findBy…` / `waitFor` give up after this long. Testing Library's 1 s default is a speed limit in
// disguise: on a loaded machine the mock backend's answer and React's commit can take longer.
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => cleanup());
