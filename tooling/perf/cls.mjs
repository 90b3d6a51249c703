import { startDemoServer, newDemoContext, launchChromium } from './lib.mjs';
const server = await startDemoServer();
const browser = await launchChromium();
for (const path of ['/?user=user', '/?site=eu']) {
  const context = await newDemoContext(browser);
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        window.__shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), src: e.sources.map((s) => {
          const n = s.node; const d = n && n.nodeType === 1 ? `${n.tagName.toLowerCase()}${n.id ? '#' + n.id : ''}.${String(n.className).split(' ').slice(0, 2).join('.')}` : n ? n.nodeName : '?';
          return `${d} ${JSON.stringify([Math.round(s.previousRect.y), Math.round(s.previousRect.height)])}->${JSON.stringify([Math.round(s.currentRect.y), Math.round(s.currentRect.height)])}`; }) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`http://127.0.0.1:4321${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  console.log(path, JSON.stringify(await page.evaluate(() => window.__shifts), null, 1));
  await context.close();
}
await browser.close();
process.exit(0);
