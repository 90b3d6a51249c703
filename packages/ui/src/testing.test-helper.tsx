import { act, render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { vi } from 'vitest';
import type { SiteKey } from '@shell/site-config';
import { ShellHostProvider } from './host';
import type { ShellHostLogEntry, ShellHostLogger } from './host';

/** A logger that keeps its entries. */
export interface MemoryHostLogger extends ShellHostLogger {
  readonly entries: ShellHostLogEntry[];
}

export function memoryLogger(): MemoryHostLogger {
  const entries: ShellHostLogEntry[] = [];
  return { entries, log: (entry) => void entries.push(entry) };
}

/**
 * Renders `ui` under a host context with a memory logger and a site, the two things
 * `ShellProvider` of `@shell/api-client` supplies in an app: the primitives need no store.
 */
export function renderWithHost(ui: ReactElement, options: { site?: SiteKey } = {}): RenderResult & { user: ReturnType<typeof userEvent.setup>; logger: MemoryHostLogger } {
  const logger = memoryLogger();
  const result = render(
    <ShellHostProvider logger={logger} site={options.site ?? 'main'}>
      {ui}
    </ShellHostProvider>,
  );
  return { ...result, user: userEvent.setup(), logger };
}

/**
 * Puts server-rendered `html` into the page and hydrates it with `ui`, as a browser does,
 * collecting hydration mismatches and console errors (a clean hydration leaves `errors` empty).
 * The same helper as `@shell/test-utils`' `hydrateServerHtml`, which this package cannot use: that
 * module loads `@shell/api-client` and its mock backend, and `@shell/ui` depends on no store.
 */
export async function hydrateServerHtml(html: string, ui: ReactElement): Promise<{ container: HTMLElement; errors: unknown[]; cleanup: () => void }> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError: (error) => void errors.push(error) });
  });
  return {
    container,
    errors,
    cleanup: () => {
      act(() => root?.unmount());
      container.remove();
      consoleError.mockRestore();
    },
  };
}
