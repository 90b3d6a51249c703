import { textDirection } from '@shell/site-config';
import type { LangCode, RiseColor, ThemeName } from '@shell/site-config';
import type { ShellSessionState } from './sessionSlice';

/** The `<html>` attributes of a session. */
export interface ShellDocumentAttributes {
  lang: LangCode;
  dir: 'ltr' | 'rtl';
  'data-theme': ThemeName;
  'data-rise': RiseColor;
}

/**
 * The one builder of the shell's `<html>` attributes (lang, dir, theme, rise colour): the server's
 * (`prepared.htmlAttributes`) and the browser's sync use it, so they never disagree. React-free:
 * both the client and the server entry export it.
 */
export function shellDocumentAttributes(session: Pick<ShellSessionState, 'lang' | 'theme' | 'riseColor'>): ShellDocumentAttributes {
  return {
    lang: session.lang,
    dir: textDirection(session.lang),
    'data-theme': session.theme,
    'data-rise': session.riseColor,
  };
}

interface SessionSource {
  getState(): { shellSession: ShellSessionState };
  subscribe(listener: () => void): () => void;
}

/**
 * Mirrors the session onto `<html lang dir data-theme data-rise>` now and after every change,
 * writing only attributes that differ (a write of the same value would still be a DOM mutation).
 * Returns the unsubscribe. The one writer of these attributes in the browser (`useSettingsSync`).
 */
export function syncDocumentAttributes(store: SessionSource, root: HTMLElement = document.documentElement): () => void {
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
