import { announcementResponse } from './announcement';

/** Issue 21 L8: an announcement's link is checked against the exchange's hosts when parsed. */
describe('announcement link', () => {
  const parse = (link: unknown) => {
    const parsed = announcementResponse.safeParse({ code: 200, data: { content_id: '1', content: 'x', link } });
    if (!parsed.success) throw new Error('schema');
    return parsed.data;
  };

  it.each(['http://www.gate.example/x', 'https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])('drops %j', (link) => {
    expect(JSON.stringify(parse(link))).not.toContain('evil');
    expect(JSON.stringify(parse(link))).toContain('"link":""');
  });

  it('keeps https on the exchange’s hosts and relative paths', () => {
    expect(JSON.stringify(parse('https://www.gate.example/a'))).toContain('"link":"https://www.gate.example/a"');
    expect(JSON.stringify(parse('/a'))).toContain('"link":"/a"');
  });
});
