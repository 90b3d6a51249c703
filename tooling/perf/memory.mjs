#!/usr/bin/env node
/* global document -- the evaluate callbacks run in the page, not in Node */
// Heap growth of the demo's production build in Debian chromium (DevTools protocol: two
// `HeapProfiler.collectGarbage`, then `Runtime.getHeapUsage`), main site, logged-in user:
//   all flyouts opened once (each market entry's flyout and the Pay-with panel, each closed again)
//     ≤ +6 MB heap against the page after load;
//   50 open/close cycles of the spot flyout ≤ +0.5 MB heap against the page after the first cycle.
// DOM nodes and event listeners (`Memory.getDOMCounters`) are reported beside the heap: a leak of
// detached rows or listeners shows there first.
//
//   node tooling/perf/memory.mjs [--cycles 50] [--no-build] [--in-page-mock] [--url http://…] [--json out.json] [--no-check]
import { cliOptions, demoServer, finish, launchChromium, metric, newDemoContext, printMetrics, runIfMain } from './lib.mjs';

export const BUDGETS = Object.freeze({ allFlyoutsMB: 6, spotCyclesMB: 0.5 });
const PAGE = '/?user=user';
const MB = 1024 * 1024;
/** The header's market entries (site-config's HeaderEntryKind); the main site shows them all. */
const ENTRY_KINDS = ['trade', 'futures', 'preMarket', 'pilot', 'options', 'memebox'];
/**
 * Wide enough for every market entry to sit in the bar with its flyout (at 1440 px the last ones
 * move into "More", where an entry is a link to its page).
 */
const VIEWPORT = { width: 2560, height: 1200 };
/**
 * Somewhere on the page's own content, away from every dropdown: the bottom of the viewport,
 * below the tallest flyout (at most 70vh under the announcement bars and the header).
 */
const AWAY = { x: VIEWPORT.width / 2, y: VIEWPORT.height - 10 };

/**
 * What the heap holds, by kind, from a heap snapshot: compiled code (bytecode and optimized code,
 * which grows while V8 warms up and is not a leak) apart from everything else the page's script
 * keeps (objects, arrays, strings, closures, numbers, shapes). Blink's own objects are left out.
 */
async function composition(cdp) {
  const chunks = [];
  const onChunk = (event) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const snapshot = JSON.parse(chunks.join(''));
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  let codeMB = 0;
  let dataMB = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[snapshot.nodes[i + typeAt]];
    const size = snapshot.nodes[i + sizeAt] / MB;
    if (type === 'code') codeMB += size;
    else if (type !== 'native' && type !== 'synthetic' && type !== 'hidden') dataMB += size;
  }
  return { codeMB, dataMB };
}

async function heap(cdp, withComposition = false) {
  // Twice: the first pass can leave objects that only become unreachable after finalizers ran.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  const parts = withComposition ? await composition(cdp) : {};
  return { ...parts, usedMB: usage.usedSize / MB, embedderMB: (usage.embedderHeapUsedSize ?? 0) / MB, nodes: dom.nodes, listeners: dom.jsEventListeners, documents: dom.documents };
}

const entrySelector = (kind) => `.shell-header__entry[data-entry="${kind}"]`;

/** Hovers an entry until its flyout shows its content (rows, or an empty state once loaded). */
async function openFlyout(page, kind) {
  const entry = page.locator(entrySelector(kind)).first();
  await entry.hover();
  await entry.locator('.shell-header__toggle[aria-expanded="true"]').waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    (selector) => {
      const panel = document.querySelector(`${selector} .shell-header__flyout`);
      if (!panel || panel.querySelector('[aria-busy="true"], .shell-markets__skeleton')) return false;
      return panel.querySelector('[role="option"], [role="listbox"], .shell-markets__empty') !== null;
    },
    entrySelector(kind),
    { timeout: 30_000 },
  );
}

async function closeFlyout(page, kind) {
  await page.mouse.move(AWAY.x, AWAY.y);
  await page.locator(`${entrySelector(kind)} .shell-header__toggle[aria-expanded="false"]`).waitFor({ timeout: 15_000 });
}

async function openPayWith(page) {
  const toggle = page.locator('.shell-markets-pay__toggle').first();
  await toggle.click();
  await page.locator('.shell-markets-pay__toggle[aria-expanded="true"]').waitFor({ timeout: 15_000 });
  await page.waitForTimeout(500);
  await page.keyboard.press('Escape');
  await page.locator('.shell-markets-pay__toggle[aria-expanded="false"]').waitFor({ timeout: 15_000 });
}

async function freshPage(browser, baseUrl) {
  const context = await newDemoContext(browser, { viewport: VIEWPORT });
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await page.goto(`${baseUrl}${PAGE}`, { waitUntil: 'load' });
  for (const kind of ENTRY_KINDS) await page.locator(entrySelector(kind)).first().waitFor({ timeout: 30_000 });
  await page.locator('.shell-reminder-bell').first().waitFor({ timeout: 30_000 });
  await page.mouse.move(AWAY.x, AWAY.y);
  // Data settled, start-up work done.
  await page.waitForTimeout(3000);
  return { context, page, cdp, pageErrors };
}

/** Every flyout once against the page after load. */
async function allFlyouts(browser, baseUrl, log) {
  const { context, page, cdp, pageErrors } = await freshPage(browser, baseUrl);
  try {
    const before = await heap(cdp, true);
    for (const kind of ENTRY_KINDS) {
      await openFlyout(page, kind);
      await closeFlyout(page, kind);
      log(`  opened and closed ${kind}`);
    }
    await openPayWith(page);
    log('  opened and closed Pay with');
    await page.waitForTimeout(1000);
    const after = await heap(cdp, true);
    if (pageErrors.length > 0) throw new Error(`page errors: ${pageErrors.join('; ')}`);
    return { before, after };
  } finally {
    await context.close();
  }
}

/** `cycles` open/close cycles of the spot flyout against the page after the first cycle. */
async function spotCycles(browser, baseUrl, cycles, log) {
  const { context, page, cdp, pageErrors } = await freshPage(browser, baseUrl);
  try {
    await openFlyout(page, 'trade');
    await closeFlyout(page, 'trade');
    await page.waitForTimeout(1000);
    const first = await heap(cdp, true);
    const trail = [];
    for (let i = 1; i <= cycles; i += 1) {
      await openFlyout(page, 'trade');
      await closeFlyout(page, 'trade');
      if (i % 10 === 0) {
        const point = await heap(cdp);
        trail.push({ cycle: i, ...point });
        log(`  spot cycle ${i}: heap ${point.usedMB.toFixed(2)} MB, ${point.nodes} DOM nodes, ${point.listeners} listeners`);
      }
    }
    await page.waitForTimeout(1000);
    const after = await heap(cdp, true);
    if (pageErrors.length > 0) throw new Error(`page errors: ${pageErrors.join('; ')}`);
    return { first, after, trail };
  } finally {
    await context.close();
  }
}

export async function measureMemory(baseUrl, { cycles = 50, log = console.log } = {}) {
  const browser = await launchChromium();
  try {
    const flyouts = await allFlyouts(browser, baseUrl, log);
    const spot = await spotCycles(browser, baseUrl, cycles, log);
    const metrics = [
      metric('memory.allFlyouts', 'all flyouts opened once: heap growth', flyouts.after.usedMB - flyouts.before.usedMB, 'MB', BUDGETS.allFlyoutsMB),
      metric('memory.spotCycles', `${cycles} spot flyout open/close cycles: heap growth`, spot.after.usedMB - spot.first.usedMB, 'MB', BUDGETS.spotCyclesMB),
      metric('memory.afterLoad', 'heap after load', flyouts.before.usedMB, 'MB'),
      metric('memory.allFlyouts.data', 'all flyouts: growth of script data (snapshot, no code)', flyouts.after.dataMB - flyouts.before.dataMB, 'MB'),
      metric('memory.allFlyouts.code', 'all flyouts: growth of compiled code (snapshot)', flyouts.after.codeMB - flyouts.before.codeMB, 'MB'),
      metric('memory.spotCycles.data', `${cycles} spot cycles: growth of script data (snapshot, no code)`, spot.after.dataMB - spot.first.dataMB, 'MB'),
      metric('memory.spotCycles.code', `${cycles} spot cycles: growth of compiled code (snapshot)`, spot.after.codeMB - spot.first.codeMB, 'MB'),
      metric('memory.allFlyouts.nodes', 'all flyouts opened once: DOM node growth', flyouts.after.nodes - flyouts.before.nodes, 'nodes'),
      metric('memory.spotCycles.nodes', `${cycles} spot cycles: DOM node growth`, spot.after.nodes - spot.first.nodes, 'nodes'),
      metric('memory.spotCycles.listeners', `${cycles} spot cycles: event listener growth`, spot.after.listeners - spot.first.listeners, 'listeners'),
    ];
    return { metrics, details: { page: PAGE, cycles, flyouts, spot } };
  } finally {
    await browser.close();
  }
}

async function main() {
  const options = cliOptions();
  const cycles = Number(options.get('cycles', '50'));
  const server = await demoServer(options);
  try {
    console.log(`memory of ${server.url}${PAGE}: all flyouts once, then ${cycles} spot flyout cycles`);
    const { metrics, details } = await measureMemory(server.url, { cycles });
    printMetrics('memory (heap after forced garbage collection)', metrics);
    finish(options, { kind: 'memory', budgets: BUDGETS, metrics, details });
  } finally {
    await server.stop();
  }
}

runIfMain(import.meta.url, main);
