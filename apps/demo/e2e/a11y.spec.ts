import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, openDemo, test } from './fixtures';

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

const axeSource = loadAxeSource();

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource ?? '' });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations;
  });
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
}

test.describe('accessibility (axe)', () => {
  test.skip(axeSource === null, 'axe-core is not installed for apps/demo (add it as a devDependency or set AXE_CORE_PATH)');

  for (const theme of ['light', 'dark'] as const) {
    test(`home passes axe in the ${theme} theme`, async ({ page }) => {
      await openDemo(page, `/?site=tr&user=user&theme=${theme}&fault=commonData:http-500`);
      await page.getByText('Policy context as JSON').click();
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`policy matrix passes axe in the ${theme} theme`, async ({ page }) => {
      await openDemo(page, `/policy?user=sub&site=us&theme=${theme}`);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('Arabic, right to left, at 360 px passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openDemo(page, '/ar/?site=ae&user=sub');
    expect(await axeViolations(page)).toEqual([]);
  });
});
