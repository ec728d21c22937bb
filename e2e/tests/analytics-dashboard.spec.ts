import { expect, test } from '@playwright/test';
import { chooseScheme, seriousViolations, signInAsNewAccount } from './helpers';

test('the analytics dashboard: a range switch changes the figures, a figure opens its devices', async ({
  page,
}, testInfo) => {
  // An account of its own: the colour scheme chosen below stays with it.
  await signInAsNewAccount(page, 'Analista');
  await page.goto('/apps/dashboards/analytics');
  await expect(page.getByTestId('page-title')).toHaveText('Análises');
  const change = page.getByTestId('analytics-active-lines-change');
  await expect(change).toHaveText(/período anterior/);
  const monthComparison = await change.textContent();
  await expect(page.getByTestId('analytics-state-SP')).toHaveAccessibleName(/^SP · São Paulo: [\d.]+ dispositivos$/);

  // Twelve months: one point a month, compared with the twelve months before.
  await page.getByRole('button', { name: '12 meses' }).click();
  await expect(page).toHaveURL(/range=12m$/);
  await expect(change).not.toHaveText(monthComparison ?? '');
  await page.getByTestId('analytics-active-lines-table-switch').check();
  await expect(page.getByTestId('analytics-active-lines-table').locator('tbody tr')).toHaveCount(12);
  expect(await seriousViolations(page)).toEqual([]);

  await page.screenshot({ path: testInfo.outputPath('analytics-light.png'), fullPage: true });
  await chooseScheme(page, 'dark3');
  await page.screenshot({ path: testInfo.outputPath('analytics-dark.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // A state on the map opens the device list filtered to it.
  await page.getByTestId('analytics-state-SP').click();
  await expect(page).toHaveURL(/\/conecta\/devicelist\?state=SP$/);
  const row = page.getByTestId('device-grid').locator('.MuiDataGrid-row').first();
  await expect(row.locator('[data-field="imei"]')).toHaveText(/\d{15}/);
});
