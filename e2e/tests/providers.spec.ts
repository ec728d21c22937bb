import { expect, type Page, test } from '@playwright/test';
import { issuerUrl } from '../ports';
import { chooseScheme, expectDeviceList, signIn, signOut, toolbarColour } from './helpers';
import { sdkChunkFiles, watchRequests } from './sdkChunks';

// The console of this project has the hosted login (the local issuer) and Firebase (the Auth emulator)
// configured; see playwright.config.ts.

const hostedAdmin = { email: 'hosted.admin@conecta.example', password: 'hosted', name: 'Helena Hosted' };
const hostedKeys = ['access_token', 'id_token', 'expires_at'];

const storedKeys = (page: Page, keys: string[]) =>
  page.evaluate((names) => names.map((name) => localStorage.getItem(name)), keys);

/** From the console's sign-in page, through the issuer's own page, back to the console. */
async function signInWithHostedLogin(page: Page) {
  await page.getByRole('button', { name: 'Entrar com Auth0' }).click();
  await expect(page).toHaveURL((url) => url.href.startsWith(issuerUrl));
  await page.locator('input[name="email"]').fill(hostedAdmin.email);
  await page.locator('input[name="password"]').fill(hostedAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Resolves when the browser starts loading a page whose URL passes `test`. */
const navigationTo = (page: Page, test: (url: string) => boolean) =>
  page.waitForRequest((request) => request.isNavigationRequest() && test(request.url()));

test('hosted login: sign in on the issuer, keep the colour scheme in user_metadata, sign out and find it again', async ({
  page,
}) => {
  const sdkChunks = sdkChunkFiles();
  const requests = watchRequests(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Entrar com Auth0' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ENTRAR', exact: true })).toBeVisible();
  // Configured, but a guest who has not asked for them has fetched neither SDK.
  expect(requests.scripts.filter((script) => sdkChunks.includes(script))).toEqual([]);

  await signInWithHostedLogin(page);
  await expect(page.getByText('Logged in with Auth0')).toBeVisible();
  await expectDeviceList(page);
  await expect(page.getByTestId('user-menu')).toHaveAccessibleName(hostedAdmin.name);
  expect((await storedKeys(page, hostedKeys)).every((value) => value !== null)).toBe(true);
  expect(Number((await storedKeys(page, ['expires_at']))[0])).toBeGreaterThan(Date.now());

  const before = await toolbarColour(page);
  await chooseScheme(page, 'dark3');
  await expect(page.getByText('Salvo', { exact: true })).toBeVisible();
  await expect.poll(() => toolbarColour(page)).not.toBe(before);
  const chosen = await toolbarColour(page);

  // The session survives a reload (the stored, unexpired access token).
  await page.reload();
  await expectDeviceList(page);
  await expect.poll(() => toolbarColour(page)).toBe(chosen);

  // Logout ends the issuer's session too (its logout endpoint), then comes back to the console signed out.
  const consoleHome = new URL('/', page.url()).href;
  const issuerLogout = navigationTo(page, (url) => url.startsWith(issuerUrl));
  const backHome = navigationTo(page, (url) => url === consoleHome);
  await signOut(page);
  await issuerLogout;
  await backHome;
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Entrar com Auth0' })).toBeVisible();
  expect(await storedKeys(page, hostedKeys)).toEqual([null, null, null]);

  // The issuer asks for the password again; the colour scheme comes back from user_metadata.
  await signInWithHostedLogin(page);
  await expectDeviceList(page);
  await expect.poll(() => toolbarColour(page)).toBe(chosen);
});

test('Firebase: register, the errors on their fields, a setting kept in the user record, sign in again', async ({
  page,
}) => {
  const email = `fabi.${Date.now()}@conecta.example`;
  const password = 'segredo1';

  await page.goto('/register');
  const registerButton = page.getByRole('button', { name: 'Register with Firebase' });
  await expect(registerButton).toBeVisible();
  await page.getByLabel('Display name').fill('Fabi Firebase');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password (Confirm)').fill(password);
  await registerButton.click();
  await expectDeviceList(page);
  await expect(page.getByTestId('user-menu')).toHaveAccessibleName('Fabi Firebase');

  const before = await toolbarColour(page);
  await chooseScheme(page, 'light9');
  await expect(page.getByText('Salvo', { exact: true })).toBeVisible();
  await expect.poll(() => toolbarColour(page)).not.toBe(before);
  const chosen = await toolbarColour(page);

  await signOut(page);
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedKeys(page, ['firebase_session'])).toEqual([null]);

  // The same email again: Firebase says it is taken, on the email field.
  await page.goto('/register');
  await page.getByLabel('Display name').fill('Fabi Again');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password (Confirm)').fill(password);
  await registerButton.click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
    'The email address is already in use by another account.',
  );
  await expect(registerButton).toBeDisabled();

  // A wrong password: on the password field, and in the snackbar.
  await page.goto('/login');
  await signIn(page, { email, password: 'not-the-password' });
  const wrongPassword = /password is invalid|auth credential is incorrect/;
  await expect(page.getByLabel('Senha', { exact: true })).toHaveAccessibleDescription(wrongPassword);
  await expect(page.getByRole('alert')).toHaveText(wrongPassword);
  await expect(page.getByRole('button', { name: 'ENTRAR', exact: true })).toBeDisabled();

  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ENTRAR', exact: true }).click();
  await expectDeviceList(page);
  await expect(page.getByTestId('user-menu')).toHaveAccessibleName('Fabi Firebase');
  await expect.poll(() => toolbarColour(page)).toBe(chosen);
});
