import { expect, test } from '@playwright/test';
import { expectDeviceList, firstDeviceRow, sampleAccounts, signIn, signOut } from './helpers';

test('unsaved changes in the device drawer ask before they go, and the focus returns to the row', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, sampleAccounts.staff);
  await expectDeviceList(page);
  const row = await firstDeviceRow(page);
  await row.locator('[data-field="model"]').click();
  await expect(page).toHaveURL(/device=/);
  const rowId = new URL(page.url()).searchParams.get('device');
  const drawer = page.getByTestId('device-drawer');
  await drawer.getByTestId('device-edit').click();
  const model = drawer.getByLabel(/Modelo/);
  await model.fill('Modelo novo');

  await page.keyboard.press('Escape');
  const prompt = page.getByRole('dialog', { name: 'Descartar suas alterações?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(prompt).toBeHidden();
  await expect(model).toHaveValue('Modelo novo');
  await expect(page).toHaveURL(/device=/);

  // The × asks too; discarding closes the drawer and the keyboard is back on the device's row.
  await drawer.getByRole('button', { name: 'Fechar' }).first().click();
  await prompt.getByRole('button', { name: 'Descartar' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/device=/);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest<HTMLElement>('[role="row"]')?.dataset.id))
    .toBe(rowId);
});

test('a refused sign-in reads in Portuguese on the Portuguese sign-in page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, { email: 'ninguem@conecta.example', password: 'qualquer' });
  await expect(page.getByText('Verifique seu usuário/e-mail')).toBeVisible();
  await expect(page.getByText(/Check your/)).toHaveCount(0);
});

test('the skip link is the first stop of the keyboard and leads to the content', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, sampleAccounts.user);
  await expectDeviceList(page);
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('content')).toBeFocused();
});

test('the chat panel opened again shows the conversation left, with the focus inside', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, sampleAccounts.staff);
  await expectDeviceList(page);
  await page.getByTestId('chat-toggle').click();
  const panel = page.getByTestId('chat-panel');
  await panel.getByTestId('chat-contact').first().click();
  await panel.getByTestId('chat-input').fill('Ainda está aí?');
  await page.keyboard.press('Enter');
  await expect(panel.getByTestId('chat-message').last()).toContainText('Ainda está aí?');

  await page.keyboard.press('Escape');
  await expect(panel).toHaveAttribute('data-open', 'false');
  await expect(page.getByTestId('chat-toggle')).toBeFocused();
  await page.getByTestId('chat-toggle').click();
  await expect(panel).toHaveAttribute('data-open', 'true');
  await expect(panel.getByTestId('chat-message').last()).toContainText('Ainda está aí?');
  expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
});

test('signing out with the chat open makes no refused chat call', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/chat') && response.status() === 401) refused.push(response.url());
  });
  await page.goto('/login');
  await signIn(page, sampleAccounts.user);
  await expectDeviceList(page);
  await page.getByTestId('chat-toggle').click();
  await page.getByTestId('chat-panel').getByTestId('chat-contact').first().click();
  await expect(page.getByTestId('chat-input')).toBeVisible();
  // Closed, the panel leaves the user menu free; its live connection stays open.
  await page.keyboard.press('Escape');

  await signOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await page.waitForTimeout(1500); // a reconnecting stream would try within this time
  expect(refused).toEqual([]);
});

test('a user sent away from an admin page is told why, in their language', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, sampleAccounts.user);
  await expectDeviceList(page);
  await page.goto('/conecta/userdatalist');
  await expectDeviceList(page);
  await expect(page.getByRole('alert')).toContainText('Seu perfil não dá acesso àquela página');
});
