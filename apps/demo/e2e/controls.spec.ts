import { expect, openDemo, test } from './fixtures';

test.describe('control panel', () => {
  test('site, user and language change the URL and the page', async ({ page, problems }) => {
    await openDemo(page, '/');
    await page.locator('.app-controls').getByLabel('Sub-website').selectOption('tr');
    await expect(page).toHaveURL(/\/\?site=tr$/);
    await expect(page.locator('main h1')).toContainText('Turkey');

    await page.getByLabel('User', { exact: true }).selectOption('user');
    await expect(page).toHaveURL(/\/\?site=tr&user=user$/);
    await expect(page.locator('main [data-item="user.avatar"]')).toHaveClass(/decision--shown/);

    await page.locator('.app-controls').getByLabel('Language').selectOption('tr');
    await expect(page).toHaveURL(/\/tr\/\?site=tr&user=user$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

    // Every change is a history entry.
    await page.goBack();
    await expect(page).toHaveURL(/\/\?site=tr&user=user$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goBack();
    await expect(page.locator('main [data-item="user.avatar"]')).toHaveClass(/decision--hidden/);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });

  test('the fault picker adds and removes faults in the URL', async ({ page, problems }) => {
    await openDemo(page, '/');
    await page.getByLabel('Call').selectOption('userInfo');
    await page.getByLabel('Fault', { exact: true }).selectOption('malformed-json');
    await page.getByRole('button', { name: 'Add fault' }).click();
    await expect(page).toHaveURL(/\?fault=userInfo:malformed-json$/);
    const faults = page.getByRole('list', { name: 'Active faults' });
    await expect(faults).toContainText('userInfo:malformed-json');
    await page.getByRole('button', { name: 'Remove fault userInfo:malformed-json' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(faults).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
  });

  test('page links keep the state', async ({ page }) => {
    await openDemo(page, '/ja/?site=jp&user=sub&theme=dark');
    await page.getByRole('navigation', { name: 'Demo pages' }).getByRole('link', { name: 'Policy matrix' }).click();
    await expect(page).toHaveURL(/\/ja\/policy\?site=jp&user=sub&theme=dark$/);
    await expect(page.getByRole('columnheader', { name: /Japan/ })).toHaveAttribute('aria-current', 'true');
  });
});
