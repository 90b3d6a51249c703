import { createSessionState } from '@shell/api-client/core';
import type { ShellSessionState } from '@shell/api-client/core';
import { constrainSettings, isLangCode, isSiteKey, REFERENCE_TIMES, RISE_COLORS } from '@shell/site-config';
import type { ReferenceTime, RiseColor, ThemeName } from '@shell/site-config';

/** Same rule as site-config's `readSettings` for the `curr_fiat` cookie. */
const FIAT = /^[A-Z]{2,10}$/;

function isTheme(value: unknown): value is ThemeName {
  return value === 'light' || value === 'dark';
}

function isRiseColor(value: unknown): value is RiseColor {
  return typeof value === 'string' && (RISE_COLORS as readonly string[]).includes(value);
}

function isReferenceTime(value: unknown): value is ReferenceTime {
  return typeof value === 'string' && (REFERENCE_TIMES as readonly string[]).includes(value);
}

/**
 * `prepared.session` checked field by field and rebuilt, or `undefined` when any field is not what
 * `prepareShell` writes. It crossed the network inside the page: a foreign or tampered one
 * (`site: 'xx'` would throw in every part reading the site; `lang: '../evil'` would end up in
 * catalog chunk names and URLs) must never reach the store. The site's constraints apply again.
 */
export function checkPreparedSession(value: unknown): ShellSessionState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const session = value as Record<string, unknown>;
  const { site, lang, theme, riseColor, referenceTime, fiat, currencyRateOpen, floatRate, hasRiseColorCookie, loginHint } = session;
  if (!isSiteKey(site) || !isLangCode(lang)) return undefined;
  if (!isTheme(theme) || !isRiseColor(riseColor) || !isReferenceTime(referenceTime)) return undefined;
  if (fiat !== null && !(typeof fiat === 'string' && FIAT.test(fiat))) return undefined;
  const flags = [currencyRateOpen, floatRate, hasRiseColorCookie, loginHint];
  if (!flags.every((flag) => typeof flag === 'boolean')) return undefined;
  const settings = constrainSettings({ theme, riseColor, referenceTime, fiat, currencyRateOpen: currencyRateOpen === true, floatRate: floatRate === true, lang }, site);
  return createSessionState({ ...settings, site, lang, hasRiseColorCookie: hasRiseColorCookie === true, loginHint: loginHint === true });
}
