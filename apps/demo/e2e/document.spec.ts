import { expect, openDemo, test } from './fixtures';

test.describe('<html> attributes', () => {
  test('?theme=dark is applied by the inline script, before any app code runs', async ({ page }) => {
    // Block the app's modules: whatever the attributes are now, the pre-paint script set them.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/?theme=dark');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-boot', 'inline');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('#root')).toBeEmpty();
  });

  test('the theme cookie decides when the URL does not', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'theme_mode', value: '2', url: baseURL ?? '' }]);
    await openDemo(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('.app-controls').getByLabel('Theme')).toHaveValue('dark');
  });

  test('the app keeps data-theme after hydration and when the panel changes it', async ({ page, problems }) => {
    await openDemo(page, '/?theme=dark');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.locator('.app-controls').getByLabel('Theme').selectOption('light');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page).toHaveURL(/theme=light/);
    expect(problems.pageErrors).toEqual([]);
  });

  test('/ar/ is Arabic, right to left', async ({ page, problems }) => {
    await openDemo(page, '/ar/?user=user');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.app-controls').getByLabel('Language')).toHaveValue('ar');
    // Mirrored layout: the controls column sits on the right.
    const controls = await page.locator('.app-controls').boundingBox();
    const main = await page.locator('#main').boundingBox();
    expect(controls && main && controls.x > main.x).toBe(true);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });

  // Issue 22 item 14: "those without a shell catalog render the shell in English with the right
  // lang on <html> and the right URL prefix" (spec §2 "All routes take a language prefix: /{lang}").
  test('/ru/ gets lang="ru" dir="ltr" from the inline script, before any app code runs (issue 22 item 14)', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/ru/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-boot', 'inline');
    await expect(html).toHaveAttribute('lang', 'ru');
    await expect(html).toHaveAttribute('dir', 'ltr');
  });

  test('/ru/ is Russian: <html lang="ru" dir="ltr">, the shell in English, links under /ru, the chooser offers the server languages', async ({ page, problems }) => {
    await openDemo(page, '/ru/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ru');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('.app-controls').getByLabel('Language')).toHaveValue('ru');
    const header = page.locator('header.shell-header');
    await expect(header.getByRole('link', { name: 'Log In' }).first()).toHaveAttribute('href', /^\/ru\/login/);
    await expect(page.getByText('Language: Русский')).toBeVisible();
    // The chooser offers the server's other languages; picking one keeps the path under its prefix.
    await page.locator('button[data-entry="language"]').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: 'Русский' })).toHaveAttribute('aria-current', 'true');
    await expect(dialog.getByRole('link', { name: '한국어' })).toHaveAttribute('href', /^\/ko\/?$/);
    await dialog.getByRole('link', { name: '한국어' }).click();
    await expect(html).toHaveAttribute('lang', 'ko');
    await expect(page).toHaveURL(/\/ko\/?(\?|$)/);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });

  test('the home page fits 360 px without sideways scrolling, in Arabic too', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const url of ['/?site=tr&user=user&fault=commonData:http-500', '/ar/?site=ae&user=sub']) {
      await openDemo(page, url);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
  });

  test('Chinese defaults to red-up; the US site forces green-up', async ({ page }) => {
    await openDemo(page, '/zh/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.locator('html')).toHaveAttribute('data-rise', 'risered');
    await openDemo(page, '/zh/?site=us');
    await expect(page.locator('html')).toHaveAttribute('data-rise', 'risegreen');
  });

  test('invalid parameters fall back to defaults without an error', async ({ page, problems }) => {
    await openDemo(page, '/?site=atlantis&user=admin&theme=purple&fault=nope:boom,commonData:melt');
    await expect(page.locator('.app-controls').getByLabel('Sub-website')).toHaveValue('main');
    await expect(page.getByLabel('User', { exact: true })).toHaveValue('visitor');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('list', { name: 'Active faults' })).toHaveCount(0);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });
});
