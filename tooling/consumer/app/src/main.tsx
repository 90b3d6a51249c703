/// <reference types="vite/client" />
// The client entry of the consumer check's downstream app: the shell composed exactly as the
// @shell/root README documents a client-only host, from the packed tarballs (never the workspace
// sources): one component, the parts, one stylesheet.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AnnouncementBar, Footer, Header, ShellRoot } from '@shell/root';
import '@shell/root/styles.css';

const site = new URLSearchParams(window.location.search).get('site') ?? import.meta.env.VITE_SHELL_SITE ?? 'main';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ShellRoot site={site} apiBaseUrl={import.meta.env.VITE_SHELL_API}>
        <AnnouncementBar />
        <Header />
        <main id="content" />
        <Footer />
      </ShellRoot>
    </StrictMode>,
  );
}
