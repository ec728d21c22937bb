import { expect, test } from '@playwright/test';
import { seriousViolations, signInAsNewAccount } from './helpers';

// A 1×1 PNG: a real image the server reads, checks by its bytes and makes a thumbnail of.
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a user edits their profile’s about page, told in Portuguese what is wrong, and sets their photo from it', async ({
  page,
}) => {
  await signInAsNewAccount(page, 'Pessoa do Perfil');
  await page.goto('/pages/profile?tab=about');
  await expect(page.getByTestId('page-title')).toHaveText('Pessoa do Perfil');
  await expect(page.getByText('Analista de frota móvel')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('profile-edit-about').click();
  const dialog = page.getByRole('dialog', { name: 'Editar o perfil' });
  await dialog.getByLabel('Data de nascimento').fill('2999-01-01');
  await dialog.getByLabel('E-mails').fill('eu@conecta.example');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Informe a data de nascimento (ano-mês-dia), no passado')).toBeVisible();
  await dialog.getByLabel('Data de nascimento').fill('1990-05-17');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('17 de maio de 1990')).toBeVisible();
  await expect(page.getByText('eu@conecta.example', { exact: true })).toBeVisible();

  // The photo is the account's own, changed through the shell's dialog and call.
  await page.getByRole('button', { name: 'Alterar foto' }).click();
  const photo = page.getByRole('dialog', { name: 'Alterar foto' });
  await photo
    .getByTestId('photo-file-input')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(photo).toBeHidden();
  await expect(page.getByRole('img', { name: 'Pessoa do Perfil' }).first()).toHaveAttribute('src', /^blob:/);

  await page.reload();
  await expect(page.getByText('17 de maio de 1990')).toBeVisible();
});
