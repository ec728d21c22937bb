import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { sampleAccounts, seriousViolations, signInInEnglish } from './helpers';

async function signedInPage(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInInEnglish(page, account);
  return { context, page };
}

/** The mail page's list: a row (or list item) that shows this subject. */
const mailRow = (page: Page, subject: string) =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: subject }).first();

async function openMailbox(page: Page, folder: 'inbox' | 'sent') {
  await page.goto(`/apps/mail/${folder}`);
  await expect(page.getByRole('button', { name: /compose|escrever|nova mensagem/i })).toBeVisible();
}

test.describe('composing a mail', () => {
  test('one account writes to another, undoes once, sends; it arrives live and is kept in Sent', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const sender = await signedInPage(browser, sampleAccounts.user);
    const receiver = await signedInPage(browser, sampleAccounts.staff);
    try {
      await openMailbox(receiver.page, 'inbox');
      await openMailbox(sender.page, 'inbox');
      const subject = `Linhas para portabilidade ${Date.now()}`;

      const page = sender.page;
      await page.getByRole('button', { name: /compose|escrever|nova mensagem/i }).click();
      const dialog = page.getByRole('dialog', { name: 'New message' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('combobox', { name: 'To' }).fill(sampleAccounts.staff.email);
      await dialog.getByRole('combobox', { name: 'To' }).press('Enter');
      await expect(
        dialog.getByRole('button', { name: new RegExp(sampleAccounts.staff.email.split('@')[0] ?? '', 'i') }),
      ).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
      const body = dialog.getByRole('textbox', { name: 'Message' });
      await body.click();
      await page.keyboard.type('Segue a lista das linhas.');
      await expect(page.getByText('Draft saved')).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

      // Send, then take it back: the window returns with everything in it.
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
      await expect(body).toContainText('Segue a lista das linhas.');

      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Message sent')).toBeVisible({ timeout: 15_000 });

      // The other account's open inbox shows it without a reload.
      await expect(mailRow(receiver.page, subject)).toBeVisible({ timeout: 15_000 });

      // The sender finds it in Sent, stored, after a reload.
      await openMailbox(page, 'sent');
      await page.reload();
      await expect(mailRow(page, subject)).toBeVisible();
    } finally {
      await sender.context.close();
      await receiver.context.close();
    }
  });

  test('a send followed at once by a reload still arrives, with its CSV to download', async ({ browser, request }) => {
    test.setTimeout(180_000);
    const { context, page } = await signedInPage(browser, sampleAccounts.user);
    try {
      await openMailbox(page, 'inbox');
      const subject = `Aparelhos do lote ${Date.now()}`;
      const csv = 'IMEI;Modelo;Situação\r\n356938035643809;Moto G;ativo\r\n';
      await page.getByRole('button', { name: /compose|escrever|nova mensagem/i }).click();
      const dialog = page.getByRole('dialog', { name: 'New message' });
      await dialog.getByRole('combobox', { name: 'To' }).fill(sampleAccounts.staff.email);
      await dialog.getByRole('combobox', { name: 'To' }).press('Enter');
      // A typed address of a console account shows as that account.
      await expect(dialog.getByRole('button', { name: 'Sérgio Staff' })).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
      await dialog
        .getByTestId('compose-file-input')
        .setInputFiles({ name: 'aparelhos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await expect(dialog.getByText('aparelhos.csv')).toBeVisible();

      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
      // Gone from the page within the undo time: the server holds the send and delivers it itself.
      await page.reload();

      const signedIn = await request.post('/api/auth', { data: sampleAccounts.staff });
      const { access_token: token } = await signedIn.json();
      await expect
        .poll(
          async () => {
            const inbox = await request.get(`/api/mail-app/mails?folderHandle=inbox&q=${encodeURIComponent(subject)}`, {
              headers: { Authorization: `Bearer ${token}` },
            });
            return ((await inbox.json()).items as { subject: string }[]).map((item) => item.subject);
          },
          { timeout: 20_000 },
        )
        .toContain(subject);

      await openMailbox(page, 'sent');
      await mailRow(page, subject).click();
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: /download aparelhos\.csv/i }).click();
      const file = await downloading;
      expect(file.suggestedFilename()).toBe('aparelhos.csv');
      expect(await readFile(await file.path(), 'utf8')).toBe(csv);
    } finally {
      await context.close();
    }
  });

  test('right to left and on a phone, where the window fills the screen', async ({ browser }) => {
    test.setTimeout(180_000);
    const { context, page } = await signedInPage(browser, sampleAccounts.user);
    try {
      await openMailbox(page, 'inbox');
      await page.getByTestId('language-switcher').click();
      await page.getByRole('menuitem', { name: /العربية|Arabic/ }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByRole('button', { name: 'إنشاء رسالة' }).click();
      const dialog = page.getByRole('dialog', { name: 'رسالة جديدة' });
      await expect(dialog.getByRole('textbox', { name: 'الرسالة' })).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(390);
      await expect(dialog.getByRole('button', { name: 'إرسال' })).toBeInViewport();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    } finally {
      await context.close();
    }
  });
});
