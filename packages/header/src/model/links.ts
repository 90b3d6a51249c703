import { appDownloadRoute, ROUTES, SITES, withLang } from '@shell/site-config';
import { testnetAuthorizeUrl, testnetFuturesHref } from '../internal/routes';
import type { LangCode, SiteKey } from '@shell/site-config';

/** OAuth client of the testnet login on the account host (our choice; the spec names only the fields). */
export const TESTNET_OAUTH = Object.freeze({
  clientId: 'gate-testnet-web',
  scope: 'read_profile',
  state: 'testnet-login',
  /** Used when common data carries no `mockAuthorizeHost`. */
  defaultAuthorizeHost: `https://${SITES.main.host}`,
});

/**
 * The testnet entry (spec §4/§6): a logged-in user goes straight to the testnet futures page; a
 * visitor goes to the external authorize page, which sends the code back to the testnet and then
 * the user to `redirect_url`.
 */
export function testnetEntryHref(input: { loggedIn: boolean; authorizeHost: string }): string {
  if (input.loggedIn) return testnetFuturesHref();
  const testnet = `https://${SITES.testnet.host}`;
  return testnetAuthorizeUrl({
    host: input.authorizeHost.trim() === '' ? TESTNET_OAUTH.defaultAuthorizeHost : input.authorizeHost,
    redirect_uri: `${testnet}/oauth/callback`,
    client_id: TESTNET_OAUTH.clientId,
    scope: TESTNET_OAUTH.scope,
    state: TESTNET_OAUTH.state,
    redirect_url: testnetFuturesHref(),
  });
}

/**
 * The login entry on testnet (spec §2 "an external account-authorize page for testnet login"; §6
 * testnet has no `/login` of its own): the authorize page, which sends the code back to the testnet
 * and the user to `redirect_url` — the testnet page they were on (our choice; the spec names only
 * the fields). A configured login URL still wins, as on every site.
 */
export function testnetLoginHref(input: { authorizeHost: string; returnPath: string }): string {
  const testnet = `https://${SITES.testnet.host}`;
  const path = input.returnPath.startsWith('/') && !input.returnPath.startsWith('//') && !input.returnPath.startsWith('/\\') ? input.returnPath : '/';
  return testnetAuthorizeUrl({
    host: input.authorizeHost.trim() === '' ? TESTNET_OAUTH.defaultAuthorizeHost : input.authorizeHost,
    redirect_uri: `${testnet}/oauth/callback`,
    client_id: TESTNET_OAUTH.clientId,
    scope: TESTNET_OAUTH.scope,
    state: TESTNET_OAUTH.state,
    redirect_url: `${testnet}${path}`,
  });
}

/**
 * The app-download link behind the header QR code and buttons: `/appdownload` with `bridge`
 * (where the app should open), `ch` (the channel) and `af_sub1` (the site), on the site's host so
 * a phone can open the scanned code.
 */
export function appDownloadHref(input: { site: SiteKey; lang: LangCode; placement: 'header' | 'drawer'; absolute: boolean }): string {
  const path = withLang(
    appDownloadRoute({ bridge: ROUTES.home, ch: input.placement === 'header' ? 'web_header' : 'web_drawer', af_sub1: input.site }),
    input.lang,
  );
  return input.absolute ? `https://${SITES[input.site].host}${path}` : path;
}
