import { announcementResponse } from './announcementResponse';

/**
 * An announcement's link is checked for its shape when parsed (spec §5: relative paths and
 * absolute http(s) kept); its host is the host app's decision (`externalHosts`), taken by
 * `ShellLink` where it renders (header's AnnouncementBar tests).
 */
describe('announcement link', () => {
  const parse = (link: unknown) => {
    const parsed = announcementResponse.safeParse({ code: 200, data: { content_id: '1', content: 'x', link } });
    if (!parsed.success) throw new Error('schema');
    return parsed.data;
  };

  it.each(['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x', 'https://user@evil.example/', 'java\tscript:alert(1)', 'ftp://evil.example/'])('drops %j', (link) => {
    expect(parse(link)).toEqual({ content_id: '1', content: 'x', link: '' });
  });

  it.each(['https://www.gate.example/a', 'https://partner.example/a', 'http://www.gate.example/a', '/a'])('keeps %j for the host to decide', (link) => {
    expect(parse(link)).toEqual({ content_id: '1', content: 'x', link });
  });
});
