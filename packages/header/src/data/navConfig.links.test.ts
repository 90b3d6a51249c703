import { normalizeNavConfig } from './navConfig';
import { localizeMenuUrl } from './remoteMenu';

/**
 * Links and icons inside parsed payloads are checked for their shape only (spec §5: "absolute
 * http(s) kept"): never `javascript:`, `data:`, `blob:`, `//host`, `/\host`, user-info, and never a
 * relative image. Which hosts they may reach is the host app's `externalHosts` / `imageHosts`,
 * applied where they render (`ShellLink`, `useImageSrc`; see RemoteMenu.test.tsx).
 */
const UNSAFE = ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x', 'blob:https://www.gate.example/1', 'https://user:pw@www.gate.example/', 'java\tscript:alert(1)'];
const ABSOLUTE = ['https://www.gate.example/x', 'https://partner.example/x', 'http://www.gate.example/x', 'https://gate.example.evil.com/x'];

describe('NavConfigItem links and icons', () => {
  it.each(UNSAFE)('drops the link and the icon %j', (url) => {
    const [item] = normalizeNavConfig([{ title: 'T', link: url, icon: url, children: [{ title: 'C', link: url, icon: url }] }]);
    expect(item).toMatchObject({ link: '', icon: '', children: [{ link: '', icon: '' }] });
  });

  it('drops a relative icon (a same-origin GET such as /logout) but keeps a relative link', () => {
    const [item] = normalizeNavConfig([{ title: 'T', link: '/markets', icon: '/logout' }]);
    expect(item).toMatchObject({ link: '/markets', icon: '' });
  });

  it.each(ABSOLUTE)('keeps the absolute link and icon %j for the host to decide', (url) => {
    const [item] = normalizeNavConfig([{ title: 'T', link: url, icon: url }]);
    expect(item).toMatchObject({ link: url, icon: url });
  });
});

describe('remote menu jump_url', () => {
  it.each(UNSAFE)('drops %j', (url) => {
    expect(localizeMenuUrl(url, 'en')).toBe('');
  });

  it.each(ABSOLUTE)('keeps the absolute %j as it is', (url) => {
    expect(localizeMenuUrl(url, 'zh')).toBe(url);
  });

  it('prefixes relative paths', () => {
    expect(localizeMenuUrl('/price', 'zh')).toBe('/zh/price');
  });
});
