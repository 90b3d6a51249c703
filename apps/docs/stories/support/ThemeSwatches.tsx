import { useLayoutEffect, useRef, useState } from 'react';
import { RISE_COLORS } from '@shell/site-config';
import type { RiseColor, ThemeName } from '@shell/site-config';

const THEMES: readonly ThemeName[] = ['light', 'dark'];
const THEME_LABELS: Readonly<Record<ThemeName, string>> = { light: 'Light theme', dark: 'Dark theme' };
const RISE_LABELS: Readonly<Record<RiseColor, string>> = { risegreen: 'green up', risered: 'red up' };
/** Tokens derived from the rise-colour setting rather than declared per theme. */
const RISE_TOKENS = ['--shell-rise', '--shell-fall'] as const;

/**
 * The colour tokens of theme.css, read from the loaded stylesheet itself (every custom property
 * the dark theme redeclares is theme-dependent), so a token added to theme.css shows up here
 * without touching the docs.
 */
export function readThemeTokenNames(): string[] {
  const names = new Set<string>();
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // A cross-origin sheet; not ours.
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSStyleRule) || !/\[data-theme=['"]?dark['"]?\]/.test(rule.selectorText)) continue;
      for (const property of Array.from(rule.style)) if (property.startsWith('--shell-')) names.add(property);
    }
  }
  return [...names, ...RISE_TOKENS];
}

const isColour = (value: string) => /^(#|rgb|hsl|oklch|color\()/i.test(value);

interface PanelProps {
  theme: ThemeName;
  rise: RiseColor;
  tokens: readonly string[];
}

/**
 * One theme × rise-colour combination. The rise colour sits on the outer element and the theme
 * on the inner one, the nesting theme.css resolves (`[data-rise] [data-theme]`).
 */
function TokenPanel({ theme, rise, tokens }: PanelProps) {
  const scope = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Readonly<Record<string, string>>>({});
  useLayoutEffect(() => {
    if (!scope.current) return;
    const style = getComputedStyle(scope.current);
    setValues(Object.fromEntries(tokens.map((token) => [token, style.getPropertyValue(token).trim()])));
  }, [tokens]);
  const caption = `${THEME_LABELS[theme]}, ${RISE_LABELS[rise]}`;
  const colourTokens = tokens.filter((token) => values[token] === undefined || isColour(values[token] ?? ''));

  return (
    <div data-rise={rise}>
      <div ref={scope} data-theme={theme} className="docs-panel" data-testid={`panel-${theme}-${rise}`}>
        <table className="docs-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">Swatch</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {colourTokens.map((token) => (
              <tr key={token} data-token={token}>
                <th scope="row">
                  <code>{token}</code>
                </th>
                <td>
                  <span aria-hidden="true" className="docs-swatch" style={{ background: `var(${token})` }} />
                </td>
                <td>
                  <code>{values[token] ?? ''}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Sample: <span style={{ color: 'var(--shell-rise)' }}>▲ +2.41% rise</span>{' '}
          <span style={{ color: 'var(--shell-fall)' }}>▼ −1.07% fall</span>{' '}
          <a href="#tokens" style={{ color: 'var(--shell-link)' }}>
            link
          </a>
        </p>
      </div>
    </div>
  );
}

/** Swatches of every colour token for both themes and both rise colours. */
export function ThemeSwatches() {
  const [tokens] = useState(readThemeTokenNames);
  return (
    <section className="docs-stack" aria-labelledby="tokens">
      <h2 id="tokens" className="docs-title">
        Theme tokens
      </h2>
      <p className="docs-muted">
        CSS custom properties of <code className="docs-code">@shell/site-config/theme.css</code>, keyed on{' '}
        <code className="docs-code">data-theme</code> and <code className="docs-code">data-rise</code> (values as the
        browser computes them). {tokens.length} colour tokens.
      </p>
      <div className="docs-panels">
        {THEMES.flatMap((theme) =>
          RISE_COLORS.map((rise) => <TokenPanel key={`${theme}-${rise}`} theme={theme} rise={rise} tokens={tokens} />),
        )}
      </div>
    </section>
  );
}
