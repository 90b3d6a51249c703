/* global describe, it, expect, page, document -- jest and jest-playwright globals, and the page's document inside page.evaluate (the Storybook test-runner's jest run) */
// Every docs page (MDX and autodocs) of the static build, opened like a reader opens it, at
// 1280 px: it renders (no error display, no page error), it has content, nothing on it is wider
// than the page or cut off (code blocks wrap instead of hiding their ends), and every link to
// another page of this Storybook names a page or story that exists. The test-runner itself only
// visits stories (it skips `type: "docs"` entries), so this file, in the same jest run
// (test-runner-jest.config.js), covers the pages. `page` is jest-playwright's.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const index = JSON.parse(readFileSync(join(__dirname, '..', 'storybook-static', 'index.json'), 'utf8'));
const entries = Object.values(index.entries);
const ids = new Set(entries.map((entry) => entry.id));
const docsPages = entries.filter((entry) => entry.type === 'docs').map((entry) => [entry.title, entry.id]);
const TARGET_URL = () => (process.env.TARGET_URL ?? '').replace(/\/$/, '');

describe('docs pages', () => {
  it('there is a docs page for every package and each getting-started guide', () => {
    const expected = ['root', 'site-config', 'api-client', 'ui', 'header', 'footer', 'markets', 'reminder', 'mocks'].map((name) => `packages-${name}--docs`);
    expected.push('introduction--docs', 'getting-started-next-js--docs', 'getting-started-vite--docs');
    expect(expected.filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(docsPages)('%s renders whole at 1280 px, its links lead to pages that exist', async (_title, id) => {
    const errors = [];
    const onError = (error) => errors.push(String(error));
    page.on('pageerror', onError);
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${TARGET_URL()}/iframe.html?viewMode=docs&id=${id}`, { waitUntil: 'load' });
      await page.waitForSelector('#storybook-docs .sbdocs-content h1, #storybook-docs .sbdocs-content h2', { timeout: 20_000 });
      // Let lazy blocks (props tables, stories of autodocs) settle.
      await page.waitForTimeout(300);
      const report = await page.evaluate(() => {
        const docs = document.querySelector('#storybook-docs');
        const errorShown = [...document.querySelectorAll('.sb-errordisplay, .sb-nopreview')].some((node) => node.checkVisibility());
        const pageWidth = document.documentElement.clientWidth;
        const tooWide = [...docs.querySelectorAll('.sbdocs-content *')]
          .filter((node) => node.checkVisibility() && node.getBoundingClientRect().right > pageWidth + 1 && !node.closest('.docs-story, .sb-story, [id^="story--"]'))
          .map((node) => `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`);
        // A code block scrolls sideways only when a line is longer than the page: wrapped, nothing is hidden.
        const cutOff = [...docs.querySelectorAll('pre')]
          .filter((pre) => pre.checkVisibility() && pre.scrollWidth > pre.clientWidth + 1)
          .map((pre) => pre.textContent.slice(0, 60));
        const links = [...docs.querySelectorAll('a[href*="?path=/"]')].map((a) => a.getAttribute('href'));
        return { errorShown, tooWide: tooWide.slice(0, 5), cutOff, links, text: docs.textContent.length };
      });
      const broken = report.links
        .map((href) => /[?&]path=\/(?:docs|story)\/([^&#]+)/.exec(href)?.[1])
        .filter((target) => !target || !ids.has(target));
      expect({ errors, errorShown: report.errorShown, tooWide: report.tooWide, cutOff: report.cutOff, broken }).toEqual({
        errors: [],
        errorShown: false,
        tooWide: [],
        cutOff: [],
        broken: [],
      });
      expect(report.text).toBeGreaterThan(200);
    } finally {
      page.off('pageerror', onError);
    }
  });
});
