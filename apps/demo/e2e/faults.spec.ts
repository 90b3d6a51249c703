import { expect, openDemo, test } from './fixtures';

test.describe('mock faults', () => {
  test('?fault=commonData:http-500 renders the fallback and logs one line', async ({ page, problems }) => {
    await openDemo(page, '/?fault=commonData:http-500');
    const panel = page.locator('[data-source="getCommonData"]');
    await expect(panel).toHaveAttribute('data-status', 'fallback');
    await expect(panel).toContainText('Fallback: http-500');
    // The spec §3 defaults stand in for the missing data.
    await expect(panel).toContainText('USD');
    await expect(page.getByRole('log')).toContainText('[warn] api.fallback getCommonData: http-500');
    // The rest of the page is unaffected.
    await expect(page.locator('[data-source="getComplianceCheck"]')).toHaveAttribute('data-status', 'live');
    await expect(page.locator('main [data-item]').first()).toBeVisible();
    // The browser reports the 500 itself; what must never happen is an uncaught error.
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors.every((line) => line.includes('status of 500'))).toBe(true);
  });

  test('a fault kind per call: malformed JSON, schema-invalid and network errors all fall back', async ({ page, problems }) => {
    await openDemo(page, '/?user=user&fault=userInfo:malformed-json,complianceCheck:schema-invalid,fullsiteBulletin:network');
    await expect(page.locator('[data-source="getUserInfo"]')).toContainText('Fallback: malformed-json');
    await expect(page.locator('[data-source="getComplianceCheck"]')).toContainText('Fallback: schema');
    await expect(page.locator('[data-source="getFullsiteBulletin"]')).toContainText('Fallback: network');
    // User info fell back to the visitor: the policy shows the logged-out header.
    await expect(page.locator('main [data-item="header.login"]')).toHaveAttribute('data-shown', 'true');
    expect(problems.pageErrors).toEqual([]);
  });

  test('removing a fault refetches live data', async ({ page }) => {
    await openDemo(page, '/?fault=commonData:http-500');
    await expect(page.locator('[data-source="getCommonData"]')).toHaveAttribute('data-status', 'fallback');
    await page.getByRole('button', { name: 'Remove fault commonData:http-500' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-source="getCommonData"]')).toHaveAttribute('data-status', 'live');
  });
});
