import { normalizeNavConfig } from './navConfig';
import { localizeMenuUrl } from './remoteMenu';

/**
 * Issue 21 L8: links and icons inside parsed payloads go through the same allow-list as every
 * link from data: `https:` on the exchange's hosts for links, the static host for images; never a
 * relative image, never `//host`, `/\host`, `http:` or a foreign host.
 */
const HOSTILE = ['//evil.example', '/\\evil.example', 'http://www.gate.example/x', 'https://evil.example/x', 'https://gate.example.evil.com/x', 'javascript:alert(1)', 'data:text/html,x', 'blob:https://www.gate.example/1'];

describe('NavConfigItem links and icons', () => {
  it.each(HOSTILE)('drops the link and the icon %j', (url) => {
    const [item] = normalizeNavConfig([{ title: 'T', link: url, icon: url, children: [{ title: 'C', link: url, icon: url }] }]);
    expect(item).toMatchObject({ link: '', icon: '', children: [{ link: '', icon: '' }] });
  });

  it('drops a relative icon (a same-origin GET such as /logout) but keeps a relative link', () => {
    const [item] = normalizeNavConfig([{ title: 'T', link: '/markets', icon: '/logout' }]);
    expect(item).toMatchObject({ link: '/markets', icon: '' });
  });

  it('keeps https links on the exchange’s hosts and icons on the static host', () => {
    const [item] = normalizeNavConfig([{ title: 'T', link: 'https://www.gate.example/earn', icon: 'https://static.gate.example/i.svg' }]);
    expect(item).toMatchObject({ link: 'https://www.gate.example/earn', icon: 'https://static.gate.example/i.svg' });
  });
});

describe('remote menu jump_url', () => {
  it.each(HOSTILE)('drops %j', (url) => {
    expect(localizeMenuUrl(url, 'en')).toBe('');
  });

  it('keeps https on the exchange’s hosts and prefixes relative paths', () => {
    expect(localizeMenuUrl('https://web3.gate.example/', 'zh')).toBe('https://web3.gate.example/');
    expect(localizeMenuUrl('/price', 'zh')).toBe('/zh/price');
  });
});
