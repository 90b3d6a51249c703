import { useEffect, useState } from 'react';
import type { ShellStore } from '@shell/api-client';
import type { ShellLogger, ShellMessages } from '@shell/api-client/core';
import { createMessageLoader } from '@shell/site-config';
import type { LangCode, ShellMessageLoader } from '@shell/site-config';
import { SHELL_CATALOGS } from './shellCatalogs';

/**
 * Every package's catalog for a locale, one chunk per package and locale, merged. The catalogs
 * come from each package's `messages` entry: loading the markets catalog does not fetch the
 * flyouts.
 */
export function createShellMessageLoader(logger: ShellLogger): ShellMessageLoader {
  return createMessageLoader(SHELL_CATALOGS, { logger });
}

/**
 * Whether `messages` is a catalog worth using as it is: an object with at least one message. An
 * empty one (a server that ran out of time) or anything that is not an object means "not loaded":
 * taken as loaded, the page would stay untranslated for good.
 */
export function isLoadedCatalog(messages: unknown): messages is ShellMessages {
  return typeof messages === 'object' && messages !== null && !Array.isArray(messages) && Object.keys(messages).length > 0;
}

interface Loaded {
  /** The language `messages` are for; null before the first catalogs are in. */
  lang: LangCode | null;
  messages: ShellMessages | null;
}

/**
 * The catalogs of the session's language. Given the first language's (`prepared.messages`, or the
 * host's `messages`), nothing loads for it; otherwise they load first (`null` meanwhile: the
 * shell's parts render nothing until then, so no text shows in English first). On a language
 * change the new catalogs load first and the texts switch in one render.
 */
export function useSessionCatalogs(store: ShellStore, initial: ShellMessages | undefined, load: ShellMessageLoader): ShellMessages | null {
  const [loaded, setLoaded] = useState<Loaded>(() =>
    isLoadedCatalog(initial) ? { lang: store.getState().shellSession.lang, messages: initial } : { lang: null, messages: null },
  );
  useEffect(() => {
    let cancelled = false;
    const sync = () => {
      const lang = store.getState().shellSession.lang;
      if (lang === loaded.lang) return;
      // Never rejects: a catalog that cannot load falls back to English (logged by the loader).
      void load(lang).then((messages) => {
        // A language the session has left meanwhile (en → zh → en, zh answering last) is stale:
        // applied, the texts would show zh while the session is en.
        if (!cancelled && store.getState().shellSession.lang === lang) setLoaded({ lang, messages });
      });
    };
    sync();
    const unsubscribe = store.subscribe(sync);
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [store, load, loaded.lang]);
  return loaded.messages;
}
