import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { ObservableLogger } from './log/observableLogger';
import type { DemoController } from './state/demoController';
import { DemoProvider } from './state/DemoContext';

export interface DemoRenderInput {
  controller: DemoController;
  logger: ObservableLogger;
}

/**
 * The demo's first render. Its own chunk, imported by `main.ts` once the start-up calls are on
 * the network: everything React renders with is evaluated while those calls travel.
 */
export function renderDemo(root: HTMLElement, { controller, logger }: DemoRenderInput): void {
  createRoot(root).render(
    <StrictMode>
      <DemoProvider controller={controller} logger={logger}>
        <App />
      </DemoProvider>
    </StrictMode>,
  );
}
