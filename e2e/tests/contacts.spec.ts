import { expect, type Page, test } from '@playwright/test';
import { registerAccount, seriousViolations } from './helpers';

/** Searches at once (Enter) rather than after the box's pause. */
async function search(page: Page, text: string) {
  await page.getByTestId('contacts-search').fill(text);
  await page.getByTestId('contacts-search').press('Enter');
}

/** A new account of its own (its sample contacts, untouched by other tests), its session in place. */
async function signInAsNewAccount(page: Page) {
  const { token } = await registerAccount(page.request, 'Pessoa');
  await page.addInitScript((value) => localStorage.setItem('jwt_access_token', value), token);
}

const grid = (page: Page) => page.getByTestId('contacts-grid');
const rowOf = (page: Page, name: string) => grid(page).locator('.MuiDataGrid-row').filter({ hasText: name });

const vcard = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Quintana;Rafaela;;;',
  'FN:Rafaela Quintana',
  'ORG:Operadora Sul',
  'EMAIL;TYPE=INTERNET:rafaela@sul.example',
  'TEL;TYPE=CELL:+55 51 98888-7777',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:3.0',
  'FN:Sem Nome Válido',
  'EMAIL:sem-arroba',
  'END:VCARD',
].join('\r\n');

test('add, edit, star and bulk-remove contacts, and import a vCard', async ({ page }) => {
  await signInAsNewAccount(page);
  await page.goto('/apps/contacts');
  await expect(page).toHaveURL(/\/apps\/contacts\/all$/);
  await expect(page.getByTestId('page-title')).toHaveText('Todos os contatos');
  // The first call writes the account's sample address book.
  await expect(page.getByTestId('contacts-count')).toHaveText('30 contatos', { timeout: 30_000 });

  // Add: the contract's rules are said in Portuguese before anything is sent.
  const stamp = Date.now();
  const name = `Zuleica ${stamp}`;
  await page.getByTestId('contacts-new').click();
  const dialog = page.getByRole('dialog', { name: 'Novo contato' });
  // The form is a chunk of its own, fetched on first use.
  await expect(dialog.getByRole('textbox', { name: 'Nome', exact: true })).toBeFocused({ timeout: 20_000 });
  await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill('zuleica@');
  await dialog.getByTestId('contact-save').click();
  await expect(dialog.getByText('O nome é obrigatório (até 100 caracteres)')).toBeVisible();
  await expect(dialog.getByText('Informe um e-mail válido')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill('zuleica@conecta.example');
  await dialog.getByRole('textbox', { name: 'Telefone', exact: true }).fill('+55 11 91234-5678');
  await dialog.getByTestId('contact-save').click();
  await expect(dialog).toBeHidden();
  await search(page, String(stamp));
  await expect(rowOf(page, name)).toBeVisible();

  // Edit: the row opens its dialog; the change is saved and shown.
  await rowOf(page, name).locator('[data-field="email"]').click();
  const edit = page.getByRole('dialog', { name: `Editar ${name}` });
  await edit.getByRole('textbox', { name: 'Empresa', exact: true }).fill('Conecta Telecom');
  await edit.getByTestId('contact-save').click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, name).locator('[data-field="company"]')).toHaveText('Conecta Telecom');

  // Star it, and find it under Starred.
  await rowOf(page, name)
    .getByRole('button', { name: `Marcar ${name} com estrela` })
    .click();
  await expect(page.getByTestId('contacts-undo')).toContainText(`${name} marcado com estrela`);
  await page.getByTestId('contacts-nav-starred').click();
  await expect(page.getByTestId('page-title')).toHaveText('Com estrela');
  await expect(rowOf(page, name)).toBeVisible();

  // Import a vCard: the preview names the row refused and why; the good one is stored.
  await page.getByTestId('contacts-import').click();
  const importing = page.getByTestId('contacts-import-dialog');
  await importing.getByTestId('contacts-import-file').setInputFiles({
    name: 'pessoas.vcf',
    mimeType: 'text/vcard',
    buffer: Buffer.from(vcard),
  });
  await expect(importing.getByTestId('contacts-import-row-2')).toContainText('E-mail: Informe um e-mail válido');
  await importing.getByTestId('contacts-import-confirm').click();
  await expect(importing).toBeHidden();
  // The search lives in the URL: a link with it opens the list searched.
  await page.goto('/apps/contacts/all?q=Rafaela');
  await expect(rowOf(page, 'Rafaela Quintana')).toBeVisible();
  await expect(rowOf(page, 'Rafaela Quintana').locator('[data-field="company"]')).toHaveText('Operadora Sul');

  // Bulk-remove two: they go at once, and are removed for good when the undo window closes.
  await search(page, 'a');
  const first = rowOf(page, 'Ana Souza');
  const second = rowOf(page, 'Abbott Keitch');
  // The new search's rows are drawn (a selection belongs to the rows it was made on).
  await expect(second).toBeVisible();
  await first.getByRole('checkbox').check();
  await second.getByRole('checkbox').check();
  await expect(page.getByTestId('contacts-selected-count')).toHaveText('2 selecionados');
  await page.getByTestId('contacts-bulk-remove').click();
  await expect(page.getByTestId('contacts-undo')).toContainText('2 contatos removidos');
  await expect(first).toHaveCount(0);
  await expect(page.getByTestId('contacts-undo')).toBeHidden({ timeout: 10_000 });
  await page.reload();
  await expect(page.getByTestId('contacts-count')).toHaveText(/\d+ contatos/);
  await expect(rowOf(page, 'Abbott Keitch')).toHaveCount(0);
  await expect(rowOf(page, 'Ana Souza')).toHaveCount(0);

  // The page as it is drawn: views, table, bulk bar hidden.
  await expect(rowOf(page, 'Arnold Matlock')).toBeVisible();
  expect(await seriousViolations(page, '[data-testid="contacts-page"]')).toEqual([]);
});

test('create a group, fill it from the selection, and merge a duplicate', async ({ page }) => {
  const { token } = await registerAccount(page.request, 'Pessoa');
  await page.addInitScript((value) => localStorage.setItem('jwt_access_token', value), token);
  await page.goto('/apps/contacts/all');
  await expect(page.getByTestId('contacts-count')).toHaveText('30 contatos', { timeout: 30_000 });

  // A new group, named in its dialog; the selection joins it from the bulk bar.
  await page.getByTestId('contacts-new-group').click();
  await page.getByTestId('contacts-group-name').fill('Parceiros');
  await page.getByTestId('contacts-group-save').click();
  await expect(page.getByRole('link', { name: 'Parceiros' })).toBeVisible();
  await search(page, 'Pedro');
  await rowOf(page, 'Pedro Pereira').getByRole('checkbox').check();
  await page.getByTestId('contacts-bulk-add-to-group').click();
  await page.getByRole('menuitem', { name: 'Parceiros' }).click();
  await expect(page.getByTestId('contacts-undo')).toContainText('1 contato adicionado a Parceiros');
  await page.getByRole('link', { name: 'Parceiros' }).click();
  await expect(page.getByTestId('page-title')).toHaveText('Parceiros');
  await expect(rowOf(page, 'Pedro Pereira')).toBeVisible();

  // Another Marta Ribeiro, with the same email: merged into one, keeping the company picked.
  const added = await page.request.post('/api/contacts-app/add-contact', {
    headers: { authorization: `Bearer ${token}` },
    data: { contact: { name: 'Marta', lastName: 'Ribeiro', email: 'MARTA.ribeiro@conecta.example', company: 'Outra' } },
  });
  expect(added.ok()).toBe(true);
  await page.getByTestId('contacts-duplicates-open').click();
  const dialog = page.getByRole('dialog', { name: 'Contatos duplicados' });
  const group = dialog.getByTestId('contacts-duplicate-group').filter({ hasText: 'Marta Ribeiro' });
  await expect(group.getByText('Mesmo e-mail')).toBeVisible({ timeout: 20_000 });
  await group.getByRole('group', { name: 'Empresa' }).getByRole('radio', { name: 'Outra' }).check();
  await group.getByTestId('contacts-merge').click();
  await expect(dialog.getByText('Nenhum contato duplicado.')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByTestId('contacts-duplicates-close').click();
  await page.goto('/apps/contacts/all?q=Marta');
  await expect(rowOf(page, 'Marta Ribeiro')).toHaveCount(1);
  await expect(rowOf(page, 'Marta Ribeiro').locator('[data-field="company"]')).toHaveText('Outra');
});
