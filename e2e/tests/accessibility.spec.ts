import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectDeviceList, sampleAccounts, signIn } from './helpers';

/** Serious and critical findings of axe on what the page shows now. */
async function seriousViolations(page: Page) {
  // A tooltip left by the last click is the pointer's, not the page's: move the pointer away.
  await page.mouse.move(0, 0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the sign-in and registration pages have no serious accessibility problems', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'ENTRAR' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the shell has no serious accessibility problems, with its panels open too', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, sampleAccounts.admin);
  await expectDeviceList(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('quick-panel-toggle').click();
  await expect(page.getByTestId('quick-panel-events').getByText('Janela de manutenção 5G — São Paulo')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByTestId('open-color-schemes').click();
  await expect(page.getByTestId('color-schemes')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('color-schemes')).toBeHidden();

  await page.getByTestId('open-theme-settings').click();
  await expect(page.getByTestId('theme-settings')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the device drawer has no serious accessibility problems', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, sampleAccounts.admin);
  await expectDeviceList(page);
  await page.getByTestId('device-grid').locator('.MuiDataGrid-row').first().locator('[data-field="model"]').click();
  await expect(page.getByTestId('device-drawer')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the user-data pages have no serious accessibility problems', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, sampleAccounts.admin);
  await expectDeviceList(page);
  await page.goto('/conecta/userdatalist');
  await expect(page.getByTestId('user-grid').locator('.MuiDataGrid-row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('user-grid').locator('.MuiDataGrid-row').first().locator('[data-field="email"]').click();
  await expect(page.getByTestId('user-page')).toBeVisible();
  await expect(page.getByTestId('history-list')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
