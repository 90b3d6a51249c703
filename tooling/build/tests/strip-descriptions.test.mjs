import { describe, expect, it } from 'vitest';
import { stripMessageDescriptions } from '../strip-descriptions.mjs';

const evaluate = (code) => {
  // The stripped text must still be the same program minus the notes.
  const body = code.replace(/import[^;]*;/g, '').replace(/export const (\w+) =/g, 'out.$1 =');
  const out = {};
  new Function('out', 'defineMessages', 'defineMessage', body)(out, (value) => value, (value) => value);
  return out;
};

describe('stripMessageDescriptions', () => {
  it('drops every description of defineMessages and defineMessage, keeping id and defaultMessage', () => {
    const source = [
      "import { defineMessages, defineMessage } from '@shell/site-config';",
      'export const many = defineMessages({',
      "  a: { id: 'x.a', defaultMessage: 'A {n}', description: 'Note, with a comma: it stays out' },",
      "  b: { id: 'x.b', description: \"first\", defaultMessage: 'B' },",
      '  c: {',
      "    id: 'x.c',",
      "    defaultMessage: 'C',",
      "    description: 'spans',",
      '  },',
      '});',
      "export const one = defineMessage({ id: 'x.d', defaultMessage: 'D', description: `tick` });",
    ].join('\n');
    const stripped = stripMessageDescriptions(source);
    expect(stripped).not.toMatch(/description|Note|first|spans|tick/);
    expect(evaluate(stripped)).toEqual({
      many: { a: { id: 'x.a', defaultMessage: 'A {n}' }, b: { id: 'x.b', defaultMessage: 'B' }, c: { id: 'x.c', defaultMessage: 'C' } },
      one: { id: 'x.d', defaultMessage: 'D' },
    });
  });

  it('keeps every line and column, so source maps stay exact', () => {
    const source = "export const m = defineMessages({\n  a: { id: 'a', defaultMessage: 'A', description: 'two\\nlines' },\n  b: { id: 'b', defaultMessage: 'B' },\n});\n";
    const stripped = stripMessageDescriptions(source);
    expect(stripped).toHaveLength(source.length);
    expect(stripped.split('\n').map((line) => line.length)).toEqual(source.split('\n').map((line) => line.length));
    expect(stripped.indexOf("id: 'b'")).toBe(source.indexOf("id: 'b'"));
  });

  it('leaves other objects with a description alone', () => {
    const source = "const meta = { description: 'a story' };\nexport const m = defineMessages({ a: { id: 'a', defaultMessage: 'A' } });\nconst other = { id: 1, description: 'not a message' };\n";
    expect(stripMessageDescriptions(source)).toBe(source);
  });

  it('returns files without message definitions unchanged', () => {
    const source = "export const description = 'kept';";
    expect(stripMessageDescriptions(source)).toBe(source);
  });
});
