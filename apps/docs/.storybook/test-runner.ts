import { getStoryContext } from '@storybook/test-runner';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getViolations, injectAxe } from 'axe-playwright';

type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

/** Page sizes of the viewport globals the stories use (`globals: { viewport: { value } }`). */
const VIEWPORTS: Readonly<Record<string, { width: number; height: number }>> = {
  mobile1: { width: 320, height: 568 },
  mobile2: { width: 414, height: 896 },
  tablet: { width: 834, height: 1112 },
};
const DESKTOP = { width: 1280, height: 800 };

/**
 * WCAG 2.2 level A and AA (2.0, 2.1 and 2.2 success criteria, so 2.2's target size too), plus
 * axe's best practices, which every story already met before the 2.2 sweep.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * What is checked: the story and anything it portals to `<body>` (dialogs, toasts), not
 * Storybook's docs container. Not the whole document, so page-level rules (one `<main>`, one
 * `<h1>`) do not apply to a story of one component.
 */
const AXE_CONTEXT = { include: [['body']], exclude: [['#storybook-docs']] };

/**
 * `region` (all content inside landmarks) is a page rule: a story of one panel has no landmarks
 * around it by design. The demo's axe run (apps/demo/e2e/a11y.spec.ts) checks it on whole pages.
 */
const AXE_RUN_OPTIONS = { runOnly: { type: 'tag' as const, values: AXE_TAGS }, rules: { region: { enabled: false } } };

/**
 * The rules whose outcome the other two modes can change. The themes differ only in colour tokens
 * (`[data-theme]` in @shell/site-config/theme.css sets custom properties and nothing else), so the
 * other theme can change only the colour rules. `dir` changes geometry only (the `[dir='rtl']`
 * rules flip transforms, shadows and alignment; names, roles, ARIA and the DOM stay), so right to
 * left adds the rules that measure boxes. Everything else was already checked in the rendered
 * mode: running all of axe three times was two thirds of the test-runner's CPU.
 */
type AxeOptions = Parameters<typeof getViolations>[2];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const GEOMETRY_RULES = [...COLOUR_RULES, 'target-size', 'scrollable-region-focusable'];
const rulesOnly = (rules: readonly string[]): AxeOptions => ({ runOnly: { type: 'rule' as const, values: [...rules] } });

/** The document attributes the shell keys its theme and direction on (`@shell/site-config/theme.css`). */
interface DocumentModes {
  theme: string;
  dir: string;
}

async function readModes(page: Page): Promise<DocumentModes> {
  return page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme') ?? 'light',
    dir: document.documentElement.getAttribute('dir') ?? 'ltr',
  }));
}

/** Sets the attributes, then waits until styles are recomputed and no transition is running. */
async function applyModes(page: Page, modes: DocumentModes): Promise<void> {
  await page.evaluate(async ({ theme, dir }) => {
    document.documentElement.setAttribute('data-theme', theme);
    document.documentElement.setAttribute('dir', dir);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  }, modes);
}

function describeViolations(mode: string, violations: Awaited<ReturnType<typeof getViolations>>): string[] {
  return violations.map((violation) => {
    const nodes = violation.nodes.slice(0, 5).map((node) => `      ${node.target.join(' ')}  ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`);
    return [`  [${mode}] ${violation.id} (${violation.impact}): ${violation.help}`, ...nodes].join('\n');
  });
}

/**
 * Every story is checked with axe after it rendered and its play function ran, three times:
 * as rendered (every rule), in the other theme (so both light and dark are always checked; the
 * colour rules), and right to left (`dir="rtl"` on `<html>`, in the story's own theme; left to
 * right for a story that is already right to left; the colour and geometry rules). Any violation in any mode fails the story;
 * the message names the mode.
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    // The test-runner does not apply a story's viewport global itself: size the page to it, so
    // mobile stories (drawer, accordion, marquee) run at the width their play functions expect.
    type ViewportGlobals = { viewport?: { value?: string } };
    const story = (await getStoryContext(page, context)) as unknown as {
      storyGlobals?: ViewportGlobals & { site?: string; user?: string };
      globals?: ViewportGlobals;
      parameters?: { pinned?: string };
    };
    // A story that pins the site or user locks those toolbar menus: it must say why (shown above
    // its canvas, see withNotes in preview.tsx); a story that only shows an example follows the toolbar.
    const pins = story.storyGlobals?.site !== undefined || story.storyGlobals?.user !== undefined;
    if (pins && !story.parameters?.pinned) {
      throw new Error(`${context.id} pins the site or user (toolbar locked) without parameters.pinned saying why; let the toolbar drive it or explain the pin`);
    }
    const viewport = story.storyGlobals?.viewport?.value ?? story.globals?.viewport?.value;
    await page.setViewportSize((viewport && VIEWPORTS[viewport]) || DESKTOP);
    // Theme switches below must not be measured mid-transition (the tokens drop durations to 0).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The runner renders every story of a file in one page: axe (about 550 KB of script) is put in
    // it once, not again before each story (a page that reloaded has none and gets it again).
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  },
  async postVisit(page) {
    const rendered = await readModes(page);
    const otherTheme = rendered.theme === 'dark' ? 'light' : 'dark';
    // An Arabic story is already right to left: its third run is left to right instead.
    const otherDir = rendered.dir === 'rtl' ? 'ltr' : 'rtl';
    const modes: readonly [string, DocumentModes, AxeOptions][] = [
      [`${rendered.theme} ${rendered.dir}`, rendered, AXE_RUN_OPTIONS],
      [`${otherTheme} ${rendered.dir}`, { ...rendered, theme: otherTheme }, rulesOnly(COLOUR_RULES)],
      [`${rendered.theme} ${otherDir}`, { ...rendered, dir: otherDir }, rulesOnly(GEOMETRY_RULES)],
    ];
    const problems: string[] = [];
    try {
      for (const [name, mode, options] of modes) {
        await applyModes(page, mode);
        problems.push(...describeViolations(name, await getViolations(page, AXE_CONTEXT, options)));
      }
    } finally {
      await applyModes(page, rendered);
    }
    if (problems.length > 0) throw new Error(`axe found ${problems.length} violation(s):\n${problems.join('\n')}`);
  },
};

export default config;
