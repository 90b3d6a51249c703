import type { Page } from '@playwright/test';
import { expect, openDemo, test } from './fixtures';

/**
 * A keyboard-only walk of the shell: Tab from the top of the page to its end; every popup trigger
 * met on the way (a dropdown, flyout or panel with `aria-expanded`, a button that opens a dialog)
 * is opened with Enter, walked with the keys its pattern uses (arrows in a menu, Tab in a panel
 * or dialog, arrows through tabs, radio groups and a combobox's rows), and closed with Escape,
 * which must put focus back on the trigger. Closed footer `<details>` are opened with Enter.
 *
 * Nothing is listed by hand: after each popup and at the end, the set of elements the walk reached
 * is compared with the set of visible keyboard-operable elements in that popup / in the shell
 * (links, buttons, fields, summaries, `tabindex`, menu items, tabs, and the rows a combobox
 * points at), so a control that the keyboard cannot reach fails the test by name.
 */

/** What the page reports about the focused element (see the in-page helper below). */
interface Focus {
  name: string;
  body: boolean;
  inShell: boolean;
  /** Focus is in the popup being walked. */
  inPopup: boolean;
  /** This element was reached before in the current popup (a dialog's focus trap wrapped). */
  againInPopup: boolean;
  /** A popup trigger: `menu` (WAI-ARIA menu button), `disclosure` (panel/flyout) or `dialog`. */
  trigger: 'menu' | 'disclosure' | 'dialog' | null;
  expanded: boolean;
  /** A collapsed section inside the popup (drawer accordion) that Enter expands. */
  nestedCollapsed: boolean;
  role: string | null;
  tag: string;
  /** Tabs in its tablist / radios in its group / rows in the listbox it controls. */
  groupSize: number;
  closedSummary: boolean;
  /** Elements of the popup not reached yet (computed after noting this one). */
  missingInPopup: string[];
}

interface WalkReport {
  reached: number;
  keys: number;
  popups: string[];
  escapeChecks: number;
  rows: number;
}

declare global {
  interface Window {
    __kb: {
      reset(): void;
      note(): Focus;
      markTrigger(): void;
      /** Finds the popup the marked trigger opened; true once it is visible. */
      findPopup(kind: 'menu' | 'disclosure' | 'dialog'): boolean;
      popupOpen(): boolean;
      /** Resolves once the popup is not busy and its DOM has not changed for a moment (lazy parts loaded). */
      popupSettled(): Promise<boolean>;
      focusInPopup(): boolean;
      triggerFocusedAndClosed(): { focused: boolean; closed: boolean; active: string };
      /** Forgets which popup elements were reached, for a walk that starts over. */
      beginPhase(): void;
      endPopup(): void;
      activeDescendant(): string | null;
      missingRows(): string[];
      snapshotRows(): number;
      missingOnPage(): string[];
      reachedInShell(): number;
    };
  }
}

/** Installed before any page script: the bookkeeping of the walk lives in the page. */
function installWalkHelper() {
  const DEMO = '.app-controls, main#main, nav.demo-pages, .skip-link';
  const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]';
  let reached = new Set<Element>();
  let reachedIds = new Set<string>();
  let trigger: HTMLElement | null = null;
  let popup: HTMLElement | null = null;
  let popupReached = new Set<Element>();
  let rowSnapshot: Element[] = [];

  const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true }) && el.getClientRects().length > 0;
  const inShell = (el: Element) => el !== document.body && el.closest(DEMO) === null;
  const nameOf = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const role = el.getAttribute('role');
    return `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${el.id ? `#${el.id}` : ''} "${text}"`;
  };
  /** Operable from the keyboard: tab stops, plus menu items and tabs that arrows reach. */
  const operable = (el: Element) => {
    // Inert: the navigation's entries that did not fit (its "More" menu offers them).
    if (!el.matches(FOCUSABLE) || el.matches(':disabled') || el.closest('[inert]') !== null || !visible(el)) return false;
    if (el.getAttribute('tabindex') === '-1') return ['menuitem', 'tab'].includes(el.getAttribute('role') ?? '');
    return true;
  };
  const wasReached = (el: Element) => reached.has(el) || (el.id !== '' && reachedIds.has(el.id));
  const add = (el: Element) => {
    reached.add(el);
    popupReached.add(el);
    if (el.id) reachedIds.add(el.id);
  };
  const listboxOf = (el: Element) => {
    const id = el.getAttribute('aria-controls');
    const box = id ? document.getElementById(id) : null;
    return box?.getAttribute('role') === 'listbox' ? box : null;
  };
  const missingIn = (root: Element) =>
    Array.from(root.querySelectorAll(FOCUSABLE))
      .filter((el) => operable(el) && !wasReached(el))
      .map(nameOf);

  window.__kb = {
    reset() {
      reached = new Set();
      reachedIds = new Set();
    },
    note() {
      const el = document.activeElement ?? document.body;
      const againInPopup = popup !== null && popupReached.has(el);
      add(el);
      const role = el.getAttribute('role');
      const expandedAttr = el.getAttribute('aria-expanded');
      const controls = el.getAttribute('aria-controls');
      const haspopup = el.getAttribute('aria-haspopup');
      let trigger: Focus['trigger'] = null;
      if (el.tagName === 'BUTTON' && haspopup === 'menu') trigger = 'menu';
      else if (el.tagName === 'BUTTON' && haspopup === 'dialog') trigger = 'dialog';
      else if (el.tagName === 'BUTTON' && expandedAttr !== null) trigger = controls && document.getElementById(controls)?.getAttribute('role') !== 'listbox' ? 'disclosure' : 'dialog';
      let groupSize = 0;
      if (role === 'tab') groupSize = el.closest('[role="tablist"]')?.querySelectorAll('[role="tab"]').length ?? 0;
      else if (el instanceof HTMLInputElement && el.type === 'radio') groupSize = document.querySelectorAll(`input[type="radio"][name="${CSS.escape(el.name)}"]`).length;
      else if (role === 'combobox') groupSize = listboxOf(el)?.querySelectorAll('[role="option"]').length ?? 0;
      const inPopup = popup !== null && popup.contains(el);
      return {
        name: nameOf(el),
        body: el === document.body,
        inShell: inShell(el),
        inPopup,
        againInPopup,
        trigger,
        expanded: expandedAttr === 'true',
        nestedCollapsed: inPopup && expandedAttr === 'false' && controls !== null && popup!.contains(document.getElementById(controls)),
        role,
        tag: el.tagName.toLowerCase(),
        groupSize,
        closedSummary: el.tagName === 'SUMMARY' && !(el.parentElement as HTMLDetailsElement | null)?.open,
        missingInPopup: popup && visible(popup) ? missingIn(popup) : [],
      };
    },
    markTrigger() {
      trigger = document.activeElement as HTMLElement;
      popup = null;
      popupReached = new Set();
    },
    findPopup(kind) {
      if (!trigger) return false;
      if (kind === 'dialog') {
        const dialogs = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).filter(visible);
        popup = dialogs.at(-1) ?? null;
      } else {
        const id = trigger.getAttribute('aria-controls');
        popup = id ? document.getElementById(id) : null;
      }
      return popup !== null && visible(popup);
    },
    popupOpen() {
      return popup !== null && popup.isConnected && visible(popup);
    },
    popupSettled() {
      const target = popup;
      if (!target) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        let timer = 0;
        const done = () => {
          observer.disconnect();
          resolve(!target.matches('[aria-busy="true"]') && target.querySelector('[aria-busy="true"]') === null);
        };
        const observer = new MutationObserver(() => {
          window.clearTimeout(timer);
          timer = window.setTimeout(done, 300);
        });
        observer.observe(target, { childList: true, subtree: true, attributes: true });
        timer = window.setTimeout(done, 300);
      });
    },
    focusInPopup() {
      return popup !== null && popup.contains(document.activeElement);
    },
    triggerFocusedAndClosed() {
      const active = document.activeElement;
      const closed = !(popup !== null && popup.isConnected && visible(popup)) && trigger?.getAttribute('aria-expanded') !== 'true';
      return { focused: active === trigger, closed, active: active ? nameOf(active) : 'none' };
    },
    beginPhase() {
      popupReached = new Set();
    },
    endPopup() {
      trigger = null;
      popup = null;
      popupReached = new Set();
    },
    activeDescendant() {
      const id = document.activeElement?.getAttribute('aria-activedescendant');
      const row = id ? document.getElementById(id) : null;
      if (row) add(row);
      return id ?? null;
    },
    snapshotRows() {
      const box = document.activeElement ? listboxOf(document.activeElement) : null;
      rowSnapshot = box ? Array.from(box.querySelectorAll('[role="option"]')).filter(visible) : [];
      return rowSnapshot.length;
    },
    missingRows() {
      return rowSnapshot.filter((row) => !wasReached(row)).map(nameOf);
    },
    missingOnPage() {
      return Array.from(document.querySelectorAll(FOCUSABLE))
        .filter((el) => inShell(el) && operable(el) && !wasReached(el))
        .map(nameOf);
    },
    reachedInShell() {
      return Array.from(reached).filter((el) => el.isConnected && inShell(el)).length;
    },
  };
}

const MAX_STEPS = 1500;

/** Presses a key and reports the newly focused element. */
async function press(page: Page, key: string, report: WalkReport): Promise<Focus> {
  report.keys += 1;
  await page.keyboard.press(key);
  return page.evaluate(() => window.__kb.note());
}

/** Arrows through a tablist, a radio group or a combobox's rows (one full round); true if it did. */
async function walkComposite(page: Page, focus: Focus, report: WalkReport): Promise<boolean> {
  if (focus.role === 'tab' && focus.groupSize > 1) {
    for (let i = 0; i < focus.groupSize; i += 1) await press(page, 'ArrowRight', report);
  } else if (focus.tag === 'input' && focus.role === null && focus.groupSize > 1) {
    for (let i = 0; i < focus.groupSize; i += 1) await press(page, 'ArrowDown', report);
  } else if (focus.role === 'combobox' && focus.groupSize > 0) {
    const rows = await page.evaluate(() => window.__kb.snapshotRows());
    for (let i = 0; i < rows; i += 1) {
      report.keys += 1;
      await page.keyboard.press('ArrowDown');
      await page.evaluate(() => window.__kb.activeDescendant());
    }
    expect(await page.evaluate(() => window.__kb.missingRows()), `rows of ${focus.name} not reached with ArrowDown`).toEqual([]);
    report.rows += rows;
  } else {
    return false;
  }
  return true;
}

/** Opens the focused trigger with Enter, walks what it opened, closes it with Escape. */
async function walkPopup(page: Page, focus: Focus, report: WalkReport): Promise<void> {
  const kind = focus.trigger!;
  await page.evaluate(() => window.__kb.markTrigger());
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate((k) => window.__kb.findPopup(k), kind), { message: `Enter opens ${focus.name}` }).toBe(true);
  // Lazily loaded content (a panel's code or data) must be there before the walk counts it.
  await expect.poll(() => page.evaluate(() => window.__kb.popupSettled()), { message: `${focus.name} finishes loading` }).toBe(true);
  await enterPopup(page, focus);
  report.popups.push(focus.name);

  let missing: string[] = [];
  if (kind === 'menu') {
    // Arrows move through the items and wrap; one round reaches every item.
    let item = await page.evaluate(() => window.__kb.note());
    for (let step = 0; step < 200 && !item.againInPopup; step += 1) {
      missing = item.missingInPopup;
      item = await press(page, 'ArrowDown', report);
    }
  } else {
    if (kind === 'disclosure') {
      // Focus may land in the middle of a panel (a flyout focuses its search, after its tabs):
      // Shift+Tab back out to the trigger first, then Tab in from the panel's start.
      let current = await page.evaluate(() => window.__kb.note());
      for (let step = 0; step < 200 && current.inPopup; step += 1) current = await press(page, 'Shift+Tab', report);
      if (await page.evaluate(() => window.__kb.popupOpen())) {
        await press(page, 'Tab', report);
      } else {
        await page.keyboard.press('Enter');
        await enterPopup(page, focus);
      }
    }
    // Forward to where the panel ends; a dialog traps focus, so there until Tab wraps around.
    // Tabs come before their panel, so a panel's content is reached after its tabs switched back.
    await page.evaluate(() => window.__kb.beginPhase());
    let current = await page.evaluate(() => window.__kb.note());
    for (let step = 0; step < 400 && current.inPopup && !current.againInPopup; step += 1) {
      missing = current.missingInPopup;
      if (current.nestedCollapsed) await page.keyboard.press('Enter');
      else if (await walkComposite(page, current, report)) missing = (await page.evaluate(() => window.__kb.note())).missingInPopup;
      current = await press(page, 'Tab', report);
    }
  }
  expect(missing, `reached with the keyboard inside ${focus.name}`).toEqual([]);

  // Escape closes it and returns focus to the trigger, from inside the popup.
  if (!(await page.evaluate(() => window.__kb.focusInPopup()))) {
    // Tab left the panel (and closed it): back to the trigger with Shift+Tab, and in again.
    for (let step = 0; step < 100; step += 1) {
      const state = await page.evaluate(() => window.__kb.triggerFocusedAndClosed());
      if (state.focused) break;
      await page.keyboard.press('Shift+Tab');
    }
    if (!(await page.evaluate(() => window.__kb.popupOpen()))) {
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate((k) => window.__kb.findPopup(k), kind), { message: `Enter reopens ${focus.name}` }).toBe(true);
    }
    await enterPopup(page, focus);
  }
  await page.keyboard.press('Escape');
  await expect
    .poll(() => page.evaluate(() => window.__kb.triggerFocusedAndClosed()), { message: `Escape closes ${focus.name} and focus returns to it` })
    .toMatchObject({ focused: true, closed: true });
  report.escapeChecks += 1;
  await page.evaluate(() => window.__kb.endPopup());
}

/** Focus moves into a popup on opening; a panel that does not move it is entered with Tab. */
async function enterPopup(page: Page, focus: Focus): Promise<void> {
  const inside = async () => page.evaluate(() => window.__kb.focusInPopup());
  try {
    await expect.poll(inside, { timeout: 2_000 }).toBe(true);
  } catch {
    await page.keyboard.press('Tab');
    await expect.poll(inside, { message: `focus enters ${focus.name}` }).toBe(true);
  }
}

/** Tabs through the whole page from the top, walking every popup of the shell on the way. */
async function walkShell(page: Page): Promise<WalkReport> {
  const report: WalkReport = { reached: 0, keys: 0, popups: [], escapeChecks: 0, rows: 0 };
  await page.evaluate(() => window.__kb.reset());
  let first: string | null = null;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const focus = await press(page, 'Tab', report);
    if (focus.body || focus.name === first) break;
    first ??= focus.name;
    if (!focus.inShell) continue;
    if (focus.trigger && !focus.expanded) await walkPopup(page, focus, report);
    else if (focus.closedSummary) await page.keyboard.press('Enter');
    else await walkComposite(page, focus, report);
  }
  // Controls that appeared behind the walk are looked for in a second round from the top, which
  // stops when all are reached.
  let missing = await page.evaluate(() => window.__kb.missingOnPage());
  let started = false;
  for (let step = 0; step < MAX_STEPS && missing.length > 0; step += 1) {
    const focus = await press(page, 'Tab', report);
    // Focus may first pass through the browser's own UI (the body) before it is back at the top.
    if (focus.body && started) break;
    started ||= !focus.body;
    missing = await page.evaluate(() => window.__kb.missingOnPage());
  }
  expect(missing, 'shell elements the Tab walk never reached').toEqual([]);
  report.reached = await page.evaluate(() => window.__kb.reachedInShell());
  return report;
}

test.describe('keyboard-only walk of the shell', () => {
  test.describe.configure({ timeout: 300_000 });
  test.use({ reducedMotion: 'reduce' });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(installWalkHelper);
  });

  for (const [url, minimumPopups] of [
    ['/?user=user', 12],
    ['/?user=visitor', 8],
  ] as const) {
    test(`desktop ${url}: every header entry, menu item, flyout row, panel control and footer link; Escape returns focus`, async ({ page, problems }, testInfo) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await openDemo(page, url);
      const report = await walkShell(page);
      testInfo.annotations.push({ type: 'coverage', description: `${report.reached} shell elements reached, ${report.popups.length} popups, ${report.rows} rows, ${report.escapeChecks} Escape checks, ${report.keys} keys` });
      console.log(`[keyboard] ${url}: ${JSON.stringify({ ...report, popups: report.popups.length })}`);
      expect(report.popups.length).toBeGreaterThanOrEqual(minimumPopups);
      expect(report.escapeChecks).toBe(report.popups.length);
      expect(problems.pageErrors).toEqual([]);
    });
  }

  test('mobile: the drawer and everything in it from the keyboard; Escape returns focus to the burger', async ({ page, problems }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openDemo(page, '/?user=user');
    const report = await walkShell(page);
    testInfo.annotations.push({ type: 'coverage', description: `${report.reached} shell elements reached, ${report.popups.length} popups, ${report.escapeChecks} Escape checks, ${report.keys} keys` });
    console.log(`[keyboard] mobile: ${JSON.stringify({ ...report, popups: report.popups.length })}`);
    expect(report.popups.some((name) => name.includes('Open menu'))).toBe(true);
    expect(report.escapeChecks).toBe(report.popups.length);
    expect(problems.pageErrors).toEqual([]);
  });
});
