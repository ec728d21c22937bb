import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const sampleAccounts = {
  admin: { email: 'admin@conecta.example', password: 'admin' },
  staff: { email: 'staff@conecta.example', password: 'staff' },
  user: { email: 'user@conecta.example', password: 'user' },
} as const;

let registered = 0;

/**
 * A new account of the test's own (registered through the API), for a test that changes what the
 * account keeps (its settings, its status): the sample accounts stay as the other tests expect them.
 */
export async function registerAccount(request: APIRequestContext, displayName: string) {
  registered += 1;
  const account = { email: `conta.${Date.now()}.${registered}@conecta.example`, password: 'segredo' };
  const answer = await request.post('/api/auth/register', { data: { displayName, ...account } });
  expect(answer.ok()).toBe(true);
  const { user, access_token: token } = await answer.json();
  return { ...account, id: user.uuid as string, token: token as string };
}

/**
 * A new account of its own (its own sample data, untouched by other tests), its session in place as the
 * sign-in page leaves it: the sign-in journey has its own tests.
 */
export async function signInAsNewAccount(page: Page, displayName = 'Pessoa') {
  const account = await registerAccount(page.request, displayName);
  await page.addInitScript((value) => localStorage.setItem('jwt_access_token', value), account.token);
  return account;
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'ENTRAR', exact: true }).click();
}

export async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
}

export async function expectDeviceList(page: Page) {
  await expect(page).toHaveURL(/\/conecta\/devicelist$/);
  await expect(page.getByTestId('page-title')).toBeVisible();
}

/** Signs in and switches the console to English, for tests that read the shell's labels. */
export async function signInInEnglish(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await signIn(page, account);
  await expectDeviceList(page);
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: /English/ }).click();
  await expect(page.getByTestId('page-title')).toHaveText('Device list');
}

/** The toolbar's background colour: it follows the colour scheme. */
export const toolbarColour = (page: Page) =>
  page.getByTestId('toolbar').evaluate((element) => getComputedStyle(element).backgroundColor);

export async function chooseScheme(page: Page, name: string) {
  // On a phone the panels open from the toolbar's menu: the edge is left to the content.
  if ((page.viewportSize()?.width ?? 1280) < 600) {
    await page.getByTestId('toolbar-overflow').click();
    await page.getByTestId('menu-open-color-schemes').click();
  } else {
    await page.getByTestId('open-color-schemes').click();
  }
  await page.getByTestId('color-schemes').locator(`[data-scheme="${name}"]`).click();
  await page.keyboard.press('Escape');
  // Closed, not sliding out: what follows (a screenshot, a colour) sees the page itself.
  await expect(page.getByTestId('color-schemes')).toBeHidden();
}

/** Serious and critical findings of axe on what the page shows now (within `scope`, a CSS selector, if given). */
export async function seriousViolations(page: Page, scope?: string) {
  // A tooltip left by the last click is the pointer's, not the page's: move the pointer away.
  await page.mouse.move(0, 0);
  const builder = new AxeBuilder({ page });
  const { violations } = await (scope ? builder.include(scope) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * The device list's first row, once it holds a device: while the grid loads it draws skeleton rows,
 * and a click on one of those opens nothing.
 */
export async function firstDeviceRow(page: Page) {
  const row = page.getByTestId('device-grid').locator('.MuiDataGrid-row').first();
  await expect(row.locator('[data-field="imei"]')).toHaveText(/\d{15}/);
  return row;
}
