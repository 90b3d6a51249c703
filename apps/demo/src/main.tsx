import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createShellStore } from '@shell/api-client';
import { prefetchHeaderData } from '@shell/header';
import { COOKIE_NAMES, parseCookieString, readSettings } from '@shell/site-config';
import '@shell/site-config/theme.css';
import '@shell/api-client/ui.css';
import '@shell/header/styles.css';
import '@shell/reminder/styles.css';
import '@shell/footer/styles.css';
import '@shell/markets/styles.css';
import './styles/app.css';
import { App } from './App';
import { resolveApiBaseUrl } from './backend/apiBaseUrl';
import { syncDocumentAttributes } from './document/syncDocumentAttributes';
import { createObservableLogger } from './log/observableLogger';
import { DemoShellProvider } from './shell/DemoShellProvider';
import { createDemoMessageLoader } from './shell/messages';
import { createDemoController } from './state/demoController';
import { DemoProvider } from './state/DemoContext';
import { readDemoState } from './state/demoState';

async function boot(root: HTMLElement): Promise<void> {
  const initial = readDemoState(window.location);
  const { baseUrl, mocked } = resolveApiBaseUrl();
  const backend = mocked ? await (await import('./backend/startMockBackend')).startMockBackend(initial) : null;

  const cookies = parseCookieString(document.cookie);
  const settings = readSettings(cookies, initial.site, initial.lang);
  const logger = createObservableLogger({ echoToConsole: import.meta.env.DEV });
  const store = createShellStore({
    config: { baseUrl, logger },
    session: {
      ...settings,
      site: initial.site,
      theme: initial.theme ?? settings.theme,
      hasRiseColorCookie: cookies[COOKIE_NAMES.riseColor] !== undefined,
      // A real host reads its session cookie; the demo knows the user it mocks.
      loginHint: initial.user !== 'visitor',
    },
  });
  syncDocumentAttributes(store);
  // The header's start-up calls run while the catalogs load and React starts, not after the first render.
  void prefetchHeaderData(store, { pathname: window.location.pathname });
  const loadMessages = createDemoMessageLoader(logger);
  const initialMessages = await loadMessages(initial.lang);
  const controller = createDemoController({ store, backend, fallbackTheme: settings.theme, initial });

  createRoot(root).render(
    <StrictMode>
      <DemoProvider controller={controller} logger={logger}>
        <DemoShellProvider store={store} loadMessages={loadMessages} initialMessages={initialMessages}>
          <App />
        </DemoShellProvider>
      </DemoProvider>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) {
  boot(root).catch((error: unknown) => {
    // Without the worker every call would hit the static server; say so instead of a blank page.
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.textContent = `The demo could not start: ${error instanceof Error ? error.message : String(error)}`;
    root.replaceChildren(message);
    throw error;
  });
}
