import type { ComponentType } from 'react';
import { SITES } from '@shell/site-config';
import { ControlPanel } from './controls/ControlPanel';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PolicyPage } from './pages/PolicyPage';
import { useDemoState } from './state/DemoContext';
import { DemoLink } from './state/DemoLink';

/** The demo's routes, on the path without its language prefix. No router library needed for two pages. */
const PAGES: Readonly<Record<string, { title: string; Page: ComponentType }>> = {
  '/': { title: 'Home', Page: HomePage },
  '/policy': { title: 'Policy matrix', Page: PolicyPage },
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
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <p className="app-header__brand">
          Exchange shell demo <span className="badge">{SITES[state.site].name}</span>
        </p>
        <nav aria-label="Demo pages">
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
      </header>
      <div className="app-body">
        <aside className="app-controls" aria-label="Demo controls">
          <ControlPanel />
        </aside>
        <main id="main" className="app-main" tabIndex={-1}>
          <Page />
        </main>
      </div>
    </div>
  );
}
