import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { ObservableLogger } from '../log/observableLogger';
import type { DemoController } from './demoController';
import type { DemoState } from './demoState';

interface DemoContextValue {
  controller: DemoController;
  logger: ObservableLogger;
}

const DemoContext = createContext<DemoContextValue | null>(null);

export function DemoProvider({ controller, logger, children }: DemoContextValue & { children?: ReactNode }) {
  return <DemoContext.Provider value={{ controller, logger }}>{children}</DemoContext.Provider>;
}

function useDemoContext(): DemoContextValue {
  const value = useContext(DemoContext);
  if (!value) throw new Error('Demo hooks must be used inside <DemoProvider>');
  return value;
}

export function useDemoController(): DemoController {
  return useDemoContext().controller;
}

/** The URL state, re-rendering on every navigation (panel, links, back/forward). */
export function useDemoState(): DemoState {
  const controller = useDemoController();
  return useSyncExternalStore(controller.subscribe, controller.getState);
}

export function useDemoLogger(): ObservableLogger {
  return useDemoContext().logger;
}
