import { createShellStore } from '@shell/api-client';
import { prefetchHeaderData } from '@shell/header';
import { loadShellMessages } from '@shell/root';
import { COOKIE_NAMES, parseCookieString, readSettings } from '@shell/site-config';
// The demo's CSS first: its first line orders its element defaults below the shell's layers.
import './styles/app.css';
import '@shell/root/styles.css';
import { resolveApiBaseUrl } from './backend/apiBaseUrl';
import { createObservableLogger } from './log/observableLogger';
import { createDemoController } from './state/demoController';
import { readDemoState } from './state/demoState';

/** The longest the first render waits for the header's start-up data once the catalogs are in. */
const STARTUP_DATA_WAIT_MS = 300;

async function boot(root: HTMLElement): Promise<void> {
  const initial = readDemoState(window.location);
  const { baseUrl, mocked } = resolveApiBaseUrl();
  const mock = mocked ? await import('./backend/startMockBackend') : null;
  const backend = mock ? await mock.startMockBackend(initial) : null;

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
  // The header's start-up calls run while the page's code loads, not after the first render; and the
  // first render waits a moment for them (never longer than STARTUP_DATA_WAIT_MS), so it is the
  // final header: no second render of every part when user info arrives a moment later. It waits
  // for the first round only: the second (signup bubble, unified-account mode) changes a tag and
  // the wallet and order items, not worth a round trip before the page shows.
  // (Its first round includes the full-site bulletin, which the demo's bulletin panel shows too.)
  const startupData = prefetchHeaderData(store, { pathname: window.location.pathname, resolveWhen: 'first-round' });
  // The page's React code (react-dom, the shell's components, the demo's pages: over half of the
  // start-up JS) is fetched and evaluated now, while the calls above are on the network, instead
  // of before them. Caught here so a failed load is not reported as unhandled before it is awaited.
  const ui = import('./render');
  ui.catch(() => undefined);
  // The shell's catalogs of this language, while the calls and the React chunk above travel: the first render waits for them, so the
  // header is in the first paint (rendered without them, ShellRoot shows the page at once and the
  // header a moment later, above it: a layout shift of the whole page). Never rejects.
  const catalogs = await loadShellMessages(settings.lang, logger);
  await Promise.race([startupData, new Promise((resolve) => setTimeout(resolve, STARTUP_DATA_WAIT_MS))]);
  // The mock static host serves a versioned search micro-app with its integrity hash;
  // `?searchApp=tampered` points at a release whose bytes no longer match it (the e2e suite's
  // compromised-CDN case: the shell must not run it).
  const tampered = new URLSearchParams(window.location.search).get('searchApp') === 'tampered';
  const searchApp = mock ? (tampered ? mock.MOCK_TAMPERED_SEARCH_APP : mock.MOCK_SEARCH_APP) : undefined;
  const controller = createDemoController({ store, backend, searchApp, messages: catalogs, fallbackTheme: settings.theme, initial });

  const { renderDemo } = await ui;
  renderDemo(root, { controller, logger });
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
