import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { prepareShell, siteFromRequest, themeBootScript } from '@shell/root/server';
import { ShellRoot } from '@shell/root/next';
import '@shell/root/styles.css';
import { HostStoreProvider } from '../../host/HostStore';
import { API_BASE_PATH, SITE_HOSTS, serverApiOrigin } from '../../host/config';
import './host.css';

// The page's title and description are the host's: the shell renders no <head> content of its own.
export const metadata: Metadata = {
  title: { default: 'Host app', template: '%s | Host app' },
  description: 'A Next.js host app framed by the shell: header, announcements and footer rendered on the server.',
};

/**
 * The whole server-rendered integration of the shell (the @shell/root README's recipe): prepare the
 * request's shell data on the server, then render the shell around the pages. The host's own
 * Redux store wraps everything, as it would in any app that has one.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const request = await headers();
  // The site from the Host header alone (`trustForwardedHost` left off): `next start` is reached
  // directly here, with no proxy that would overwrite a client's X-Forwarded-Host.
  const site = siteFromRequest(request, { hosts: SITE_HOSTS });
  const prepared = await prepareShell({
    site,
    baseUrl: `${serverApiOrigin()}${API_BASE_PATH}/${site}`,
    request: { headers: request },
    pathname: request.get('x-shell-pathname') ?? '/',
    search: request.get('x-shell-search') ?? '',
  });
  // The compliance redirect (spec §4) as a redirect response: the page is never sent, so it never
  // shows before moving. Before anything is rendered: once the response streams, Next.js can only
  // redirect in the browser.
  if (prepared.redirect) redirect(prepared.redirect);
  return (
    // The pre-paint script may change data-theme before React hydrates: that one difference is expected.
    <html {...prepared.htmlAttributes} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeBootScript(prepared.site) }} />
      </head>
      <body>
        <HostStoreProvider>
          <ShellRoot prepared={prepared} apiBaseUrl={`${API_BASE_PATH}/${site}`}>
            {children}
          </ShellRoot>
        </HostStoreProvider>
      </body>
    </html>
  );
}
