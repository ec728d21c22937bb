import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { registerAccount, sampleAccounts, signInInEnglish } from './helpers';

/** Hides the right side panel region (the quick panel and the team chat) in the layout settings. */
async function hideRightSidePanel(page: Page) {
  await page.getByTestId('open-theme-settings').click();
  const settings = page.getByRole('dialog', { name: 'Theme Settings' });
  await settings.getByRole('group', { name: 'Right side panel' }).getByRole('switch', { name: 'Display' }).uncheck();
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();
}

// The tab's live stream belongs to the app, not to the chat panel: hiding the panel keeps mail arriving live.
test('a mail arrives live in the open inbox with the chat panel hidden', async ({ page, request }) => {
  test.setTimeout(120_000);
  // An account of its own: hiding the panel is saved with the account.
  const reader = await registerAccount(request, 'Live Reader');
  await signInInEnglish(page, reader);
  await page.goto('/apps/mail/inbox');
  await expect(page.getByTestId('mail-item').first()).toBeVisible({ timeout: 30_000 });

  await hideRightSidePanel(page);
  await expect(page.getByTestId('chat-toggle')).toHaveCount(0);
  await expect(page.getByTestId('chat-rail')).toHaveCount(0);
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  const signedIn = await request.post('/api/auth', { data: sampleAccounts.staff });
  const { access_token: token } = await signedIn.json();
  const subject = `Live with the panel hidden ${Date.now()}`;
  const sent = await request.post('/api/mail-app/send', {
    headers: { Authorization: `Bearer ${token}` },
    data: { id: randomUUID(), to: [{ name: 'Live Reader', email: reader.email }], subject, message: '<p>Olá</p>' },
  });
  expect(sent.status()).toBe(200);

  await expect(page.getByTestId('mail-item').filter({ hasText: subject })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
