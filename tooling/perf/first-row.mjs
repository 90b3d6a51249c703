#!/usr/bin/env node
/* global window, document, MutationObserver, requestAnimationFrame -- the init script and evaluate callbacks run in the page */
// Hover → first market row (issue 24): the time from the pointer reaching a market entry (its
// `pointerover` event's timestamp) to the first animation frame in which a row (`role="option"`)
// of that entry's flyout is in the document and laid out, on the demo's production build in
// Debian chromium at 4x CPU throttling, a fresh context per run (first visit), medians of 5.
//
// Each run loads the home page (main site, visitor), waits the same quiet period as
// page-metrics.mjs (3 s: the idle prefetch of a fast connection has its turn there), then moves
// the pointer straight onto the entry (one step, so the nav's and the entry's pointer-enter come
// with the hover itself: the intent prefetch gets no head start). Three connections, reported by
// `navigator.connection` (the network itself is not throttled):
//   - fast (no Save-Data, 4g): idle prefetch + intent prefetch — the budgeted figure;
//   - 3g: no idle prefetch (not a fast connection), intent prefetch only — for information;
//   - Save-Data: no prefetch at all, the flyout loads on hover as before issue 24 — for information.
//
//   node tooling/perf/first-row.mjs [--runs 5] [--no-build] [--url http://…] [--json out.json] [--no-check]
import { cliOptions, demoServer, finish, launchChromium, median, metric, newDemoContext, printMetrics, runIfMain } from './lib.mjs';

/** Issue 24: first visible row ≤ 300 ms after hover (ms). */
export const BUDGETS = Object.freeze({ firstRow: 300 });
export const CPU_THROTTLING = 4;
const QUIET_MS = 3000;
const PAGE = '/';

export const ENTRIES = [
  { id: 'spot', kind: 'trade' },
  { id: 'futures', kind: 'futures' },
];

export const CONNECTIONS = [
  { id: 'fast', name: 'fast connection (idle + intent prefetch)', connection: { effectiveType: '4g', saveData: false }, budgeted: true },
  { id: '3g', name: '3g (intent prefetch only)', connection: { effectiveType: '3g', saveData: false }, budgeted: false },
  { id: 'save-data', name: 'Save-Data (no prefetch)', connection: { effectiveType: '4g', saveData: true }, budgeted: false },
];

/** What `navigator.connection` reports in the page (Chromium's own reports the real, unthrottled link). */
const FAKE_CONNECTION = (connection) => {
  const value = { ...connection, downlink: 10, rtt: 50, addEventListener() {}, removeEventListener() {} };
  Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
};

/**
 * Arms the page: the next `pointerover` on the entry starts the clock, the first frame with one
 * of its rows laid out stops it.
 */
const ARM = (selector) =>
  new Promise((resolve) => {
    const entry = document.querySelector(selector);
    let start = null;
    entry.addEventListener('pointerover', (event) => (start ??= event.timeStamp), { capture: true, once: true });
    const found = () => [...entry.querySelectorAll('[role="option"]')].some((row) => row.getClientRects().length > 0);
    const observer = new MutationObserver(() => {
      if (start === null || !found()) return;
      observer.disconnect();
      requestAnimationFrame((frame) => resolve(frame - start));
    });
    observer.observe(entry, { childList: true, subtree: true, attributes: true });
    window.__firstRowArmed = true;
  });

async function oneRun(browser, baseUrl, entry, connection) {
  const context = await newDemoContext(browser);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(FAKE_CONNECTION, connection.connection);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  try {
    await page.mouse.move(5, 800);
    await page.goto(`${baseUrl}${PAGE}`, { waitUntil: 'load' });
    const selector = `.shell-header__entry[data-entry="${entry.kind}"]`;
    await page.locator(selector).first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForTimeout(QUIET_MS);
    const measured = page.evaluate(ARM, selector);
    await page.waitForFunction(() => window.__firstRowArmed === true);
    await page.locator(selector).first().hover();
    const ms = await Promise.race([measured, page.waitForTimeout(30_000).then(() => Promise.reject(new Error(`${entry.id}: no row within 30 s`)))]);
    if (errors.length > 0) throw new Error(`${entry.id}: page errors: ${errors.join('; ')}`);
    return ms;
  } finally {
    await context.close();
  }
}

/** Every entry × connection, `runs` times each; medians beside the budget. */
export async function measureFirstRow(baseUrl, { runs = 5, log = console.log } = {}) {
  const browser = await launchChromium();
  const metrics = [];
  const details = [];
  try {
    for (const connection of CONNECTIONS) {
      for (const entry of ENTRIES) {
        const values = [];
        for (let i = 0; i < runs; i += 1) values.push(await oneRun(browser, baseUrl, entry, connection));
        log(`  ${connection.id} ${entry.id}: ${values.map((v) => v.toFixed(0)).join(', ')} ms`);
        metrics.push(
          metric(`firstRow.${connection.id}.${entry.id}`, `hover ${entry.id} → first row, ${connection.name}`, median(values), 'ms', connection.budgeted ? BUDGETS.firstRow : null),
        );
        details.push({ connection: connection.id, entry: entry.id, runs: values });
      }
    }
  } finally {
    await browser.close();
  }
  return { metrics, details };
}

async function main() {
  const options = cliOptions();
  const runs = Number(options.get('runs', process.env.PERF_RUNS || '5'));
  const server = await demoServer(options);
  try {
    console.log(`hover → first row on ${server.url}${PAGE}: ${runs} runs each, ${CPU_THROTTLING}x CPU throttling, 1440x900`);
    const { metrics, details } = await measureFirstRow(server.url, { runs });
    printMetrics(`hover → first row (median of ${runs}, ${CPU_THROTTLING}x CPU throttling)`, metrics);
    finish(options, { kind: 'first-row', runs, cpuThrottling: CPU_THROTTLING, budgets: BUDGETS, metrics, details });
  } finally {
    await server.stop();
  }
}

runIfMain(import.meta.url, main);
