import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import jsQR from 'jsqr';
import { encode } from 'uqr';
import { SHELL_LOCALES, SITES, appDownloadRoute, withLang } from '@shell/site-config';
import { renderWithHost } from './testing.test-helper';
import { copyText } from './clipboard';
import { MEDIA, useMediaQuery } from './media';
import { QR_DRAW_MARGIN, QrCode } from './QrCode';
import { QR_MASK_PATTERN, qrPath } from './qrEncode';
import { Toast, useToast } from './Toast';

describe('QrCode', () => {
  const url = 'https://www.gate.example/appdownload?ch=header';

  /** The path's dark modules as a matrix (its runs re-rasterised). */
  function modulesOf(path: string, size: number): boolean[][] {
    const drawn = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
    for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      for (let i = 0; i < Number(run); i += 1) drawn[Number(y)]![Number(x) + i] = true;
    }
    return drawn;
  }

  /** What a scanner reads from the drawn code: the matrix at 4 px a module, a quiet zone of 4, decoded by jsQR. */
  function scan(path: string, size: number): string | undefined {
    const scale = 4;
    const side = (size + 8) * scale;
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
    const dark = modulesOf(path, size);
    for (let y = 0; y < side; y += 1) {
      for (let x = 0; x < side; x += 1) {
        const [mx, my] = [Math.floor(x / scale) - 4, Math.floor(y / scale) - 4];
        if (dark[my]?.[mx]) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
      }
    }
    return jsQR(pixels, side, side)?.data;
  }

  it('issue 24: every site\'s and language\'s app-download code scans to its URL (one mask pattern for all)', () => {
    const urls = Object.values(SITES).flatMap((site) =>
      SHELL_LOCALES.flatMap((lang) => ['web_footer', 'header'].map((ch) => `https://${site.host}${withLang(appDownloadRoute({ ch }), lang)}`)),
    );
    expect(urls.length).toBeGreaterThan(200);
    for (const value of urls) {
      const { path, modules } = qrPath(value);
      expect(scan(path, modules), value).toBe(value);
    }
    expect(encode(url, { ecc: 'M', border: 1, maskPattern: QR_MASK_PATTERN }).maskPattern).toBe(QR_MASK_PATTERN);
  });

  it('draws exactly the dark modules of the encoded symbol', () => {
    const { data, size } = encode(url, { ecc: 'M', border: 1, maskPattern: QR_MASK_PATTERN });
    const { path, modules } = qrPath(url);
    expect(modules).toBe(size);
    expect(modulesOf(path, size)).toEqual(data);
  });

  it('renders an accessible 137 px SVG on the server', () => {
    const html = renderToString(<QrCode value={url} label="Scan to download the app" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Scan to download the app"');
    expect(html).toContain('width="137"');
  });

  it('draws the code in the browser once its encoder chunk is in, at the same size', async () => {
    const { container } = render(<QrCode value={url} label="Scan to download the app" />);
    const svg = container.querySelector('svg')!;
    await waitFor(() => expect(svg).toHaveAttribute('data-qr-ready'));
    const { path, modules } = qrPath(url);
    expect(svg).toHaveAttribute('viewBox', `0 0 ${modules} ${modules}`);
    expect(svg.querySelector('path')).toHaveAttribute('d', path);
    expect(svg).toHaveAttribute('width', '137');
  });

  it('waits until the frame comes near the viewport before fetching the encoder and drawing', async () => {
    // jsdom has no IntersectionObserver: a stand-in the test drives, as Chromium would on scrolling.
    const observers: { callback: IntersectionObserverCallback; margin?: string; observed: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly record: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.record = { callback, margin: options?.rootMargin, observed: [] };
          observers.push(this.record);
        }
        observe(element: Element) {
          this.record.observed.push(element);
        }
        disconnect() {}
      },
    );
    try {
      const { container } = render(<QrCode value={url} label="Scan to download the app" />);
      const svg = container.querySelector('svg')!;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(svg).not.toHaveAttribute('data-qr-ready');
      expect(observers).toHaveLength(1);
      expect(observers[0]?.observed).toEqual([svg]);
      expect(observers[0]?.margin).toBe(QR_DRAW_MARGIN);
      act(() => observers[0]?.callback([{ isIntersecting: true, target: svg } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
      await waitFor(() => expect(svg).toHaveAttribute('data-qr-ready'));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('encodes different values differently', () => {
    expect(qrPath('https://www.gate.example/a').path).not.toBe(qrPath('https://www.gate.example/b').path);
  });
});

describe('useToast', () => {
  function Copy() {
    const toast = useToast(2000);
    return (
      <>
        <button type="button" onClick={() => toast.show('Copied successfully')}>
          copy
        </button>
        <Toast message={toast.message} />
      </>
    );
  }

  it('shows the message in a polite live region and hides it after the duration', () => {
    vi.useFakeTimers();
    try {
      renderWithHost(<Copy />);
      const status = screen.getByRole('status');
      expect(status).toBeEmptyDOMElement();
      act(() => screen.getByRole('button', { name: 'copy' }).click());
      expect(status).toHaveTextContent('Copied successfully');
      act(() => vi.advanceTimersByTime(1999));
      expect(status).toHaveTextContent('Copied successfully');
      act(() => vi.advanceTimersByTime(1));
      expect(status).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useMediaQuery', () => {
  function Probe() {
    return <output>{String(useMediaQuery(MEDIA.mobile, true))}</output>;
  }

  it('uses the server value on the server', () => {
    expect(renderToString(<Probe />)).toContain('true');
  });

  it('follows matchMedia in the browser', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === MEDIA.mobile })) as typeof window.matchMedia;
    try {
      renderWithHost(<Probe />);
      expect(screen.getByRole('status')).toHaveTextContent('true');
    } finally {
      window.matchMedia = original;
    }
  });

  it('describes the spec breakpoints', () => {
    expect(MEDIA.mobile).toBe('(max-width: 767.9px)');
    expect(MEDIA.desktop).toBe('(min-width: 992px)');
    expect(MEDIA.wide).toBe('(min-width: 1440px)');
  });
});

describe('copyText', () => {
  it('uses the async clipboard when there is one', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    try {
      await expect(copyText('12345')).resolves.toBe(true);
      expect(writeText).toHaveBeenCalledWith('12345');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('falls back to a selection copy and resolves false instead of throwing when both fail', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: async () => Promise.reject(new Error('denied')) } });
    const exec = vi.fn(() => {
      throw new Error('not allowed');
    });
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    try {
      await expect(copyText('12345')).resolves.toBe(false);
      expect(exec).toHaveBeenCalledWith('copy');
      expect(document.querySelector('textarea')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(document, 'execCommand');
    }
  });
});
