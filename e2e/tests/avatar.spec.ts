import { expect, test } from '@playwright/test';
import { expectDeviceList, registerAccount, signIn } from './helpers';

// A 1×1 PNG: a real image the server reads, checks by its bytes and makes a thumbnail of.
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a user sets their own photo from the user menu, is told in Portuguese why a fake image is refused, and keeps the photo after a reload', async ({
  page,
}) => {
  const account = await registerAccount(page.request, 'Pessoa com Foto');

  await page.goto('/login');
  await signIn(page, account);
  await expectDeviceList(page);
  const toolbarPhoto = page.getByTestId('user-menu').locator('img');
  await expect(toolbarPhoto).toHaveCount(0);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Alterar foto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar foto' });
  const fileInput = dialog.getByTestId('photo-file-input');

  // An HTML page dressed as a PNG is refused on its bytes, and the reason reads in the user's language.
  await fileInput.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('<html>oi</html>') });
  await expect(dialog.getByRole('alert')).toHaveText('Este tipo de arquivo não é aceito aqui.');

  await fileInput.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(dialog).toBeHidden();
  // Stored photos are fetched with the token and shown from a blob URL.
  await expect(toolbarPhoto).toHaveAttribute('src', /^blob:/);

  await page.reload();
  await expectDeviceList(page);
  await expect(toolbarPhoto).toHaveAttribute('src', /^blob:/);
});
