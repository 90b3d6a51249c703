import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, openDemo } from './fixtures';

// The axe audit of the demo (WCAG 2.2 AA): a11y.spec.ts audits the shell's open states and
// right-to-left pages with it; sites.spec.ts audits every site for visitor and user in the same
// page load that checks the site's policy (one load per site and user instead of two).

/**
 * axe-core's browser bundle: from the `axe-core` package when apps/demo lists it, or from
 * AXE_CORE_PATH (a path to axe.min.js). Without either the audit is skipped, loudly.
 */
function loadAxeSource(): string | null {
  const explicit = process.env.AXE_CORE_PATH;
  try {
    return readFileSync(explicit ?? createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  } catch {
    return null;
  }
}

export const axeSource = loadAxeSource();

/** WCAG 2.2 level A and AA (with 2.0 and 2.1), plus axe's best practices (landmarks, headings). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const THEMES = ['light', 'dark'] as const;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The rules whose outcome the second theme can change. The themes differ only in colour custom
 * properties (packages/site-config/src/theme/theme.css, the header's and footer's styles.css), so
 * the other rules give the same result in both; the second theme runs only these (as the docs
 * app's test-runner does for its other theme).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * What an audit covers. `document`: the whole page. `shell`: all but the demo's own page content
 * (`main#main` of the home page: its data panels, log and hundreds of policy decisions, two thirds
 * of the page's elements and of an audit's time). The audits of each site and of the shell's open
 * states use it; that content is the same markup on every site and in every state, and the
 * audits of the home page with its policy details open, of the policy matrix and of the two
 * right-to-left pages (a11y.spec.ts) cover it whole.
 */
export type AxeScope = 'document' | 'shell';
const DEMO_CONTENT = 'main#main';

/** Runs axe on the page (see AxeScope); one line per violation (rule, impact, the first targets). */
async function axeViolations(page: Page, scope: AxeScope, rules?: readonly string[]): Promise<string[]> {
  // Once per document: the second theme's audit finds it still there.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource ?? '' });
  const violations = await page.evaluate(async ({ tags, rules, exclude }) => {
    // Colours are measured after transitions (the demo's theme switch fades some of them).
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const axe = (window as unknown as { axe: { run(context: Document | { exclude: string[][] }, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(exclude ? { exclude: [[exclude]] } : document, { runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags } });
    return result.violations;
  }, { tags: AXE_TAGS, rules, exclude: scope === 'shell' ? DEMO_CONTENT : null });
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
}

/**
 * Loads `url` in the first theme and audits it in both (see expectLoadedPageCleanInBothThemes).
 * `open` (a flyout, menu or dialog) puts the page in the state to check.
 */
export async function expectCleanInBothThemes(page: Page, url: string, open?: (page: Page) => Promise<void>, scope: AxeScope = 'document'): Promise<void> {
  await openDemo(page, `${url}${url.includes('?') ? '&' : '?'}theme=${THEMES[0]}`);
  await expectLoadedPageCleanInBothThemes(page, url, open, scope);
}

/**
 * The page as loaded, audited with every rule of AXE_TAGS in the theme it loaded in, then switched
 * to the other theme through the demo's theme control (the shell's own theme change, as a user
 * switches it) and audited with the colour rules. With `open`, the state is opened before each
 * audit; before the switch it is closed (Escape, the pointer moved away), as the control would
 * cover or close it.
 */
export async function expectLoadedPageCleanInBothThemes(page: Page, label: string, open?: (page: Page) => Promise<void>, scope: AxeScope = 'document'): Promise<void> {
  const loaded = await page.locator('html').getAttribute('data-theme');
  expect(THEMES, `${label}: the page's theme`).toContain(loaded);
  const other = THEMES.find((theme) => theme !== loaded) ?? THEMES[1];
  await open?.(page);
  expect(await axeViolations(page, scope), `${label} in the ${loaded} theme`).toEqual([]);
  if (open) {
    await page.keyboard.press('Escape');
    await page.mouse.move(0, (page.viewportSize()?.height ?? 800) - 1);
  }
  await page.getByLabel('Theme', { exact: true }).selectOption(other);
  await open?.(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', other);
  expect(await axeViolations(page, scope, COLOUR_RULES), `${label} in the ${other} theme`).toEqual([]);
}
