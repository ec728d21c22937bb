import { expect, test } from '@playwright/test';
import { registerAccount, sampleAccounts, signInInEnglish } from './helpers';

test('searching "user" finds the admin-only user-data list for an admin only', async ({ browser }) => {
  const asUser = await (await browser.newContext()).newPage();
  await signInInEnglish(asUser, sampleAccounts.user);
  await asUser.getByTestId('navigation-search').click();
  await asUser.getByPlaceholder('Search for an app or page').fill('user');
  // The documentation's User guide is everyone's; the user-data list is not offered.
  await expect(asUser.getByRole('listbox')).toBeVisible();
  await expect(asUser.getByRole('option', { name: 'User data list' })).toHaveCount(0);
  await asUser.getByPlaceholder('Search for an app or page').fill('data list');
  await expect(asUser.getByText('No results..')).toBeVisible();
  await asUser.context().close();

  const asAdmin = await (await browser.newContext()).newPage();
  await signInInEnglish(asAdmin, sampleAccounts.admin);
  await asAdmin.getByTestId('navigation-search').click();
  await asAdmin.getByPlaceholder('Search for an app or page').fill('user');
  await asAdmin.getByRole('option', { name: 'User data list' }).click();
  await expect(asAdmin).toHaveURL(/\/conecta\/userdatalist$/);
  await expect(asAdmin.getByPlaceholder('Search for an app or page')).toBeHidden();
  await asAdmin.context().close();
});

test('a shortcut added from the toolbar is saved on the server, comes back after a reload, and can be removed', async ({
  page,
}) => {
  // An account of its own: another test saving the staff account's settings beside this one would take the shortcut away.
  await signInInEnglish(page, await registerAccount(page.request, 'Atalhos Próprios'));
  const bar = page.getByTestId('shortcuts-bar');
  await expect(bar.getByRole('link', { name: 'Device list' })).toHaveCount(0);

  await page.getByTestId('shortcuts-menu').click();
  await page.getByRole('searchbox', { name: 'Search for a page' }).fill('device');
  await page.getByRole('menuitemcheckbox', { name: /Device list/ }).click();
  await expect(page.getByText('User data saved to api')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bar.getByRole('link', { name: 'Device list' })).toBeVisible();

  await page.reload();
  await expect(bar.getByRole('link', { name: 'Device list' })).toBeVisible();

  await page.getByTestId('shortcuts-menu').click();
  await page.getByRole('menuitemcheckbox', { name: /Device list/ }).click();
  await page.keyboard.press('Escape');
  await expect(bar.getByRole('link', { name: 'Device list' })).toHaveCount(0);
});
