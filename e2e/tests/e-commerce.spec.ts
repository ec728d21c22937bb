import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { sampleAccounts, seriousViolations } from './helpers';

/** A 2×2 PNG: the upload module reads its type from the bytes and makes its thumbnail. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGMwTjsDRAwQCgAktgWVJrpF5QAAAABJRU5ErkJggg==',
  'base64',
);

/** Signed in as an admin (staff create and change, admins remove), the session in place as sign-in leaves it. */
async function signInAsAdmin(page: Page) {
  const answer = await page.request.post('/api/auth', { data: sampleAccounts.admin });
  expect(answer.ok()).toBe(true);
  const { access_token: token } = await answer.json();
  await page.addInitScript((value) => localStorage.setItem('jwt_access_token', value), token as string);
}

test('create a product with an image, find it, change its price and see the tax follow, delete it; add a status to an order and download its invoice', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/apps/e-commerce');
  await expect(page).toHaveURL(/\/apps\/e-commerce\/products$/);
  const grid = page.getByTestId('product-grid');
  await expect(grid.getByText('4G LTE mobile hotspot')).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);

  // Create: a name, an image (the featured one), a price whose tax-included price follows.
  const name = `Roteador E2E ${Date.now()}`;
  await page.getByTestId('product-new').click();
  await expect(page).toHaveURL(/\/apps\/e-commerce\/products\/new$/);
  await page.getByTestId('product-name').fill(name);
  await page.getByRole('tab', { name: 'Imagens do produto' }).click();
  await page
    .getByTestId('product-image-input')
    .setInputFiles({ name: 'roteador.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('product-images').getByRole('img')).toHaveCount(1);
  await expect(page.getByTestId('product-images').getByText('Destaque')).toBeVisible();
  await page.getByRole('tab', { name: 'Preços' }).click();
  await page.getByTestId('product-priceTaxExcl').fill('100');
  await expect(page.getByTestId('product-priceTaxIncl')).toHaveValue('110');
  await page.getByTestId('product-save').click();
  await expect(page).toHaveURL(/\/apps\/e-commerce\/products\/[0-9a-f-]{36}\/roteador-e2e-\d+$/);

  // Find it in the list, searched in the database.
  await page.goto('/apps/e-commerce/products');
  await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill(name);
  const row = grid.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/R\$\s110,00/);
  await expect(row.getByRole('img', { name })).toBeVisible();

  // Change its price: the tax-included price follows, and the list shows it.
  await row.getByText(name).click();
  await page.getByRole('tab', { name: 'Preços' }).click();
  await page.getByTestId('product-priceTaxExcl').fill('250');
  await expect(page.getByTestId('product-priceTaxIncl')).toHaveValue('275');
  await page.getByTestId('product-save').click();
  await expect(page.getByTestId('product-save')).toBeDisabled();

  // Delete it.
  await page.getByTestId('product-remove').click();
  await page.getByTestId('product-remove-confirm').click();
  await expect(page).toHaveURL(/\/apps\/e-commerce\/products$/);
  await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill(name);
  await expect(
    grid.getByText('Não há produtos!').or(grid.getByText('Nenhum produto corresponde a estes filtros.')),
  ).toBeVisible();

  // An order awaiting a bank wire: add "Payment accepted" and read the history newest first.
  await page.goto('/apps/e-commerce/orders?status=10');
  await page.getByTestId('order-grid').getByRole('row').nth(1).getByRole('gridcell').nth(1).click();
  await expect(page.getByTestId('order-title')).toContainText('Pedido');
  await page.getByTestId('order-new-status').click();
  await page.getByRole('option', { name: 'Pagamento aceito' }).click();
  await page.getByTestId('order-add-status').click();
  const history = page.getByTestId('order-status-history').getByRole('row');
  await expect(history.nth(1)).toContainText('Pagamento aceito');
  await expect(history.nth(2)).toContainText('Aguardando transferência bancária');

  // Its invoice as the server's PDF, with the reference and the total the Invoice tab shows.
  await page.getByRole('tab', { name: 'Fatura' }).click();
  const reference = (await page.getByTestId('order-title').textContent())?.replace('Pedido', '').trim();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('order-invoice-pdf').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`order-${reference}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
