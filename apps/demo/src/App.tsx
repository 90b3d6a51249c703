import type { ComponentType } from 'react';
import { ControlPanel } from './controls/ControlPanel';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PolicyPage } from './pages/PolicyPage';
import { ReminderDemoPage } from './pages/ReminderDemoPage';
import { AnnouncementBar, Footer, Header, ShellRoot } from '@shell/root';
import { useDemoHost } from './shell/demoHost';
import { useDemoController, useDemoState } from './state/DemoContext';
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
  // The demo makes its own store (its controller switches site, user and faults on it) and hands
  // it to ShellRoot, with its router adapter; everything else is the shell's.
  const { store } = useDemoController();
  return (
    <ShellRoot store={store} {...useDemoHost()}>
      <div className="app">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <AnnouncementBar />
        <Header newMenuSystem={state.newMenu ? 'true' : undefined} />
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
        <Footer />
      </div>
    </ShellRoot>
  );
}
