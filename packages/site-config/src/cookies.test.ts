import { describe, expect, it } from 'vitest';
import { cookieDeletions, cookieDomainFor, logoutCookieWrites, parseCookieString, readCookie, serializeCookie } from './cookies';

/**
 * Issue 21 L6: one maintained cookie library (`cookie`) parses and writes every shell cookie, in
 * the browser and on a server, and settings cookies may be scoped to a configured parent domain.
 */
describe('one cookie parser', () => {
  it('reads quoted, encoded, repeated and hostile pairs the same way for every reader', () => {
    const header = 'csrftoken="t%20k"; a=1; a=2; __proto__=p; constructor=c; bad=%E0%A4%A; =x; noeq';
    expect(readCookie(header, 'csrftoken')).toBe('t k');
    expect(readCookie(header, 'a')).toBe('1');
    expect(readCookie(header, 'bad')).toBe('%E0%A4%A');
    expect(readCookie(header, '__proto__')).toBe('p');
    expect(readCookie(header, 'constructor')).toBe('c');
    expect(readCookie(header, 'missing')).toBeUndefined();
    expect(readCookie('', 'toString')).toBeUndefined();
    expect({ ...parseCookieString(header) }).toEqual({ csrftoken: 't k', a: '1', ['__proto__']: 'p', constructor: 'c', bad: '%E0%A4%A' });
  });

  it('raw: the same pairs with every value exactly as sent (for passing cookies on)', () => {
    const header = 'csrftoken="t%20k"; a=1; a=2; __proto__=p; bad=%E0%A4%A; =x; noeq';
    expect({ ...parseCookieString(header, { raw: true }) }).toEqual({ csrftoken: '"t%20k"', a: '1', ['__proto__']: 'p', bad: '%E0%A4%A' });
  });

  it('what it writes parses back', () => {
    const header = serializeCookie({ name: 'curr_fiat', value: 'É;€ x', maxAge: 10 }, { secure: true, domain: 'gate.example' });
    expect(readCookie(header.split('; ')[0] ?? '', 'curr_fiat')).toBe('É;€ x');
  });
});

describe('a configured parent domain', () => {
  it('is used only when the page is on it', () => {
    expect(cookieDomainFor('www.gate.example', 'gate.example')).toBe('gate.example');
    expect(cookieDomainFor('tr.gate.example', '.Gate.Example')).toBe('gate.example');
    expect(cookieDomainFor('gate.example', 'gate.example')).toBe('gate.example');
    expect(cookieDomainFor('gate.example.evil.io', 'gate.example')).toBeUndefined();
    expect(cookieDomainFor('evilgate.example', 'gate.example')).toBeUndefined();
    expect(cookieDomainFor('www.gate.example', undefined)).toBeUndefined();
    expect(cookieDomainFor('www.gate.example', '')).toBeUndefined();
  });

  it('logout deletions cover host-only, the page host as a domain and the parent domain, Path=/', () => {
    expect(cookieDeletions(logoutCookieWrites(), { hostname: 'www.gate.example', secure: true, parentDomain: 'gate.example' })).toEqual([
      'pver=; Max-Age=0; Path=/; Secure; SameSite=Lax',
      'pver=; Max-Age=0; Domain=www.gate.example; Path=/; Secure; SameSite=Lax',
      'pver=; Max-Age=0; Domain=gate.example; Path=/; Secure; SameSite=Lax',
      'sign=; Max-Age=0; Path=/; Secure; SameSite=Lax',
      'sign=; Max-Age=0; Domain=www.gate.example; Path=/; Secure; SameSite=Lax',
      'sign=; Max-Age=0; Domain=gate.example; Path=/; Secure; SameSite=Lax',
    ]);
    expect(cookieDeletions(logoutCookieWrites(), { hostname: 'localhost', secure: false, parentDomain: 'gate.example' })).toEqual([
      'pver=; Max-Age=0; Path=/; SameSite=Lax',
      'sign=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
    expect(cookieDeletions(logoutCookieWrites(), { hostname: '127.0.0.1', secure: false })).toHaveLength(2);
  });
});
