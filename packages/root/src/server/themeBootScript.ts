import { createThemeBootScript, getSite } from '@shell/site-config';
import type { SiteKey } from '@shell/site-config';
import { siteOf } from './site';

/**
 * The inline script for the top of `<head>` (`<script dangerouslySetInnerHTML={{ __html:
 * themeBootScript(site) }} />`): site-config's theme boot script, with the site's forced rise
 * colour (US: green-up). It sets `data-theme`/`data-rise` from the cookies before first paint, for
 * HTML that was cached or rendered without them. An unknown site gets the main site's script.
 */
export function themeBootScript(site: SiteKey | number | string): string {
  const forced = getSite(siteOf(site) ?? 'main').forcedRiseColor;
  return createThemeBootScript(forced ? { forcedRiseColor: forced } : {});
}
