import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

// theme.css is the one token file: every package's stylesheet draws with its custom properties,
// so light, dark and a host's re-theming reach every part. This scans the stylesheets of all
// packages (vitest runs with the package as working directory).
const PACKAGES = resolve('..');
const THEME = join(PACKAGES, 'site-config/src/theme/theme.css');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? cssFiles(path) : entry.name.endsWith('.css') ? [path] : [];
  });
}

const files = readdirSync(PACKAGES).flatMap((name) => {
  try {
    return cssFiles(join(PACKAGES, name, 'src'));
  } catch {
    return [];
  }
});
const stylesheets = files.filter((file) => file !== THEME).map((file) => ({ file: relative(PACKAGES, file), css: readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }));

// Colour keywords a stylesheet may use: they name no colour of their own.
const ALLOWED_WORDS = new Set(['transparent', 'currentcolor', 'inherit', 'initial', 'unset', 'none']);
const NAMED = /(?<![\w-])(white|black|red|green|blue|gray|grey|silver|orange|yellow|purple|pink|navy|teal)(?![\w-])/i;
const COLOUR_PROPS = /^(color|background|background-color|border(-[a-z-]+)?-color|border(-(block|inline|top|right|bottom|left)(-(start|end))?)?|outline(-color)?|fill|stroke|box-shadow|text-shadow|accent-color|caret-color|column-rule(-color)?|text-decoration(-color)?)$/;

/** Raw colours in the declarations of one stylesheet: `file: property: value` per finding. */
function rawColours({ file, css }: { file: string; css: string }): string[] {
  const found: string[] = [];
  for (const [, prop = '', value = ''] of css.matchAll(/([a-z-]+)\s*:\s*([^;{}]+)/g)) {
    if (prop.startsWith('--')) {
      // A component's own custom property must hold a token, not a colour.
      if (/#[0-9a-f]{3,8}\b|\b(rgb|rgba|hsl|hsla|oklch|lab|lch|color-mix)\(/i.test(value)) found.push(`${file}: ${prop}: ${value.trim()}`);
      continue;
    }
    const bare = value.replace(/var\([^()]*(\([^()]*\))?[^()]*\)/g, '');
    if (/#[0-9a-f]{3,8}\b|\b(rgb|rgba|hsl|hsla|oklch|lab|lch|hwb)\(/i.test(bare)) found.push(`${file}: ${prop}: ${value.trim()}`);
    else if (COLOUR_PROPS.test(prop) && NAMED.test(bare) && !ALLOWED_WORDS.has(bare.trim().toLowerCase())) found.push(`${file}: ${prop}: ${value.trim()}`);
  }
  return found;
}

describe('design tokens: theme.css is the only place colours are written', () => {
  it('scans the stylesheets of every package', () => {
    expect(stylesheets.map((s) => s.file)).toEqual(expect.arrayContaining(['header/src/styles.css', 'footer/src/styles.css', 'markets/src/styles.css', 'reminder/src/styles.css', 'ui/src/styles.css']));
  });

  it('no stylesheet but theme.css writes a colour (hex, rgb(), hsl(), colour names)', () => {
    expect(stylesheets.flatMap(rawColours)).toEqual([]);
  });

  it('the check catches each kind of raw colour', () => {
    const sample = { file: 'x.css', css: '.a { color: #fff; } .b { background: rgb(0 0 0 / 0.5); } .c { border-color: red; } .d { --x-tint: hsl(0 0% 50%); } .e { color: var(--shell-text); background: transparent; white-space: nowrap; }' };
    expect(rawColours(sample)).toEqual(['x.css: color: #fff', 'x.css: background: rgb(0 0 0 / 0.5)', 'x.css: border-color: red', 'x.css: --x-tint: hsl(0 0% 50%)']);
  });

  it('every --shell-* token a stylesheet reads is declared (in theme.css or as a component property, or read with a fallback)', () => {
    const declared = new Set([readFileSync(THEME, 'utf8'), ...stylesheets.map((s) => s.css)].flatMap((css) => [...css.matchAll(/(--shell-[a-z0-9-]+)\s*:/g)].map(([, name]) => name)));
    const missing = stylesheets.flatMap(({ file, css }) =>
      [...css.matchAll(/var\((--shell-[a-z0-9-]+)\s*(,)?/g)].filter(([, name, fallback]) => !declared.has(name) && !fallback).map(([, name]) => `${file}: ${name}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });
});
