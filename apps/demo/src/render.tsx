import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ShellMessageLoader, ShellMessages, ShellStore } from '@shell/api-client';
import { App } from './App';
import type { ObservableLogger } from './log/observableLogger';
import { DemoShellProvider } from './shell/DemoShellProvider';
import type { DemoController } from './state/demoController';
import { DemoProvider } from './state/DemoContext';

export interface DemoRenderInput {
  controller: DemoController;
  logger: ObservableLogger;
  store: ShellStore;
  loadMessages: ShellMessageLoader;
  /** The catalogs of the session's language, loaded before the first render (no flash of English). */
  initialMessages: ShellMessages;
}

/**
 * The demo's first render. Its own chunk, imported by `main.ts` once the start-up calls are on
 * the network: everything React renders with is evaluated while those calls travel.
 */
export function renderDemo(root: HTMLElement, { controller, logger, store, loadMessages, initialMessages }: DemoRenderInput): void {
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
