import { useEffect } from 'react';
import { shellDocumentAttributes, useSettingsSync, useShellStore } from '@shell/api-client';
import type { ShellStore } from '@shell/api-client';

/**
 * Mirrors the session onto `<html lang dir data-theme data-rise>` now and after every change,
 * writing only attributes that differ. The server (`prepared.htmlAttributes`) or a boot script set
 * them before first paint; this keeps them right afterwards, header or not.
 */
export function syncDocumentAttributes(store: ShellStore, root: HTMLElement = document.documentElement): () => void {
  let last = '';
  const apply = () => {
    const attributes = shellDocumentAttributes(store.getState().shellSession);
    const key = `${attributes.lang}|${attributes.dir}|${attributes['data-theme']}|${attributes['data-rise']}`;
    if (key === last) return;
    last = key;
    for (const [name, value] of Object.entries(attributes)) {
      if (root.getAttribute(name) !== value) root.setAttribute(name, value);
    }
  };
  apply();
  return store.subscribe(apply);
}

/**
 * The page-wide effects of the shell, mounted once by ShellRoot (never by a part, so a page without
 * a header keeps them): settings from other tabs and the system theme (`useSettingsSync`), then the
 * `<html>` attributes. Declared in that order on purpose: on mount the settings sync first adopts
 * the theme the page shows (the boot script's choice for the `system` preference), and only then
 * is the session written back to `<html>`.
 */
export function ShellDocumentSync() {
  useSettingsSync();
  const store = useShellStore();
  useEffect(() => syncDocumentAttributes(store), [store]);
  return null;
}
