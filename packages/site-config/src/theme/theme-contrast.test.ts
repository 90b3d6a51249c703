/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./theme.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The hex custom properties declared in the rule whose selector list includes `selector`. */
function tokens(selector: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, selectors = '', body = ''] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!selectors.split(',').map((s: string) => s.trim()).includes(selector)) continue;
    for (const [, name = '', value = ''] of body.matchAll(/(--shell-[\w-]+)\s*:\s*(#[0-9a-fA-F]{6})\s*;/g)) out[name] = value.toLowerCase();
  }
  return out;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const THEMES = { light: tokens("[data-theme='light']"), dark: tokens("[data-theme='dark']") };
const BACKGROUNDS = ['--shell-bg', '--shell-surface', '--shell-surface-raised'];
const TEXT = ['--shell-text', '--shell-text-muted', '--shell-link', '--shell-success', '--shell-warning', '--shell-danger', '--shell-green', '--shell-red'];
// The brand is a fill (buttons, the logo, bars): 3:1 against the page like any graphic, and the
// text on it is AA. Brand-coloured text uses --shell-link.
const NON_TEXT = ['--shell-focus-ring', '--shell-border-strong', '--shell-brand'];

describe('theme.css tokens', () => {
  it('the contrast helper matches the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(Object.entries(THEMES))('%s declares every colour token', (_, t) => {
    for (const name of [...BACKGROUNDS, ...TEXT, ...NON_TEXT, '--shell-on-brand', '--shell-border']) expect(t[name], name).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('keeps the brand colours the same in both themes', () => {
    expect(THEMES.dark['--shell-brand']).toBe(THEMES.light['--shell-brand']);
    expect(THEMES.dark['--shell-on-brand']).toBe(THEMES.light['--shell-on-brand']);
  });

  it('light is also the :root default', () => {
    expect(tokens(':root')).toEqual(THEMES.light);
  });

  it.each(Object.entries(THEMES))('%s: every text colour is AA (4.5:1) on every background', (_, t) => {
    for (const fg of TEXT) {
      for (const bg of BACKGROUNDS) expect(contrast(t[fg]!, t[bg]!), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(t['--shell-on-brand']!, t['--shell-brand']!), 'on-brand on brand').toBeGreaterThanOrEqual(4.5);
    for (const fill of ['--shell-success', '--shell-warning', '--shell-danger']) {
      expect(contrast(t['--shell-on-status']!, t[fill]!), `on-status on ${fill}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(Object.entries(THEMES))('%s: focus ring and strong borders are 3:1 on every background (WCAG 1.4.11)', (_, t) => {
    for (const fg of NON_TEXT) {
      for (const bg of BACKGROUNDS) expect(contrast(t[fg]!, t[bg]!), `${fg} on ${bg}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('rise and fall follow the rise-colour setting (space-toggle switches)', () => {
    // The declarations of the rule whose selector list includes `selector`.
    const rule = (selector: string) =>
      Object.fromEntries(
        [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
          .filter(([, s = '']) => s.split(',').map((x: string) => x.trim()).includes(selector))
          .flatMap(([, , body = '']) => [...body.matchAll(/(--shell-[a-z-]+)\s*:\s*([^;]*);/g)].map(([, k, v]) => [k, v?.trim() ?? ''])),
      ) as Record<string, string>;
    // Resolves `var(--switch, var(--colour)) var(--switch2, var(--colour2))` the way CSS does:
    // a switch set to `initial` is the guaranteed-invalid value, so var() takes its fallback;
    // an empty switch contributes nothing.
    const resolve = (expr: string, switches: Record<string, string>, colours: Record<string, string>) =>
      [...expr.matchAll(/var\((--[a-z-]+),\s*var\((--[a-z-]+)\)\)/g)]
        .map(([, sw = '', colour = '']) => (switches[sw] === 'initial' ? colours[colour] : switches[sw]))
        .join(' ')
        .trim();
    const recompute = rule('[data-rise]');
    const colours = { '--shell-green': 'GREEN', '--shell-red': 'RED' };
    const under = (rise: string) => ({
      rise: resolve(recompute['--shell-rise']!, rule(`[data-rise='${rise}']`), colours),
      fall: resolve(recompute['--shell-fall']!, rule(`[data-rise='${rise}']`), colours),
    });
    expect(under('risegreen')).toEqual({ rise: 'GREEN', fall: 'RED' });
    expect(under('risered')).toEqual({ rise: 'RED', fall: 'GREEN' });
    // Without any attribute the root default is green-up.
    expect(resolve(rule(':root')['--shell-rise']!, rule(':root'), colours)).toBe('GREEN');
    // Every scope that can change the theme or the setting recomputes from its own colours.
    expect(rule('[data-theme]')).toEqual(recompute);
    expect(rule(':root')['--shell-rise']).toBe(recompute['--shell-rise']);
  });

  it('uses no physical left/right properties, so RTL mirrors by itself', () => {
    expect(css).not.toMatch(/(?:margin|padding|border)-(?:left|right)|[^-]\b(?:left|right)\s*:/);
  });
});
