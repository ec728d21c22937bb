import { expect, test } from '@playwright/test';
import { expectDeviceList, sampleAccounts, signIn, signOut } from './helpers';

test('register, stay signed in across a reload, log out, sign in by role, and meet the guards', async ({ page }) => {
  const email = `nova.${Date.now()}@conecta.example`;

  // A visitor is sent to the Portuguese sign-in page and goes on to register.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'ENTRAR' })).toBeDisabled();
  await page.getByRole('link', { name: /Cadastre-se/ }).click();
  await expect(page).toHaveURL(/\/register$/);

  const register = page.getByRole('button', { name: 'Register' });
  await expect(register).toBeDisabled();
  await page.getByLabel('Display name').fill('Nova Pessoa');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('segredo');
  await page.getByLabel('Password (Confirm)').fill('segredo');
  await expect(register).toBeEnabled();
  await register.click();
  await expectDeviceList(page);

  // The stored token signs the user in again after a reload.
  await page.reload();
  await expectDeviceList(page);
  await expect(page.getByTestId('user-menu')).toHaveAccessibleName('Nova Pessoa');

  await signOut(page);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jwt_access_token'))).toBeNull();

  // A plain user signs in and cannot open the admin-only user-data list.
  await signIn(page, sampleAccounts.user);
  await expectDeviceList(page);
  await page.goto('/conecta/userdatalist');
  await expectDeviceList(page);

  // Unknown paths show the 404 page, with a way back.
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/pages\/errors\/error-404$/);
  await expect(page.getByText('404')).toBeVisible();
  await page.getByTestId('back-home').click();
  await expectDeviceList(page);

  // The sign-in page is for guests only.
  await page.goto('/login');
  await expectDeviceList(page);
});

test('a guest sent to sign in lands on the page they asked for', async ({ page }) => {
  await page.goto('/conecta/userdatalist');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, sampleAccounts.admin);
  await expect(page).toHaveURL(/\/conecta\/userdatalist$/);
  await expect(page.getByTestId('page-title')).toBeVisible();
});

test('the sign-in form shows the server’s answer on the field it concerns', async ({ page }) => {
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'ENTRAR' });
  await page.getByLabel('Email').fill('abc');
  await page.getByLabel('Senha', { exact: true }).fill('12');
  await page.getByLabel('Senha', { exact: true }).blur();
  await expect(page.getByText('Por favor, insira um válido email')).toBeVisible();
  await expect(page.getByText('O comprimento mínimo de caracteres é 4')).toBeVisible();
  await expect(submit).toBeDisabled();

  await signIn(page, { email: sampleAccounts.staff.email, password: 'not-the-password' });
  // The server's code for a wrong password, said in the login page's Portuguese.
  await expect(page.getByText('Verifique sua senha')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Senha', { exact: true }).fill(sampleAccounts.staff.password);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expectDeviceList(page);
  // The owner is told of the failed attempt at this sign-in, once.
  await expect(page.getByRole('alert')).toContainText('Tentativas de entrada falhas desde a sua última entrada:');
});

test('a token the server refuses signs the user out with a message', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('jwt_access_token', 'forged.token.value'));
  await page.goto('/conecta/devicelist');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Invalid access_token')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt_access_token'))).toBeNull();
});

test('role example pages follow the spec’s role rules', async ({ page }) => {
  await page.goto('/auth/guest-role-example');
  await expect(page).toHaveURL(/\/auth\/guest-role-example$/);
  await page.goto('/login');
  await signIn(page, sampleAccounts.staff);
  await expectDeviceList(page);
  await page.goto('/auth/staff-role-example');
  await expect(page).toHaveURL(/\/auth\/staff-role-example$/);
  await page.goto('/auth/admin-role-example');
  await expectDeviceList(page);
  await page.goto('/auth/guest-role-example');
  await expectDeviceList(page);
});

test('the API reference is browsable', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('Conecta API').first()).toBeVisible();
});
