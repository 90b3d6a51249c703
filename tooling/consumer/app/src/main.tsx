/// <reference types="vite/client" />
// The client entry of the consumer check's downstream app: the shell composed exactly as the
// package READMEs document it, from the packed tarballs (never the workspace sources).
import { loadMarketsMessages } from '@shell/markets/messages';
import { PayWithPanel } from '@shell/markets/pay-with';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMessageLoader, createShellStore, ShellProvider } from '@shell/api-client';
import { lazyPart, ShellHostProvider } from '@shell/ui';
import type { HeaderEntryKind } from '@shell/site-config';
import { isSiteKey, loadSiteConfigMessages, splitLangPrefix } from '@shell/site-config';
import { Header, loadHeaderMessages } from '@shell/header';
import { AnnouncementBar } from '@shell/header/preferences';
import { LazyFooter } from '@shell/footer/lazy';
import { loadFooterMessages } from '@shell/footer/messages';
import { loadReminderMessages, ReminderBell } from '@shell/reminder';
import '@shell/site-config/theme.css';
import '@shell/ui/styles.css';
import '@shell/header/styles.css';
import '@shell/reminder/styles.css';
import '@shell/footer/styles.css';
import '@shell/markets/styles.css';

// @shell/markets as its own chunk, wired as its README shows (the flyout a lazy part, Pay with
// with the header, catalog loader).
const MarketFlyout = lazyPart('market-flyout', () => import('@shell/markets').then((module) => module.MarketFlyout));

function renderFlyout(kind: HeaderEntryKind, state: { open: boolean; close: () => void }): ReactNode {
  return <MarketFlyout kind={kind} open={state.open} onNavigate={state.close} />;
}

const query = new URLSearchParams(window.location.search);
const requestedSite = query.get('site') ?? import.meta.env.VITE_SHELL_SITE ?? 'main';
const site = isSiteKey(requestedSite) ? requestedSite : 'main';
const { lang } = splitLangPrefix(window.location.pathname);

const store = createShellStore({
  config: { baseUrl: import.meta.env.VITE_SHELL_API ?? window.location.origin },
  session: { site, lang },
});
const loadMessages = createMessageLoader([loadSiteConfigMessages, loadHeaderMessages, loadFooterMessages, loadReminderMessages, loadMarketsMessages]);

async function boot(root: HTMLElement) {
  const messages = await loadMessages(lang);
  const app = (
    <StrictMode>
      <ShellProvider store={store} messages={messages}>
        <ShellHostProvider pathname={window.location.pathname} search={query.toString()}>
          <AnnouncementBar />
          <Header
            slots={{
              renderFlyout,
              placements: {
                payWith: <PayWithPanel />,
              },
              bell: <ReminderBell />,
            }}
          />
          <main id="content" />
          <LazyFooter />
        </ShellHostProvider>
      </ShellProvider>
    </StrictMode>
  );
  createRoot(root).render(app);
}

const root = document.getElementById('root');
if (root) void boot(root);
