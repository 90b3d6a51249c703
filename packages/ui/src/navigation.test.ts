import { describe, expect, it } from 'vitest';
import { safeImageSrc } from '@shell/site-config';
import { checkedNavigation, hostEntryOf } from './navigation';

describe('checkedNavigation (issue 21 M1)', () => {
  const hosts = ['gate.example', '*.gate.example'];
  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', 'http://www.gate.example/', 'javascript:alert(1)', 'zh/markets', '', null, 42])('refuses %j', (raw) => {
    expect(checkedNavigation(raw, { allowedHosts: hosts })).toBeNull();
  });
  it.each(['/zh/markets', '/login?x=1', 'https://www.gate.example/trade'])('passes %j', (raw) => {
    expect(checkedNavigation(raw, { allowedHosts: hosts })).toBe(raw);
  });
  it('an empty allow-list allows same-origin paths only', () => {
    expect(checkedNavigation('https://www.gate.example/', { allowedHosts: [] })).toBeNull();
    expect(checkedNavigation('/x', { allowedHosts: [] })).toBe('/x');
  });
  it('accepts http://localhost only when asked (development)', () => {
    expect(checkedNavigation('http://localhost:5173/x', { allowedHosts: hosts })).toBeNull();
    expect(checkedNavigation('http://localhost:5173/x', { allowedHosts: hosts, allowLocalhostHttp: true })).toBe('http://localhost:5173/x');
  });
});

describe('hostEntryOf', () => {
  it.each([
    ['https://static.gate.example', 'static.gate.example'],
    ['https://static.gate.example/', 'static.gate.example'],
    ['https://Static.Gate.Example/assets/', 'static.gate.example'],
    // A non-default port is kept: the entry then allows that port only (see safeImageSrc).
    ['https://static.gate.example:8443', 'static.gate.example:8443'],
    ['http://localhost:5173', 'localhost:5173'],
    // The scheme's default port is no port.
    ['https://static.gate.example:443', 'static.gate.example'],
  ])('%s → %s', (origin, entry) => {
    expect(hostEntryOf(origin)).toBe(entry);
  });

  it('gives an entry that admits images on that port only', () => {
    const entry = hostEntryOf('https://static.gate.example:8443') ?? '';
    expect(safeImageSrc('https://static.gate.example:8443/a.png', [entry])).toBe('https://static.gate.example:8443/a.png');
    expect(safeImageSrc('https://static.gate.example/a.png', [entry])).toBeNull();
  });

  it.each(['ftp://static.gate.example', 'static.gate.example', '', 'javascript:alert(1)'])('gives null for %j', (origin) => {
    expect(hostEntryOf(origin)).toBeNull();
  });
});

describe('DEFAULT_EXTERNAL_HOSTS', () => {
  it("is the exchange's own domain: the apex and its subdomains by an explicit wildcard", async () => {
    const { DEFAULT_EXTERNAL_HOSTS } = await import('./host');
    expect(DEFAULT_EXTERNAL_HOSTS).toEqual(['gate.example', '*.gate.example']);
    expect(checkedNavigation('https://www.gate.example/x', { allowedHosts: DEFAULT_EXTERNAL_HOSTS })).toBe('https://www.gate.example/x');
    expect(checkedNavigation('https://gate.example.evil.com/', { allowedHosts: DEFAULT_EXTERNAL_HOSTS })).toBeNull();
  });
});
