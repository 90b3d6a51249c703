// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { createShellStore, ShellProvider } from '@shell/api-client';
import { createMemoryLogger } from '@shell/api-client/core';
import type { ShellMessages } from '@shell/api-client/core';
import { ShellHostProvider } from '@shell/ui';
import { COOKIE_NAMES, SITE_KEYS, SITES } from '@shell/site-config';
import { FOOTER_LEGAL } from './content/legal';
import { Footer } from './index';
import { shellMessagesFor } from './testing/helpers.test-helper';

let en: ShellMessages;
beforeAll(async () => {
  en = await shellMessagesFor('en');
}, 60_000);

function serverRender(site: (typeof SITE_KEYS)[number], cookie = '', pathname = '/') {
  const logger = createMemoryLogger();
  const store = createShellStore({ config: { baseUrl: 'http://shell.test', logger, getCookies: () => cookie }, session: { site, lang: 'en' } });
  const html = renderToString(
    <ShellProvider store={store} messages={en}>
      <ShellHostProvider pathname={pathname}>
        <Footer />
      </ShellHostProvider>
    </ShellProvider>,
  );
  return { html, logger };
}

describe('server rendering', () => {
  it('runs without window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(SITE_KEYS.map((site) => [site]))('renders the whole %s footer to a string: columns, legal lines, copyright', (site) => {
    const { html, logger } = serverRender(site);
    expect(html).toMatch(/^<footer class="shell-footer" data-site="/);
    expect(html).toContain('data-column="about"');
    expect(html).toContain('data-legal="statement"');
    // The years are one left-to-right run (right-to-left pages must not read them backwards).
    expect(html).toContain(`Copyright © <bdi dir="ltr">${SITES[site].copyrightStartYear}–`);
    expect(html).toContain(FOOTER_LEGAL[site].entity);
    // Columns are closed <details> in server HTML: the mobile accordion works before hydration.
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(logger.entries.filter((entry) => entry.event === 'intl.error')).toEqual([]);
  });

  it('puts the cookie notice into the server HTML from the request cookie (no late insertion)', () => {
    expect(serverRender('eu').html).toContain('shell-footer-cookie__spacer');
    const accepted = `${COOKIE_NAMES.cookieNoticeAccepted}=${Date.now() - 1000}`;
    expect(serverRender('eu', accepted).html).not.toContain('shell-footer-cookie');
    expect(serverRender('eu', '', '/trade/BTC_USDC').html).not.toContain('shell-footer-cookie');
  });
});
