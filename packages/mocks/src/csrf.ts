import { isSecureProtocol, readCookie, serializeCookie } from '@shell/site-config';

/** The cookie the mock "exchange" issues with a session; the shell sends its value back on every POST. */
export const MOCK_CSRF_COOKIE = 'csrftoken';

/**
 * Issues the mock session's CSRF cookie in a browser page, once. The exchange sets it with the
 * session; without one the shell sends no POST (logout, read marks, memebox paths). A service
 * worker cannot set cookies, so a page that mocks the API with MSW calls this before its first
 * render. Returns whether a cookie was set (false when the page already had one).
 */
export function issueMockCsrfCookie(doc: Pick<Document, 'cookie'> = document, protocol: string = window.location.protocol): boolean {
  if (readCookie(doc.cookie, MOCK_CSRF_COOKIE) !== undefined) return false;
  doc.cookie = serializeCookie({ name: MOCK_CSRF_COOKIE, value: crypto.randomUUID() }, { secure: isSecureProtocol(protocol) });
  return true;
}
