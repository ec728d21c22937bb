import { expect, test } from '@playwright/test';
import { expectDeviceList, registerAccount, signIn } from './helpers';

test('Arabic turns the console right-to-left, and the choice survives a reload', async ({ page }) => {
  // An account of its own: each switch of direction saves the account's settings, which tests running beside
  // this one read for the sample accounts.
  const account = await registerAccount(page.request, 'Idioma Próprio');
  await page.goto('/login');
  await signIn(page, account);
  await expectDeviceList(page);
  await expect(page.getByTestId('page-title')).toHaveText('Lista de dispositivos');

  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('page-title')).toHaveText('قائمة الأجهزة');

  // Mirrored: the navbar (and the brand in it) on the right, the user menu at the left.
  const viewport = page.viewportSize()?.width ?? 1280;
  await expect
    .poll(async () => (await page.locator('aside[data-testid="navbar"]').boundingBox())?.x ?? 0)
    .toBeGreaterThan(viewport / 2);
  const brand = await page.getByRole('link', { name: 'Conecta' }).boundingBox();
  const userMenu = await page.getByTestId('user-menu').boundingBox();
  expect(brand?.x ?? 0).toBeGreaterThan(viewport / 2);
  expect(userMenu?.x ?? viewport).toBeLessThan(viewport / 2);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('page-title')).toHaveText('قائمة الأجهزة');

  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: /English/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('page-title')).toHaveText('Device list');
});
