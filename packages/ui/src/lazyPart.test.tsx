import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateServerHtml } from './testing.test-helper';
import { vi } from 'vitest';
import { ShellHostProvider } from './host';
import { lazyPart, preloadOn } from './lazyPart';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('lazyPart', () => {
  it('shows the fallback while the chunk loads, then the part with its props', async () => {
    const chunk = deferred<typeof Greeting>();
    const Part = lazyPart('greeting', () => chunk.promise);
    render(<Part name="Ada" fallback={<span>loading</span>} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => chunk.resolve(Greeting));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('loads once, however often it is preloaded or mounted', async () => {
    const load = vi.fn(async () => Greeting);
    const Part = lazyPart('greeting', load);
    await Promise.all([Part.preload(), Part.preload()]);
    render(
      <>
        <Part name="A" />
        <Part name="B" />
      </>,
    );
    expect(await screen.findByText('Hello B')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the fallback and reports once when the chunk fails, and tries again on the next mount', async () => {
    const reportError = vi.fn();
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(Greeting);
    const Part = lazyPart('greeting', load);
    const ui = (key: string) => (
      <ShellHostProvider reportError={reportError}>
        <Part key={key} name="Ada" fallback={<span>unavailable</span>} />
      </ShellHostProvider>
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(ui('first'));
    // The fallback shows while loading and stays once the load has failed and been reported.
    expect(await screen.findByText('unavailable')).toBeInTheDocument();
    await waitFor(() => expect(reportError).toHaveBeenCalled());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Hello Ada')).toBeNull();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'lazy-part', message: 'The greeting chunk could not be loaded' }));
    consoleError.mockRestore();
    view.rerender(ui('second'));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloadOn starts the download on pointer-enter, pointer-down and focus', async () => {
    const load = vi.fn(async () => Greeting);
    const Part = lazyPart('greeting', load);
    render(<button type="button" {...preloadOn(Part)}>open</button>);
    fireEvent.focus(screen.getByRole('button'));
    fireEvent.pointerEnter(screen.getByRole('button'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    render(<Part name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  it('preload never rejects, so a trigger can call it and forget', async () => {
    const Part = lazyPart('greeting', () => Promise.reject(new Error('offline')));
    await expect(Part.preload()).resolves.toBeUndefined();
  });

  it('renders its fallback on the server', () => {
    const Part = lazyPart('greeting', async () => Greeting);
    expect(renderToString(<Part name="Ada" fallback={<span>later</span>} />)).toContain('later');
  });
});

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

describe('lazyPart keeps what it rendered', () => {
  it('a part that loaded while mounted keeps its state when its parent renders again', async () => {
    const chunk = deferred<typeof Counter>();
    const Part = lazyPart('counter', () => chunk.promise);
    const view = render(<Part label="clicks" />);
    await act(async () => chunk.resolve(Counter));
    fireEvent.click(await screen.findByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('clicks 1');
    // The chunk is in now; the next render must not swap the part for a new instance.
    view.rerender(<Part label="taps" />);
    expect(screen.getByRole('button')).toHaveTextContent('taps 1');
  });

  it('hydrates server HTML rendered after a preload while the client still loads the chunk', async () => {
    const server = lazyPart('counter', async () => Counter);
    await server.preload();
    const html = renderToString(<Part label="clicks" part={server} />);
    expect(html).toContain('clicks');

    // The browser: a fresh module whose chunk is still on its way.
    const chunk = deferred<typeof Counter>();
    const client = lazyPart('counter', () => chunk.promise);
    const page = await hydrateServerHtml(html, <Part label="clicks" part={client} />);
    try {
      // The server's markup stays while the chunk loads, then is hydrated in place.
      const serverButton = page.container.querySelector('button');
      expect(serverButton).not.toBeNull();
      await act(async () => chunk.resolve(Counter));
      expect(page.container.querySelector('button')).toBe(serverButton);
      fireEvent.click(serverButton!);
      expect(serverButton).toHaveTextContent('clicks 1');
      expect(page.errors).toEqual([]);
    } finally {
      page.cleanup();
    }
  });
});

function Part({ part: Loaded, label }: { part: ReturnType<typeof lazyPart<{ label: string }>>; label: string }) {
  return (
    <main>
      <Loaded label={label} fallback={<span>loading</span>} />
    </main>
  );
}

describe('lazyPart after preload', () => {
  it('renders synchronously once the chunk is in', async () => {
    const Part = lazyPart('greeting', async () => Greeting);
    await Part.preload();
    render(<Part name="Ada" fallback={<span>loading</span>} />);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(renderToString(<Part name="Bo" />)).toContain('Hello <!-- -->Bo');
  });
});
