import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { pseudo } from '../../../tooling/i18n/index.mjs';
import { barBoxes, expectNoHorizontalScroll, expectNoOverlap, expectTextInside } from './layout';
import { LANGUAGE_NAMES, SHELL_LOCALES, SITE_KEYS, SITES } from '../../../packages/site-config/src/index';
import { expect, openDemo, test } from './fixtures';

/**
 * The pseudo-locale run: the demo's production build with every package's English catalog
 * swapped for the en-XA pseudo-locale (`[Ŀöĝ Ïñ]`, generated from lang/en.json at test time), the
 * whole shell opened state by state, and every visible text and accessible name checked. Text
 * outside the pseudo-locale's brackets made of plain ASCII words is hard-coded English — unless
 * it is data: a word that came from the (mock) backend's responses, a language's own name, or
 * what Intl formats (month names).
 *
 * The catalogs are swapped on the wire: the demo loads each package's catalog as a lazily loaded
 * chunk (`assets/en-<hash>.js`, through the MSW service worker, which context.route sees).
 */

const PACKAGES = ['site-config', 'header', 'markets', 'reminder', 'footer'] as const;
const packagesDir = fileURLToPath(new URL('../../../packages/', import.meta.url));

/**
 * Everything of the page that is not the shell: the demo's own controls, pages and notes, and the
 * search micro-app (a separate app from the static host). The reminder page component of
 * @shell/reminder is shell although the demo renders it inside its <main>.
 */
const NOT_SHELL = '.app-controls, main#main, nav.demo-pages, .skip-link, .shell-header__search-app';
const SHELL_INSIDE_DEMO = '.shell-reminder-page';

/** Every package's en-XA catalog in one object (the ids are namespaced, so they do not clash). */
function pseudoCatalogs(): Record<string, unknown> {
  const scratch = mkdtempSync(join(tmpdir(), 'shell-pseudo-e2e-'));
  try {
    const merged: Record<string, unknown> = {};
    for (const name of PACKAGES) {
      const file = pseudo({ cwd: join(packagesDir, name), outFile: join(scratch, `${name}.json`) });
      Object.assign(merged, JSON.parse(readFileSync(file, 'utf8')));
    }
    return merged;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Words Intl writes in English itself (dates, times, relative times): formatted, not hard-coded. */
function intlWords(): string[] {
  const out: string[] = [];
  for (let month = 0; month < 12; month += 1) {
    const date = new Date(Date.UTC(2025, month, 2 + month));
    for (const style of ['short', 'long'] as const) {
      out.push(new Intl.DateTimeFormat('en', { month: style, weekday: style }).format(date));
    }
  }
  out.push(new Intl.DateTimeFormat('en', { hour: 'numeric', hour12: true }).format(new Date(Date.UTC(2025, 0, 1, 13))), 'AM', 'PM');
  const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const unit of ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const) {
    for (const n of [-2, -1, 0, 1, 2]) out.push(relative.format(n, unit));
  }
  return [...new Set(out.flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? []))];
}

interface Finding {
  word: string;
  text: string;
  where: string;
}

/**
 * In the page, before any app code: every string of every JSON response the app fetches (the mock
 * backend's data) is kept, lower-cased, in `window.__dataStrings` before the app reads the
 * response, so a scan never races the data it shows.
 */
function recordResponseStrings() {
  const strings = new Set<string>();
  (window as unknown as { __dataStrings: Set<string> }).__dataStrings = strings;
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (!/[A-Za-z]{2}/.test(value) || value.length > 500) return;
      strings.add(value.trim().toLowerCase());
      // Identifiers the shell splits for display: a pair BTC_USDT shows as BTC/USDT.
      if (/^[\w-]+$/.test(value)) for (const part of value.split('_')) strings.add(part.toLowerCase());
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await originalFetch(...args);
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      try {
        collect(JSON.parse(await response.clone().text()));
      } catch {
        // Not JSON after all: nothing to learn from it.
      }
    }
    return response;
  };
}

/**
 * In the page: visible text and accessible names of the shell. Outside the pseudo-locale's
 * brackets, every ASCII word must belong to a whole data string shown there (a coin name, a
 * notification's text, a ticker: matched case-insensitively at word boundaries) — a single
 * English word of the UI is not excused because some response happens to contain it too.
 */
function unlocalizedInPage({ notShell, shellInside, data }: { notShell: string; shellInside: string; data: string[] }): Finding[] {
  const outsideShell = (el: Element) => el.closest(notShell) !== null && el.closest(shellInside) === null;
  // Data strings indexed by their first word, with that word's offset in the string.
  const index = new Map<string, { text: string; offset: number }[]>();
  for (const raw of [...data.map((d) => d.toLowerCase()), ...(window as unknown as { __dataStrings: Set<string> }).__dataStrings]) {
    const first = /[a-z]{2,}/.exec(raw);
    if (!first) continue;
    const list = index.get(first[0]) ?? [];
    list.push({ text: raw, offset: first.index });
    index.set(first[0], list);
  }
  const isLetter = (ch: string | undefined) => ch !== undefined && /[a-z]/.test(ch);
  const findings: Finding[] = [];
  const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
  const where = (el: Element) => {
    const parts: string[] = [];
    for (let node: Element | null = el; node && node !== document.body && parts.length < 4; node = node.parentElement) {
      parts.unshift(`${node.tagName.toLowerCase()}${node.classList[0] ? `.${node.classList[0]}` : ''}`);
    }
    return parts.join(' > ');
  };
  const check = (text: string, el: Element) => {
    // Brackets of one message may span several text nodes (rich text): drop whole bracketed runs.
    let outside = text;
    for (let previous = ''; previous !== outside; ) {
      previous = outside;
      outside = outside.replace(/\[[^[\]]*\]/g, ' ');
    }
    outside = outside.replace(/\[[^\]]*$|^[^[]*\]/g, ' ');
    // Shortened addresses (0x6f...166f) are cut from data, not words.
    outside = outside.replace(/\w+(\.\.\.|…)\w+/g, ' ');
    const lower = outside.toLowerCase();
    const covered = new Uint8Array(lower.length);
    const words = [...lower.matchAll(/[a-z]{2,}/g)];
    for (const word of words) {
      for (const candidate of index.get(word[0]) ?? []) {
        const start = word.index - candidate.offset;
        const end = start + candidate.text.length;
        if (start >= 0 && lower.startsWith(candidate.text, start) && !isLetter(lower[start - 1]) && !isLetter(lower[end])) covered.fill(1, start, end);
      }
    }
    for (const word of words) {
      if (!covered[word.index]) findings.push({ word: outside.slice(word.index, word.index + word[0].length), text: text.trim().slice(0, 80), where: where(el) });
    }
  };
  // Text: one string per block of inline text, so a message split by rich-text tags stays whole.
  // Text nodes of different elements are joined with a space: cells of a row never run together.
  const blocks = new Map<Element, string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || outsideShell(parent) || parent.closest('script, style, noscript, template') || !visible(parent)) continue;
    const block = parent.closest('p, li, div, td, th, h1, h2, h3, h4, label, legend, button, a, summary, section') ?? parent;
    blocks.set(block, `${blocks.get(block) ?? ''} ${node.textContent ?? ''}`);
  }
  for (const [block, text] of blocks) check(text, block);
  // Names and hints that are read out or shown on hover.
  for (const el of Array.from(document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt], [aria-valuetext]'))) {
    if (outsideShell(el) || !visible(el)) continue;
    for (const attribute of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) {
      const value = el.getAttribute(attribute);
      if (value) check(value, el);
    }
  }
  return findings;
}

interface PseudoRun {
  page: Page;
  /** Unlocalised words found so far, by word, with where each was first seen. */
  findings: Map<string, Finding & { state: string }>;
  /** States scanned so far. */
  states: string[];
  scan(state: string): Promise<void>;
  /** How many catalog chunks were swapped. */
  swapped(): number;
}

/** `catalog: null` keeps the English catalogs (the control run). */
async function startPseudoRun(page: Page, context: BrowserContext, catalog: Record<string, unknown> | null, staticData: readonly string[]): Promise<PseudoRun> {
  let swapped = 0;
  const body = `export default ${JSON.stringify(catalog)};\n`;
  if (catalog) {
    await context.route(/\/assets\/en-[\w-]+\.js$/, async (route) => {
      swapped += 1;
      await route.fulfill({ status: 200, contentType: 'text/javascript', body });
    });
  }
  await context.addInitScript(recordResponseStrings);
  const findings = new Map<string, Finding & { state: string }>();
  const states: string[] = [];
  return {
    page,
    findings,
    states,
    swapped: () => swapped,
    async scan(state) {
      states.push(state);
      await expect(page.locator('[aria-busy="true"]'), `${state}: still loading`).toHaveCount(0);
      for (const finding of await page.evaluate(unlocalizedInPage, { notShell: NOT_SHELL, shellInside: SHELL_INSIDE_DEMO, data: [...staticData] })) {
        if (!findings.has(finding.word)) findings.set(finding.word, { ...finding, state });
      }
    },
  };
}

/**
 * The demo with the whole shell in it: the footer is a chunk of its own that arrives after the
 * first render with no busy marker, and a scan before it would silently skip the footer's text.
 */
async function openShell(page: Page, url: string): Promise<void> {
  await openDemo(page, url);
  await expect(page.locator('footer.shell-footer')).toBeAttached();
}

/**
 * Moves the page to another site or user in the document itself: the demo's popstate path (as Back
 * and Forward), which starts another mock backend session and asks every call again. The data
 * strings of the state before are dropped first, so a scan excuses only the new state's data.
 */
async function switchInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    (window as unknown as { __dataStrings: Set<string> }).__dataStrings.clear();
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** Opens each popup of the header with the keyboard, scans it (each of its tabs too), closes it. */
async function scanHeaderPopups(run: PseudoRun, state: string): Promise<number> {
  const { page } = run;
  // Not the navigation's entries that moved into "More" (inert; "More" itself is scanned).
  const triggers = page.locator('header.shell-header :is(button[aria-expanded], button[aria-haspopup]):not([inert] *):visible');
  const count = await triggers.count();
  for (let i = 0; i < count; i += 1) {
    const trigger = triggers.nth(i);
    const name = (await trigger.getAttribute('aria-label')) ?? (await trigger.innerText());
    // The previous popup hands focus back as it closes, a frame later: focus this trigger until
    // it holds, or the Enter lands on whatever the hand-back left focused.
    await expect(async () => {
      await trigger.focus();
      await expect(trigger).toBeFocused({ timeout: 500 });
    }).toPass({ timeout: 5000 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const controls = await trigger.getAttribute('aria-controls');
    const panel = controls ? page.locator(`[id="${controls}"]`) : dialog.last();
    await expect(panel).toBeVisible();
    await run.scan(`${state}: ${name} open`);
    const tabs = panel.getByRole('tab');
    for (let t = 0; t < (await tabs.count()); t += 1) {
      await tabs.nth(t).click();
      await run.scan(`${state}: ${name}, tab ${t + 1}`);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }
  return count;
}

let catalog: Record<string, unknown>;
/** Data that is not from the backend: languages' own names and codes (EN), site names, Intl's words. */
const staticData = [
  ...Object.values(LANGUAGE_NAMES),
  ...SHELL_LOCALES.map((lang) => lang.toUpperCase()),
  ...SITE_KEYS.map((key) => SITES[key].name),
  ...intlWords(),
];

/** Opens the footer's closed sections one by one (an accordion may close the others), scanning each. */
async function scanFooterSections(run: PseudoRun, state: string): Promise<void> {
  const summaries = run.page.locator('footer details:not([open]) > summary:visible');
  for (let i = await summaries.count(); i > 0; i -= 1) {
    const summary = summaries.first();
    const name = await summary.innerText();
    await summary.focus();
    await run.page.keyboard.press('Enter');
    await run.scan(`${state}: footer ${name} open`);
    if ((await summaries.count()) >= i) break;
  }
}

test.describe('pseudo-locale: no hard-coded text in the shell', () => {
  test.describe.configure({ timeout: 300_000 });
  test.beforeAll(() => {
    catalog = pseudoCatalogs();
  });

  function reportOf(run: PseudoRun): string[] {
    console.log(`[pseudo] ${test.info().title}: ${run.states.length} states scanned, ${run.findings.size} unlocalised words`);
    return [...run.findings.values()].map((f) => `"${f.word}" in "${f.text}" (${f.where}; ${f.state})`);
  }

  // One document for all 24 states: the first is loaded, the others switched to in the page
  // (switchInApp), at about a fifth of a page load's CPU each. The shell renders them as on a load:
  // each state's site, user and data, checked before the scan.
  test('every site, visitor and user: the bar, announcement bar and footer', async ({ page, context }) => {
    const run = await startPseudoRun(page, context, catalog, staticData);
    for (const [index, site] of SITE_KEYS.entries()) {
      for (const user of ['visitor', 'user'] as const) {
        const url = `/?site=${site}&user=${user}`;
        if (index === 0 && user === 'visitor') await openShell(page, url);
        else await switchInApp(page, url);
        await expect(page.locator('main#main h1')).toContainText(SITES[site].name);
        const header = page.locator('header.shell-header').first();
        await expect(header).toHaveAttribute('data-site', site);
        if (user === 'user') await expect(header).toHaveAttribute('data-logged-in', '');
        else await expect(header).not.toHaveAttribute('data-logged-in');
        await run.scan(url);
        await scanFooterSections(run, url);
      }
    }
    expect(run.states.length).toBeGreaterThanOrEqual(SITE_KEYS.length * 2);
    // Proof the swap happened: the shell's texts are pseudo-localised.
    await expect(page.locator('footer').first()).toContainText('[');
    expect(run.swapped()).toBeGreaterThanOrEqual(4);
    expect(reportOf(run)).toEqual([]);
  });

  test('desktop, logged in: every menu, flyout (each tab), panel and dialog of the header', async ({ page, context }) => {
    // Wide enough for every pseudo-long entry to sit in the bar with its own flyout or menu.
    await page.setViewportSize({ width: 3840, height: 900 });
    const run = await startPseudoRun(page, context, catalog, staticData);
    await openShell(page, '/?user=user');
    const popups = await scanHeaderPopups(run, 'main user');
    expect(popups).toBeGreaterThanOrEqual(12);
    // The logout confirmation (opened from the user menu, never confirmed).
    await page.locator('[data-menu="user"] > button').click();
    await page.locator('.shell-header__logout').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await run.scan('logout dialog');
    await page.keyboard.press('Escape');
    expect(run.swapped()).toBeGreaterThanOrEqual(5);
    expect(reportOf(run)).toEqual([]);
  });

  test('desktop, visitor and the EU cookie notice', async ({ page, context }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const run = await startPseudoRun(page, context, catalog, staticData);
    await openShell(page, '/?site=eu&user=visitor');
    await run.scan('eu visitor');
    await scanHeaderPopups(run, 'eu visitor');
    expect(reportOf(run)).toEqual([]);
  });

  test('the reminder page, each tab, in both layouts', async ({ page, context }) => {
    const run = await startPseudoRun(page, context, catalog, staticData);
    for (const url of ['/reminder?user=user', '/reminder?user=user&sidebar=1']) {
      await openShell(page, url);
      const tabs = page.locator('.shell-reminder-page').getByRole('tab');
      await expect(tabs.nth(1)).toBeVisible();
      for (let t = 0; t < (await tabs.count()); t += 1) {
        await tabs.nth(t).click();
        await run.scan(`${url}, tab ${t + 1}`);
      }
    }
    expect(reportOf(run)).toEqual([]);
  });

  test('control: with the English catalogs the scan finds the UI words', async ({ page, context }) => {
    const english = await startPseudoRun(page, context, null, staticData);
    await openShell(page, '/?user=visitor');
    await english.scan('english');
    expect(english.swapped()).toBe(0);
    expect([...english.findings.keys()]).toEqual(expect.arrayContaining(['Log', 'Sign', 'Markets', 'Trading', 'About']));
    expect(english.findings.size).toBeGreaterThan(50);
  });

  test('control: in the pseudo-locale a string put into the header by hand is the one finding', async ({ page, context }) => {
    const run = await startPseudoRun(page, context, catalog, staticData);
    await openShell(page, '/?user=visitor');
    await page.evaluate(() => {
      const label = document.createElement('span');
      label.textContent = 'Hardcoded label';
      document.querySelector('header.shell-header .shell-header__actions')?.append(label);
    });
    await run.scan('injected');
    expect([...run.findings.keys()]).toEqual(['Hardcoded', 'label']);
  });

  test('mobile: the drawer with every section open, and the footer accordion', async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const run = await startPseudoRun(page, context, catalog, staticData);
    await openShell(page, '/?user=user');
    await run.scan('mobile');
    await scanFooterSections(run, 'mobile');
    await page.locator('.shell-header__burger').click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    for (const section of await drawer.locator('button[aria-expanded="false"]').all()) await section.click();
    await run.scan('mobile drawer');
    expect(reportOf(run)).toEqual([]);
  });

  // Issue 23 "Bad input": the pseudo-locale (every text about a third longer, bracketed, with
  // accents above and below) renders without overflow, overlap or clipping at 320 px and 1024 px.
  for (const width of [320, 1024]) {
    test(`layout at ${width} px, visitor and user: no sideways scroll, no overlap in the bar, drawer and account texts inside their boxes`, async ({ page, context }) => {
      await page.setViewportSize({ width, height: 800 });
      const run = await startPseudoRun(page, context, catalog, staticData);
      for (const user of ['visitor', 'user'] as const) {
        const where = `pseudo ${width} ${user}`;
        await openShell(page, `/?user=${user}`);
        await expect(page.locator('header.shell-header').first()).toContainText('[');
        await expectNoHorizontalScroll(page, where);
        expectNoOverlap(await barBoxes(page), width, where);
        if (width === 320) {
          await page.locator('.shell-header__burger').click();
          const drawer = page.getByRole('dialog');
          await expect(drawer).toBeVisible();
          for (const section of await drawer.locator('button[aria-expanded="false"]').all()) await section.click();
          await expectTextInside(drawer, `${where} drawer`);
          await page.keyboard.press('Escape');
        } else if (user === 'user') {
          await page.locator('[data-menu="user"] > button').click();
          await expectTextInside(page.locator('[data-menu="user"] .shell-header__panel'), `${where} account menu`);
          await page.keyboard.press('Escape');
        }
      }
      expect(run.swapped()).toBeGreaterThanOrEqual(4);
    });
  }
});
