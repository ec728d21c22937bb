import { expect, test } from '@playwright/test';
import { chooseScheme, expectDeviceList, registerAccount, signIn, toolbarColour } from './helpers';

test("a guest's colour scheme survives a reload", async ({ page }) => {
  await page.goto('/auth/guest-role-example');
  const before = await toolbarColour(page);
  await chooseScheme(page, 'dark3');
  await expect.poll(() => toolbarColour(page)).not.toBe(before);
  const chosen = await toolbarColour(page);

  await page.reload();
  await expect.poll(() => toolbarColour(page)).toBe(chosen);
});

test("a user's colour scheme follows them to a fresh browser", async ({ page, browser }) => {
  // An account of its own: the sample accounts' settings are saved by tests running beside this one.
  const account = await registerAccount(page.request, 'Esquema Próprio');
  await page.goto('/login');
  await signIn(page, account);
  await expectDeviceList(page);
  await chooseScheme(page, 'light9');
  await expect(page.getByText('Salvo', { exact: true })).toBeVisible();
  const chosen = await toolbarColour(page);

  const fresh = await (await browser.newContext()).newPage();
  await fresh.goto('/login');
  await signIn(fresh, account);
  await expectDeviceList(fresh);
  await expect.poll(() => toolbarColour(fresh)).toBe(chosen);
  await fresh.context().close();
});

test('the theme settings panel closes on Escape and gives the focus back to its button', async ({ page }) => {
  await page.goto('/auth/guest-role-example');
  const opener = page.getByTestId('open-theme-settings');
  await opener.click();
  await expect(page.getByRole('dialog', { name: 'Configurações do tema' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Configurações do tema' })).toBeHidden();
  await expect(opener).toBeFocused();
});
