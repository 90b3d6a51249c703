import { shellDocumentAttributes } from '@shell/api-client';
import type { ShellStore } from '@shell/api-client';

/**
 * Mirrors the session onto `<html lang dir data-theme data-rise>`. The inline script in
 * index.html set the same attributes before first paint; this keeps them right afterwards.
 */
export function syncDocumentAttributes(store: ShellStore, root: HTMLElement = document.documentElement): () => void {
  let last = '';
  const apply = () => {
    const attributes = shellDocumentAttributes(store.getState().shellSession);
    const key = JSON.stringify(attributes);
    if (key === last) return;
    last = key;
    for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
  };
  apply();
  return store.subscribe(apply);
}
