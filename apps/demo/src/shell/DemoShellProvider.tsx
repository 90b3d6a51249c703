import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { ShellProvider } from '@shell/api-client';
import type { ShellMessages, ShellMessageLoader, ShellStore } from '@shell/api-client';
import type { LangCode } from '@shell/site-config';

/**
 * `<ShellProvider>` with the catalogs of the session's language. The first language's messages
 * are loaded before the first render (no flash of English); on a language change the new
 * catalogs load first and the texts switch in one render.
 */
export function DemoShellProvider({
  store,
  loadMessages,
  initialMessages,
  children,
}: {
  store: ShellStore;
  loadMessages: ShellMessageLoader;
  initialMessages: ShellMessages;
  children?: ReactNode;
}) {
  const [loaded, setLoaded] = useState<{ lang: LangCode; messages: ShellMessages }>(() => ({
    lang: store.getState().shellSession.lang,
    messages: initialMessages,
  }));
  useEffect(() => {
    let cancelled = false;
    const sync = () => {
      const lang = store.getState().shellSession.lang;
      if (lang === loaded.lang) return;
      void loadMessages(lang).then((messages) => {
        if (!cancelled) setLoaded({ lang, messages });
      });
    };
    sync();
    const unsubscribe = store.subscribe(sync);
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [store, loadMessages, loaded.lang]);
  return (
    <ShellProvider store={store} messages={loaded.messages}>
      {children}
    </ShellProvider>
  );
}
