import { test as base, expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';

export const PORT = Number(process.env.NEXT_HOST_PORT ?? 3100);
/** The mock API's sign-in cookie (see @shell/root/mocks). */
export const MOCK_USER_COOKIE = 'shell_mock_user';

export const SITES = ['main', 'tr', 'eu', 'hk', 'us', 'uk', 'bs', 'sg', 'jp', 'ae', 'au', 'testnet'] as const;
export type Site = (typeof SITES)[number];

/** The host's URL of a site: one hostname per sub-website (`tr.localhost`). */
export const siteUrl = (site: Site, path = '/') => `http://${site === 'main' ? '' : `${site}.`}localhost:${PORT}${path}`;

/** Signs the context in as `name` on every site's hostname (the mock API reads the cookie). */
export async function signIn(context: BrowserContext, name: string): Promise<void> {
  await context.addCookies(
    SITES.map((site) => ({ name: MOCK_USER_COOKIE, value: name, domain: site === 'main' ? 'localhost' : `${site}.localhost`, path: '/' })),
  );
}

/** Everything the page said that a clean load must not: console errors and warnings, uncaught errors. */
export interface PageProblems {
  console: string[];
  pageErrors: string[];
}

/** The exchange's static host the mock data points at (icons, avatars): a CDN outside this app. */
const STATIC_HOST = 'https://static.gate.example';
const PLACEHOLDER_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="32" fill="#2354e6"/></svg>';

export const test = base.extend<{ problems: PageProblems }>({
  context: async ({ context }, provide) => {
    // The fictional CDN answers every image with a placeholder, as the real one would answer.
    await context.route(`${STATIC_HOST}/**`, (route) => route.fulfill({ contentType: 'image/svg+xml', body: PLACEHOLDER_SVG, headers: { 'access-control-allow-origin': '*' } }));
    await provide(context);
  },
  problems: async ({ page }, provide) => {
    const problems: PageProblems = { console: [], pageErrors: [] };
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.console.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.pageErrors.push(error.message));
    await provide(problems);
  },
});

export { expect };

/** Opens a page and waits until the shell has hydrated and its calls settled. */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return response;
}
