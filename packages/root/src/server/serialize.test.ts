import { serializeForScript } from './serialize';

/** Issue 21 L9: state inlined in a `<script>` cannot close it, comment it out or break a string. */
describe('serializeForScript', () => {
  const hostile = {
    content: '</script><script>window.__pwned = 1</script>',
    comment: '<!-- <script>',
    cdata: ']]>',
    separators: 'a\u2028b\u2029c',
    amp: 'a&b',
    nested: [{ link: '</SCRIPT >' }],
  };

  it('leaves no <, >, & or U+2028/2029 in the output, and parses back to the same value', () => {
    const text = serializeForScript(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('cannot end an inline script element in a real HTML parser', () => {
    const doc = new DOMParser().parseFromString(`<script type="application/json" id="s">${serializeForScript(hostile)}</script><p id="after"></p>`, 'text/html');
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(doc.getElementById('s')!.textContent!)).toEqual(hostile);
  });

  it('works as a JS expression too (U+2028 inside a string literal)', () => {
    expect(new Function(`return ${serializeForScript(hostile)};`)()).toEqual(hostile);
  });
});
