import type { LangCode, SiteKey } from '@shell/site-config';
import { COOKIE_NAMES, DEFAULT_LANG, isLangCode, parseCookieString, readSettings, splitLangPrefix } from '@shell/site-config';
import type { ShellSessionState } from './sessionSlice';
import { createSessionState } from './sessionSlice';

export interface ServerSessionInput {
  site: SiteKey;
  /** The request's `Cookie` header (garbage is read as no cookies). */
  cookies?: string;
  /** The page's path: its language prefix is the language (spec §2: a bare path is English). */
  pathname?: string;
  /** The language, when the host names it: wins over the path and the cookie. */
  lang?: LangCode;
}

/**
 * The language of a request: the pathname's prefix when a pathname is known (a bare path is
 * English, spec §2), else the `lang` cookie, else the default.
 */
function requestLang(cookies: Readonly<Record<string, string>>, pathname: string | undefined): LangCode {
  if (pathname !== undefined) return splitLangPrefix(pathname).lang;
  const fromCookie = cookies[COOKIE_NAMES.lang];
  return isLangCode(fromCookie) ? fromCookie : DEFAULT_LANG;
}

/** The session cookies (spec §4: the ones logout deletes): their presence is the login hint. */
const SESSION_COOKIES = [COOKIE_NAMES.pver, COOKIE_NAMES.sign] as const;

/**
 * The session a render starts from — a server's (the request's `Cookie` header) or a client-only
 * page's (its `document.cookie`): site, language, and the settings read from the cookies with site-config's `readSettings` (unknown values → defaults, then the site's
 * constraints). `loginHint` says a session cookie came with the request: it grants nothing (user
 * info decides who is there), it only keeps the account actions' room while user info loads.
 */
export function readServerSession({ site, cookies = '', pathname, lang: named }: ServerSessionInput): ShellSessionState {
  let jar: Record<string, string>;
  try {
    jar = parseCookieString(typeof cookies === 'string' ? cookies : '');
  } catch {
    jar = {};
  }
  const lang = isLangCode(named) ? named : requestLang(jar, pathname);
  const settings = readSettings(jar, site, lang);
  return createSessionState({
    ...settings,
    site,
    lang,
    hasRiseColorCookie: jar[COOKIE_NAMES.riseColor] !== undefined,
    loginHint: SESSION_COOKIES.some((name) => (jar[name] ?? '') !== ''),
  });
}
