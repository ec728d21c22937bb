import { expect, test } from '@playwright/test';
import { signInAsNewAccount } from './helpers';

/**
 * The console-wide search (issue 25): a device found by its IMEI from the Ctrl+K palette and opened, and a
 * mail found by a word of its body on the modern search page and opened.
 */
test('finds a device by its IMEI from the palette and a mail by a word of its body', async ({ page }) => {
  const account = await signInAsNewAccount(page, 'Busca Geral');
  const headers = { Authorization: `Bearer ${account.token}` };
  const device = (await (await page.request.get('/api/devices?limit=1', { headers })).json()).items[0];
  const inbox = await (await page.request.get('/api/mail-app/mails', { headers })).json();
  // A long word of a mail's body (its excerpt is the body's start).
  const longWord = /[a-zà-ú]{9,}/i;
  const mail = inbox.items.find((item: { excerpt: string }) => longWord.test(item.excerpt));
  const word = longWord.exec(mail.excerpt)?.[0] ?? '';

  await page.goto('/pages/search/classic');
  await expect(page.getByTestId('search-start')).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill(device.imei);
  const inConsole = page.getByRole('group', { name: 'No console' });
  await inConsole.getByRole('option').first().click();
  await expect(page).toHaveURL(new RegExp(`/conecta/devicelist\\?device=${device.id}$`));
  await expect(page.getByTestId('device-drawer')).toContainText(device.imei);

  await page.goto(`/pages/search/modern?q=${encodeURIComponent(word)}`);
  await page.getByTestId('search-facet-mail').click();
  const results = page.getByRole('list', { name: 'Resultados da busca' });
  await expect(results.locator('mark').first()).toHaveText(new RegExp(word, 'i'));
  await results.getByRole('link').filter({ hasText: mail.subject }).first().click();
  await expect(page).toHaveURL(new RegExp(`/apps/mail/inbox/${mail.id}$`));
});
