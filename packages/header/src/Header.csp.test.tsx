import { renderToString } from 'react-dom/server';
import { shellDataApi, ShellProvider, shellApi } from '@shell/api-client';
import type { ShellStore } from '@shell/api-client';
import { ShellHostProvider } from '@shell/ui';
import { SITE_KEYS } from '@shell/site-config';
import { createTestStore } from '@shell/test-utils';
import { Header } from './Header';
import { headerDataApi } from './data/headerData';

async function prefetch(store: ShellStore) {
  store.dispatch(shellDataApi.endpoints.getUserInfo.initiate());
  store.dispatch(shellDataApi.endpoints.getComplianceCheck.initiate());
  store.dispatch(shellDataApi.endpoints.getCommonData.initiate());
  store.dispatch(headerDataApi.endpoints.getHeaderTag.initiate());
  store.dispatch(shellDataApi.endpoints.getUnifiedAccountMode.initiate());
  await Promise.all(store.dispatch(shellApi.util.getRunningQueriesThunk()));
}

/**
 * A host serving the shell under a strict CSP (`style-src` without `'unsafe-inline'`) gets every
 * `style` attribute of the server HTML blocked, and hydration does not restore it. So the server
 * HTML carries none (inline scripts and event-handler attributes neither): widths and other
 * computed styles are set through the CSSOM after hydration.
 */
describe.each(SITE_KEYS.flatMap((site) => (['user', 'sub', 'visitor'] as const).map((user) => [site, user] as const)))('server HTML on %s for a %s', (site, user) => {
  it('has no style attribute, inline script or event-handler attribute', async () => {
    const { store } = createTestStore({ site, user });
    await prefetch(store);
    const html = renderToString(
      <ShellProvider store={store}>
        <ShellHostProvider pathname="/" search="">
          <Header slots={{ bell: <button type="button">Bell</button>, renderFlyout: (kind) => <p>{kind}</p> }} />
        </ShellHostProvider>
      </ShellProvider>,
    );
    expect(html).toContain('shell-header');
    expect(html.match(/<[^>]*\sstyle="[^"]*"[^>]*>/g) ?? []).toEqual([]);
    expect(html.match(/<script\b[^>]*>/gi) ?? []).toEqual([]);
    expect(html.match(/<[^>]*\son[a-z]+="[^"]*"[^>]*>/gi) ?? []).toEqual([]);
  });
});
