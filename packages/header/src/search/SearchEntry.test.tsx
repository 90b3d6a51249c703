import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { ShellHostProvider } from '@shell/ui';
import { renderWithShell } from '@shell/test-utils';
import { Header } from '../Header';
import { hrefsOf, renderHeader } from '../test/renderHeader.test-helper';
import { MOCK_SEARCH_APP } from '@shell/mocks';
import { isValidSearchAppSource, SearchAppProvider } from './searchApp';
import type { SearchAppMountOptions } from './searchApp';

describe('search entry', () => {
  it('loads the configured micro-app (URL and integrity hash) on first activation and mounts it with language, rates, fiat and theme', async () => {
    const cleanup = vi.fn();
    const mount = vi.fn((element: HTMLElement, options: SearchAppMountOptions) => {
      element.textContent = `search app (${options.lang})`;
      return cleanup;
    });
    const load = vi.fn(async () => ({ mount }));
    const app = { url: 'https://cdn.gate.example/search-app/2.1.0/index.js', integrity: 'sha384-abc+/=' };
    const { user } = await renderHeader({ site: 'main', lang: 'fr', theme: 'dark', loadSearchApp: load, searchApp: app });
    expect(load).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Search' });
    await user.click(button);
    // The loader is a chunk of its own (fetched on this first opening): the load follows it.
    await waitFor(() => expect(load).toHaveBeenCalledWith(app.url, app.integrity, expect.any(AbortSignal)));
    await waitFor(() => expect(mount).toHaveBeenCalled());
    const [element, options] = mount.mock.calls.at(-1) ?? [];
    expect(element).toHaveTextContent('search app (fr)');
    expect(options).toMatchObject({ lang: 'fr', theme: 'dark', fiat: null });
    expect(typeof options?.fiatRates).toBe('object');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The app closes itself through onClose.
    options?.onClose();
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    // The app's cleanup runs in the effect clean-up, which React may flush after the commit.
    await waitFor(() => expect(cleanup).toHaveBeenCalled());
    // Opening again mounts the loaded module again without loading it twice.
    const mounts = mount.mock.calls.length;
    await user.click(button);
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(mounts + 1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the app closes itself on Escape', true],
    ['the shell closes it on Escape', false],
  ])('returns focus to the button when the panel closes from inside (%s)', async (_, appHandlesEscape) => {
    const mount = (element: HTMLElement, options: SearchAppMountOptions) => {
      const field = document.createElement('input');
      field.setAttribute('aria-label', 'Search query');
      element.append(field);
      field.focus();
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') options.onClose();
      };
      if (appHandlesEscape) element.addEventListener('keydown', onKey);
      return () => element.removeEventListener('keydown', onKey);
    };
    const { user } = await renderHeader({ site: 'main', loadSearchApp: async () => ({ mount }) });
    const button = screen.getByRole('button', { name: 'Search' });
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search query' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(button).toHaveFocus();
  });

  it('falls back to a plain link to the search page when loading fails, and logs once', async () => {
    const load = vi.fn(async () => {
      throw new Error('404');
    });
    const { user, container, logger } = await renderHeader({ site: 'main', lang: 'zh', loadSearchApp: load });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(hrefsOf(container, 'Search')).toEqual(['/zh/search']));
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    expect(logger.entries.filter((entry) => entry.event === 'header.search-app')).toEqual([
      expect.objectContaining({ level: 'warn', reason: 'load-failed', detail: MOCK_SEARCH_APP.url }),
    ]);
  });

  it('falls back when the app does not load in time', async () => {
    const load = vi.fn(() => new Promise<never>(() => {}));
    const { user, container, logger } = await renderHeader({ site: 'main', loadSearchApp: load, searchTimeoutMs: 20 });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(hrefsOf(container, 'Search')).toEqual(['/search']));
    expect(logger.entries.filter((entry) => entry.event === 'header.search-app').map((entry) => entry.reason)).toEqual(['timeout']);
  });

  it('falls back when the module does not honour the mount contract', async () => {
    const { user, container, logger } = await renderHeader({ site: 'main', loadSearchApp: async () => ({ default: 'nope' }) });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(hrefsOf(container, 'Search')).toEqual(['/search']));
    expect(logger.entries.filter((entry) => entry.event === 'header.search-app').map((entry) => entry.reason)).toEqual(['invalid-module']);
  });
});

it('falls back when the app throws while mounting', async () => {
  const mount = () => {
    throw new Error('boom');
  };
  const { user, container, logger } = await renderHeader({ site: 'main', loadSearchApp: async () => ({ mount }) });
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(hrefsOf(container, 'Search')).toEqual(['/search']));
  expect(logger.entries.filter((entry) => entry.event === 'header.search-app').map((entry) => entry.reason)).toEqual(['mount-failed']);
});

describe('search micro-app configuration', () => {
  it('without a configured source the entry is the plain search link: no remote code, no log', async () => {
    const { container, logger } = await renderHeader({ site: 'main', lang: 'tr' });
    expect(hrefsOf(container, 'Search')).toEqual(['/tr/search']);
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
    expect(logger.entries.filter((entry) => entry.event === 'header.search-app')).toEqual([]);
  });

  it.each([
    ['an http URL', { url: 'http://cdn.gate.example/search-app/1/index.js', integrity: MOCK_SEARCH_APP.integrity }],
    ['a relative URL', { url: '/search-app/index.js', integrity: MOCK_SEARCH_APP.integrity }],
    ['a javascript: URL', { url: 'javascript:alert(1)', integrity: MOCK_SEARCH_APP.integrity }],
    ['credentials in the URL', { url: 'https://user:pw@cdn.gate.example/a.js', integrity: MOCK_SEARCH_APP.integrity }],
    ['no hash', { url: MOCK_SEARCH_APP.url, integrity: '' }],
    ['an unknown algorithm', { url: MOCK_SEARCH_APP.url, integrity: 'md5-abc' }],
    ['a hash that is not base64', { url: MOCK_SEARCH_APP.url, integrity: 'sha384-<script>' }],
  ])('an invalid source (%s) is never loaded: the plain link and one invalid-config line', async (_, app) => {
    expect(isValidSearchAppSource(app)).toBe(false);
    const load = vi.fn(async () => ({ mount: () => {} }));
    const { container, logger } = await renderHeader({ site: 'main', loadSearchApp: load, searchApp: app });
    expect(hrefsOf(container, 'Search')).toEqual(['/search']);
    expect(load).not.toHaveBeenCalled();
    expect(logger.entries.filter((entry) => entry.event === 'header.search-app').map((entry) => entry.reason)).toEqual(['invalid-config']);
  });

  it('accepts https URLs, http on localhost (development) and several hash tokens', () => {
    expect(isValidSearchAppSource(MOCK_SEARCH_APP)).toBe(true);
    expect(isValidSearchAppSource({ url: 'http://localhost:5173/search.js', integrity: 'sha256-AAAA sha512-BBBB==' })).toBe(true);
  });

  it('logs an invalid source once when the host re-renders with it inline (a new object each time)', async () => {
    const load = vi.fn(async () => ({ mount: () => {} }));
    function Host() {
      const [renders, setRenders] = useState(0);
      return (
        <ShellHostProvider pathname="/" search="" navigate={() => {}}>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            re-render {renders}
          </button>
          <SearchAppProvider app={{ url: 'http://cdn.gate.example/search-app/1/index.js', integrity: MOCK_SEARCH_APP.integrity }} load={load}>
            <Header />
          </SearchAppProvider>
        </ShellHostProvider>
      );
    }
    const { user, logger, settled } = renderWithShell(<Host />, { site: 'main', config: { sleep: async () => {} } });
    await waitFor(() => expect(settled()).toBe(true));
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: /^re-render/ }));
    expect(screen.getByRole('button', { name: 're-render 3' })).toBeInTheDocument();
    expect(logger.entries.filter((entry) => entry.event === 'header.search-app').map((entry) => entry.reason)).toEqual(['invalid-config']);
    expect(load).not.toHaveBeenCalled();
  });
});
