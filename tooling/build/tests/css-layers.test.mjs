import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleLayeredCss } from '../css-layers.mjs';

function tree(files) {
  const dir = mkdtempSync(join(tmpdir(), 'css-layers-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('bundleLayeredCss', () => {
  it('wraps each imported file in its layer, inlines nested imports in place, keeps the layer order first', () => {
    const dir = tree({
      'entry.css': "@layer shell.tokens, shell.components;\n@import './a/tokens.css' layer(shell.tokens);\n@import './b/parts.css' layer(shell.components);\n",
      'a/tokens.css': ':root { --x: 1; }\n',
      'b/parts.css': "@import './nested/inner.css';\n.part { color: red; }\n",
      'b/nested/inner.css': '.inner { color: blue; }\n',
    });
    expect(bundleLayeredCss(join(dir, 'entry.css'))).toBe(
      '@layer shell.tokens, shell.components;\n' +
        '@layer shell.tokens {\n:root { --x: 1; }\n}\n' +
        '@layer shell.components {\n.inner { color: blue; }\n.part { color: red; }\n}\n',
    );
  });

  it('refuses an entry import without a layer, and a nested import it cannot inline', () => {
    const unlayered = tree({ 'entry.css': "@import './a.css';\n", 'a.css': '.a {}' });
    expect(() => bundleLayeredCss(join(unlayered, 'entry.css'))).toThrow(/names its layer/);
    const remote = tree({ 'entry.css': "@import './a.css' layer(x);\n", 'a.css': "@import 'https://cdn.example/x.css';\n" });
    expect(() => bundleLayeredCss(join(remote, 'entry.css'))).toThrow(/only relative/);
  });
});
