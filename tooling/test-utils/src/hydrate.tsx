import { vi } from 'vitest';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { ReactElement } from 'react';

export interface Hydrated {
  /** The element holding the server HTML, attached to `document.body`. */
  container: HTMLElement;
  /** Hydration mismatches and console errors seen while hydrating (and until `cleanup`). */
  errors: unknown[];
  /** Unmounts, detaches the container and restores the console. */
  cleanup: () => void;
}

/**
 * Puts server-rendered `html` into the page and hydrates it with `ui`, as a browser does,
 * collecting every recoverable error (a mismatch) and console error: a clean hydration leaves
 * `errors` empty. Call `cleanup` in a `finally`.
 */
export async function hydrateServerHtml(html: string, ui: ReactElement): Promise<Hydrated> {
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
