import { chromium } from '@playwright/test';
const [, , name, path, width, height, action, scheme] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, colorScheme: scheme ?? 'light' });
await page.goto(`http://127.0.0.1:4300${path}`);
await page.locator('main#main h1').waitFor();
await page.waitForTimeout(1500);
if (action === 'drawer') { await page.locator('.shell-header__burger').click(); await page.getByRole('dialog').waitFor(); await page.waitForTimeout(600); }
if (action === 'drawer-open') { await page.locator('.shell-header__burger').click(); await page.getByRole('dialog').waitFor(); await page.locator('.shell-header__drawer-section > summary').first().click(); await page.waitForTimeout(600); }
await page.screenshot({ path: `/work/notes/shots/${name}.png` });
await browser.close();
