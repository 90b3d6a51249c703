import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { encode } from 'uqr';
import { renderWithHost } from './testing.test-helper';
import { copyText } from './clipboard';
import { MEDIA, useMediaQuery } from './media';
import { QR_DRAW_MARGIN, QrCode } from './QrCode';
import { qrPath } from './qrEncode';
import { Toast, useToast } from './Toast';

describe('QrCode', () => {
  const url = 'https://www.gate.example/appdownload?ch=header';

  it('draws exactly the dark modules of the encoded symbol', () => {
    const { data, size } = encode(url, { ecc: 'M', border: 1 });
    const { path, modules } = qrPath(url);
    expect(modules).toBe(size);
    // Re-rasterise the path's runs and compare with the encoder's matrix.
    const drawn = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
    for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      for (let i = 0; i < Number(run); i += 1) drawn[Number(y)]![Number(x) + i] = true;
    }
    expect(drawn).toEqual(data);
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
