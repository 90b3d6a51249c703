import type { ComponentType } from 'react';
import { ControlPanel } from './controls/ControlPanel';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PolicyPage } from './pages/PolicyPage';
import { ReminderDemoPage } from './pages/ReminderDemoPage';
import { DemoHostProvider } from './shell/DemoHostProvider';
import { ShellFrame } from './shell/ShellFrame';
import { useDemoState } from './state/DemoContext';
import { DemoLink } from './state/DemoLink';

/** The demo's routes, on the path without its language prefix. No router library needed for two pages. */
const PAGES: Readonly<Record<string, { title: string; Page: ComponentType }>> = {
  '/': { title: 'Home', Page: HomePage },
  '/policy': { title: 'Policy matrix', Page: PolicyPage },
  '/reminder': { title: 'Notifications', Page: ReminderDemoPage },
};

function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function App() {
  const state = useDemoState();
  const path = normalizePath(state.path);
  const route = PAGES[path];
  const Page = route?.Page ?? NotFoundPage;
  return (
    <DemoHostProvider>
      <div className="app">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <ShellFrame newMenuSystem={state.newMenu ? 'true' : undefined}>
          <nav className="demo-pages" aria-label="Demo pages">
            <ul className="nav-list">
              {Object.entries(PAGES).map(([to, { title }]) => (
                <li key={to}>
                  <DemoLink to={{ path: to }} aria-current={to === path ? 'page' : undefined}>
                    {title}
                  </DemoLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="app-body">
            <aside className="app-controls" aria-label="Demo controls">
              <ControlPanel />
            </aside>
            <main id="main" className="app-main" tabIndex={-1}>
              <Page />
            </main>
          </div>
        </ShellFrame>
      </div>
    </DemoHostProvider>
  );
}
