import { expect, openDemo, test } from './fixtures';
import { GATED_ITEMS, matrixDecision, SITE_KEYS, SITES } from './expectations';

test.describe('policy matrix', () => {
  test('renders every gated item against the twelve sites', async ({ page, problems }) => {
    await openDemo(page, '/policy?user=user');
    const table = page.getByRole('table', { name: /policy matrix for a logged-in main account/i });
    await expect(table).toBeVisible();
    const siteHeaders = table.locator('thead th[scope="col"]:not(.matrix__corner)');
    await expect(siteHeaders).toHaveCount(12);
    await expect(siteHeaders.locator('.matrix__site-key')).toHaveText([...SITE_KEYS]);
    await expect(table.locator('tbody th[scope="row"]')).toHaveCount(GATED_ITEMS.length);
    await expect(table.locator('tbody td')).toHaveCount(GATED_ITEMS.length * 12);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });

  test('each cell carries the decision and its reason', async ({ page }) => {
    await openDemo(page, '/policy?user=user');
    const row = page.locator('tbody tr').filter({ has: page.locator('code', { hasText: /^settings\.languageSwitch$/ }) });
    const usIndex = SITE_KEYS.indexOf('us');
    const usCell = row.locator('td').nth(usIndex);
    const expected = matrixDecision('settings.languageSwitch', 'us', 'user');
    expect(expected.shown).toBe(false);
    await expect(usCell).toHaveText('✗');
    await expect(usCell).toHaveAttribute('title', expected.reason);
    await expect(usCell).toHaveAttribute('aria-label', `Hidden on ${SITES.us.name}: ${expected.reason}`);
    await expect(row.locator('td').first()).toHaveAttribute('aria-label', 'Shown on Global');
  });

  test('the header row sticks while the matrix scrolls', async ({ page }) => {
    await openDemo(page, '/policy');
    const header = page.locator('thead th').nth(1);
    await expect(header).toHaveCSS('position', 'sticky');
    const frame = page.getByRole('region', { name: /policy matrix/i });
    await frame.evaluate((element) => element.scrollTo({ top: 600 }));
    await expect.poll(() => frame.evaluate((element) => element.scrollTop)).toBeGreaterThan(500);
    // Scrolled 600 px, the header row sits at the top edge of the frame instead of scrolling away.
    const frameBox = await frame.boundingBox();
    const headerBox = await header.boundingBox();
    expect(Math.abs((headerBox?.y ?? 0) - (frameBox?.y ?? 0))).toBeLessThanOrEqual(2);
  });

  test('switching the user kind re-decides every cell', async ({ page }) => {
    await openDemo(page, '/policy?user=visitor');
    await expect(page.locator('#matrix-caption')).toContainText('visitor');
    await page.getByRole('link', { name: 'Sub-account' }).click();
    await expect(page).toHaveURL(/\/policy\?user=sub$/);
    await expect(page.locator('#matrix-caption')).toContainText('sub-account');
  });

  test('scrolls horizontally inside its frame at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openDemo(page, '/policy');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const frame = page.getByRole('region', { name: /policy matrix/i });
    const scrollable = await frame.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(scrollable).toBe(true);
  });
});

test('the compliance keys table shows what each key of the compliance response hides', async ({ page }) => {
  await openDemo(page, '/policy?user=user');
  const table = page.getByRole('table', { name: /^Compliance keys:/ });
  await expect(table).toBeVisible();
  const hides = (key: string) => table.locator('tbody tr').filter({ has: page.locator('th code', { hasText: new RegExp(`^${key}$`) }) }).locator('td').last();
  await expect(hides('fiat_trade')).toContainText('header.payWith');
  await expect(hides('launchpad')).toContainText(/launchpad/i);
  await expect(hides('button_alpha_hidden')).toContainText(/alpha/i);
  await expect(hides('au_redirect')).toContainText(/redirected to the Australian site/);
});
