import { COOKIE_NAMES } from '../cookies';
import { THEME_COOKIE_VALUE } from '../settings';
import type { RiseColor, ShellSettings, ThemeName } from '../settings-model';

/** The attributes on `<html>` that theme.css keys on. */
export const THEME_ATTRIBUTE = 'data-theme';
export const RISE_ATTRIBUTE = 'data-rise';
/** The media query of the "system" theme option. */
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

export interface ThemeAttributes {
  'data-theme': ThemeName;
  'data-rise': RiseColor;
}

/**
 * The `<html>` attributes for server rendering, from settings already read from the cookies
 * and constrained to the site (`readSettings`). With these in the HTML the first paint has the
 * right theme and market colours; the boot script below is only the safety net.
 */
export function themeAttributes(settings: Pick<ShellSettings, 'theme' | 'riseColor'>): ThemeAttributes {
  return { [THEME_ATTRIBUTE]: settings.theme, [RISE_ATTRIBUTE]: settings.riseColor };
}

export interface ThemeBootOptions {
  /** A site that forces the rise colour (US: green-up) ignores the cookie. */
  forcedRiseColor?: RiseColor;
}

/**
 * A self-contained script (no imports, no globals left behind) for an inline `<script>` at the
 * top of `<head>`. It runs before first paint and sets `data-theme` / `data-rise` on <html>
 * from the cookies — for HTML that was cached or rendered without them:
 *   - theme cookie '2' → dark, '0' → light; no cookie (or another value) means the visitor
 *     never picked one: the "system" option follows `prefers-color-scheme` through
 *     `matchMedia`; where that is missing, the server's attribute is kept, else light;
 *   - rise-colour cookie `risered` / `risegreen` wins; otherwise keep the server's attribute,
 *     else the language default of spec §4 (Chinese red-up, others green-up) from `<html lang>`;
 *   - a forced rise colour (US) ignores the cookie.
 * Cookie names and values come from COOKIE_NAMES / THEME_COOKIE_VALUE, never retyped here.
 * Values are compared raw: every value it reads is plain ASCII (`serializeCookie` leaves them
 * unencoded), and not decoding means a malformed third-party cookie cannot stop it. Any other
 * error leaves the server's attributes as they are.
 */
export function createThemeBootScript(options: ThemeBootOptions = {}): string {
  const themeCookie = JSON.stringify(COOKIE_NAMES.theme);
  const riseCookie = JSON.stringify(COOKIE_NAMES.riseColor);
  const dark = JSON.stringify(THEME_COOKIE_VALUE.dark);
  const light = JSON.stringify(THEME_COOKIE_VALUE.light);
  const forced = options.forcedRiseColor ? JSON.stringify(options.forcedRiseColor) : '0';
  // Kept hand-minified: it is inlined into every page and must stay under 600 bytes.
  return (
    '(function(d){try{' +
    "var c={},a=document.cookie.split(';'),i,p,k,t,r,w;" +
    'for(i=0;i<a.length;i++){p=a[i].indexOf("=");k=a[i].slice(0,p).trim();' +
    'if(p>0&&!(k in c))c[k]=a[i].slice(p+1).trim()}' +
    `t=c[${themeCookie}];w=window;` +
    `d.setAttribute("${THEME_ATTRIBUTE}",t===${dark}?"dark":t===${light}?"light":w.matchMedia?` +
    `w.matchMedia("${PREFERS_DARK_QUERY}").matches?"dark":"light":d.getAttribute("${THEME_ATTRIBUTE}")||"light");` +
    `r=${forced}||c[${riseCookie}];` +
    `if(r!=="risered"&&r!=="risegreen")r=d.getAttribute("${RISE_ATTRIBUTE}")||(/^zh/i.test(d.lang)?"risered":"risegreen");` +
    `d.setAttribute("${RISE_ATTRIBUTE}",r)` +
    '}catch(e){}})(document.documentElement)'
  );
}

/** The boot script for sites without a forced rise colour. */
// Pure: browser bundles, which never inline the script, drop it and its builder.
export const THEME_BOOT_SCRIPT: string = /* @__PURE__ */ createThemeBootScript();
