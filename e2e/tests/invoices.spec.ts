import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations, signInAsNewAccount } from './helpers';

/** The spec's figures (demo-apps §9) as the page writes them in Portuguese, in reais. */
const figures = { subtotal: /R\$\s8\.445,00/, tax: /R\$\s675,60/, discount: /R\$\s120,60/, total: /R\$\s9\.000,00/ };

async function expectFigures(page: Page) {
  const invoice = page.getByRole('article', { name: 'Fatura P9-0004' });
  for (const [figure, text] of Object.entries(figures)) {
    await expect(invoice.getByTestId(`invoice-${figure}`)).toHaveText(text);
  }
  return invoice;
}

test('open both invoice pages and read 8445 / 675.60 / 120.60 / 9000, print it alone on one page, download its PDF', async ({
  page,
}) => {
  await signInAsNewAccount(page);
  await page.goto('/pages/invoices/compact');
  // The first page of a fresh server loads its chunks and opens its database: more than the usual 10 s on 2 cores.
  await expect(page.getByTestId('page-title')).toHaveText('Fatura compacta', { timeout: 30_000 });
  await expectFigures(page);
  // The page itself (the shell has its own checks in accessibility.spec.ts).
  expect(await seriousViolations(page, '[data-testid="content"]')).toEqual([]);

  // Printed, the document is all there is: no navigation, toolbar or buttons, and one A4 page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('toolbar')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(page.getByTestId('invoice-total')).toBeVisible();
  const printed = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
  expect(printed.match(/\/Type\s*\/Page\b/g)?.length).toBe(1);
  await page.emulateMedia({ media: 'screen' });

  // The server's PDF, downloaded with the user's token.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('invoice-P9-0004.pdf');
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The modern layout of the same invoice, reached from the navigation (Páginas › Fatura › Moderna).
  await page.getByRole('link', { name: 'Moderna' }).click();
  await expect(page).toHaveURL(/\/pages\/invoices\/modern$/);
  await expect(page.getByTestId('page-title')).toHaveText('Fatura moderna');
  await expectFigures(page);
});
