import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createShellStore, ShellProvider, useShellSession } from '@shell/api-client';
import { createMemoryStorage, shellDocumentAttributes } from '@shell/api-client/core';
import type { ShellDocumentAttributes, ShellMessages } from '@shell/api-client/core';
import { createMockBackend, MOCK_CSRF_COOKIE } from '@shell/mocks';
import { marketsMockFeature } from '@shell/markets/mocks';
import type { FaultSpec, MockUserKind } from '@shell/mocks';
import {
  createMessageLoader,
  isLangCode,
  isSiteKey,
  LANGUAGE_NAMES,
  riseColorForLanguageChange,
  loadSiteConfigMessages,
  SHELL_LOCALES,
  SITE_KEYS,
  SITES,
} from '@shell/site-config';
import type { LangCode, SiteKey, ThemeName } from '@shell/site-config';
import { loadFooterMessages } from '@shell/footer';
import { loadHeaderMessages } from '@shell/header/messages';
import { headerMockFeature } from '@shell/header/mocks';
import { loadMarketsMessages } from '@shell/markets/messages';
import { ReminderBell, ReminderPage } from '@shell/reminder';
// The header's lazy parts (drawer, dialogs, panels) are internal to it; Storybook reads the sources.
import { preloadHeaderParts } from '../../../packages/header/src/internal/parts';
import { loadReminderMessages } from '@shell/reminder/messages';
import { reminderMockFeature } from '@shell/reminder/mocks';
import '@shell/site-config/theme.css';
import '@shell/ui/styles.css';
import '@shell/header/styles.css';
import '@shell/markets/styles.css';
import '@shell/footer/styles.css';
import '@shell/reminder/styles.css';
import '../stories/support/docs.css';
import { FeaturePage } from '../stories/support/FeaturePage';
import { createObservableLogger, ShellStoryContext } from '../stories/support/shell-story';
import type { ShellStoryEnvironment } from '../stories/support/shell-story';

/**
 * The one mock backend of the docs: the same seeded MSW handlers the unit tests and the demo use.
 * Its user, site and faults follow the toolbar and the story's `faults` parameter (reset per render).
 */
const mockBackend = createMockBackend({ latencyMs: 0, features: [headerMockFeature, marketsMockFeature, reminderMockFeature] });

const USER_KINDS: readonly MockUserKind[] = ['visitor', 'user', 'sub'];
const THEMES: readonly ThemeName[] = ['light', 'dark'];

/**
 * The MSW worker of the preview. The shell's handlers are its INITIAL handlers, so mswLoader's
 * per-story `resetHandlers()` returns to them and a story's own `parameters.msw` handlers are
 * prepended, i.e. override them. Relative URL: the static build may be served below a path.
 */
async function startWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker(...mockBackend.handlers);
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    // Storybook's own files (iframe, chunks, fonts) pass through; only the shell API is mocked.
    onUnhandledRequest: 'bypass',
  });
  return worker;
}

interface ShellGlobals {
  site: SiteKey;
  user: MockUserKind;
  theme: ThemeName;
  language: LangCode;
}

function readGlobals(globals: Record<string, unknown>): ShellGlobals {
  return {
    site: isSiteKey(globals.site) ? globals.site : 'main',
    user: USER_KINDS.includes(globals.user as MockUserKind) ? (globals.user as MockUserKind) : 'visitor',
    theme: THEMES.includes(globals.theme as ThemeName) ? (globals.theme as ThemeName) : 'light',
    language: isLangCode(globals.language) ? globals.language : 'en',
  };
}

const NO_MESSAGES: ShellMessages = {};

/** Numbers the stores, so the decorator remounts the tree (and its query hooks) on a new one. */
let storeCount = 0;

/**
 * The merged, precompiled catalogs of every package for a locale, loaded on demand (one chunk per
 * locale), as the demo loads them. Add a package's catalog loader here when it ships one.
 * Never rejects: a missing chunk falls back to English and is logged.
 */
const loadShellMessages = createMessageLoader([loadSiteConfigMessages, loadHeaderMessages, loadMarketsMessages, loadFooterMessages, loadReminderMessages]);

/**
 * Builds a FRESH store for every render of every story (loaders run again when the toolbar
 * changes): nothing one story fetched, cached or logged leaks into the next. The persistent
 * cache gets throw-away memory storage for the same reason.
 */
const shellLoader: Loader = async (context) => {
  const globals = readGlobals(context.globals);
  const faults = (context.parameters.faults ?? []) as readonly FaultSpec[];
  mockBackend.reset({ user: globals.user, site: globals.site, faults });
  const logger = createObservableLogger();
  const store = createShellStore({
    config: {
      baseUrl: window.location.origin,
      logger,
      storage: createMemoryStorage(),
      // A fresh session's cookie jar: no settings cookies left by an earlier story, only the
      // CSRF cookie the exchange issues with every session (without it no POST is sent:
      // memebox paths, read marks, logout).
      getCookies: () => `${MOCK_CSRF_COOKIE}=storybook-session`,
    },
    session: {
      site: globals.site,
      lang: globals.language,
      theme: globals.theme,
      // No rise-colour cookie in a fresh session: the language decides (Chinese red-up, others green-up).
      riseColor: riseColorForLanguageChange(globals.language, undefined) ?? 'risegreen',
      // As a host with a session cookie would: the header keeps the account actions' room while user info loads.
      loginHint: globals.user !== 'visitor',
    },
    listen: false,
  });
  // Attributes before the first paint, so axe and the eye never see the wrong theme or direction.
  applyDocumentAttributes(shellDocumentAttributes(store.getState().shellSession));
  storeCount += 1;
  const shell: ShellStoryEnvironment = { id: storeCount, store, logger, backend: mockBackend, user: globals.user, faults };
  return { shell, messages: await loadShellMessages(globals.language) };
};

function applyDocumentAttributes(attributes: Readonly<Record<keyof ShellDocumentAttributes, string>>) {
  for (const [name, value] of Object.entries(attributes)) document.documentElement.setAttribute(name, value);
}

/** Keeps `<html>` lang/dir/data-theme/data-rise in step with the session when a story changes it. */
function DocumentAttributes({ children }: { children?: ReactNode }) {
  const session = useShellSession();
  useLayoutEffect(() => {
    applyDocumentAttributes(shellDocumentAttributes(session));
  }, [session]);
  return <>{children}</>;
}

/** The one global decorator: the same providers the demo uses, on the loader's fresh store. */
const withShell: Decorator = (Story, context) => {
  const shell = context.loaded.shell as ShellStoryEnvironment | undefined;
  if (!shell) return <Story />;
  const messages = (context.loaded.messages ?? NO_MESSAGES) as ShellMessages;
  return (
    <ShellStoryContext.Provider value={shell}>
      {/* A new store must remount the tree: query hooks keep their subscription to the old one. */}
      <ShellProvider key={shell.id} store={shell.store} messages={messages}>
        <DocumentAttributes>
          <Story />
        </DocumentAttributes>
      </ShellProvider>
    </ShellStoryContext.Provider>
  );
};

/**
 * What the reader sees above a story's canvas: why the story pins the site or user (the toolbar's
 * Site and User are locked for it: `parameters.pinned`), and why its canvas is empty when that is
 * the behaviour shown (`parameters.emptyCanvas`). The test-runner fails a story that pins a site
 * or user without saying why (.storybook/test-runner.ts).
 */
const withNotes: Decorator = (Story, context) => {
  const pinnedGlobals = (['site', 'user'] as const).filter((name) => context.storyGlobals?.[name] !== undefined);
  const pinned = context.parameters.pinned as string | undefined;
  const empty = context.parameters.emptyCanvas as string | undefined;
  if (pinnedGlobals.length === 0 && !empty) return <Story />;
  const what = pinnedGlobals.map((name) => `${name} “${String(context.storyGlobals[name])}”`).join(' and ');
  return (
    <>
      {pinnedGlobals.length > 0 ? (
        <p className="docs-caption" data-docs-note="pinned">
          This story pins the {what} (the toolbar&apos;s {pinnedGlobals.map((name) => (name === 'site' ? 'Site' : 'User')).join(' and ')}{' '}
          {pinnedGlobals.length > 1 ? 'are' : 'is'} locked here): {pinned ?? 'no reason given'}
        </p>
      ) : null}
      {empty ? (
        <p className="docs-caption" data-docs-note="empty">
          {empty}
        </p>
      ) : null}
      <Story />
    </>
  );
};

const preview = {
  globalTypes: {
    site: {
      description: 'Sub-website',
      toolbar: {
        title: 'Site',
        icon: 'globe',
        items: SITE_KEYS.map((key) => ({ value: key, title: `${key} — ${SITES[key].name}` })),
        dynamicTitle: true,
      },
    },
    user: {
      description: 'Who is signed in (mock backend)',
      toolbar: {
        title: 'User',
        icon: 'user',
        items: [
          { value: 'visitor', title: 'Visitor' },
          { value: 'user', title: 'Logged-in main account' },
          { value: 'sub', title: 'Sub-account' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'transfer',
        items: SHELL_LOCALES.map((lang) => ({ value: lang, title: `${lang} — ${LANGUAGE_NAMES[lang]}`, right: lang })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { site: 'main', user: 'visitor', theme: 'light', language: 'en' },
  // Every lazy part is fetched before a story renders, so play functions meet the panels as a
  // user meets them after the trigger's pointer-enter preload.
  loaders: [mswLoader(startWorker), shellLoader, () => Promise.all([preloadHeaderParts(), ReminderBell.preload(), ReminderPage.preload()])],
  decorators: [withShell, withNotes],
  // A docs page for every story file (props table, first story, links to the others): see FeaturePage.
  tags: ['autodocs'],
  parameters: {
    docs: { page: FeaturePage },
    layout: 'padded',
    controls: { expanded: true },
    options: {
      storySort: { order: ['Introduction', 'Getting started', ['Next.js', 'Vite'], 'Packages', ['root', 'site-config', 'api-client', 'ui', 'header', 'footer', 'markets', 'reminder', 'mocks'], 'Foundations', ['Theme tokens', 'Policy', 'Shell data', 'Messages']] },
    },
  },
} satisfies Preview;

export default preview;
