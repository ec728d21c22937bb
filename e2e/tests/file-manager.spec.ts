import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAsNewAccount } from './helpers';

test('upload a folder of two files, rename one, move it, delete it and restore it', async ({ page }) => {
  await signInAsNewAccount(page);
  const folderName = `Viagem ${Date.now()}`;
  const folder = path.join(await mkdtemp(path.join(tmpdir(), 'drive-')), folderName);
  await mkdir(folder);
  await writeFile(path.join(folder, 'roteiro.txt'), 'Dia 1: chegada');
  await writeFile(path.join(folder, 'contas.csv'), 'item,valor\nhotel,300\n');

  await page.goto('/apps/file-manager');
  await expect(page.getByTestId('page-title')).toHaveText('Gerenciador de arquivos');
  const table = page.getByTestId('file-manager-table');
  await expect(table.getByRole('button', { name: 'Documentos', exact: true })).toBeVisible({ timeout: 30_000 });

  await page.getByTestId('file-manager-folder-input').setInputFiles(folder);
  await expect(page.getByText('2 arquivos enviados.')).toBeVisible({ timeout: 30_000 });
  await table.getByRole('button', { name: folderName, exact: true }).click();
  const crumbs = page.getByTestId('file-manager-breadcrumb');
  await expect(crumbs.getByText(folderName)).toBeVisible();
  await expect(table.getByRole('button', { name: 'contas.csv', exact: true })).toBeVisible();

  // Rename from the details panel.
  await table.getByRole('button', { name: 'Detalhes de “roteiro.txt”' }).click();
  const details = page.getByTestId('file-manager-details');
  await expect(details.getByText(`/${folderName}`)).toBeVisible();
  await details.getByRole('button', { name: 'Renomear' }).click();
  await page.getByTestId('file-manager-name-input').fill('roteiro final.txt');
  await page.getByTestId('file-manager-name-save').click();
  await expect(table.getByRole('button', { name: 'roteiro final.txt', exact: true })).toBeVisible();

  // Move it up to the drive's top.
  await table.getByRole('checkbox', { name: 'Selecionar “roteiro final.txt”' }).check();
  await page.getByTestId('file-manager-bulk-bar').getByRole('button', { name: 'Mover', exact: true }).click();
  await page.getByTestId('file-manager-move-target').selectOption({ label: 'Drive' });
  await page.getByTestId('file-manager-move-confirm').click();
  await expect(table.getByRole('button', { name: 'roteiro final.txt', exact: true })).toHaveCount(0);
  await crumbs.getByRole('button', { name: 'Drive' }).click();
  await expect(table.getByRole('button', { name: 'roteiro final.txt', exact: true })).toBeVisible();

  // Delete it (to the trash) and restore it.
  await table.getByRole('checkbox', { name: 'Selecionar “roteiro final.txt”' }).check();
  await page.getByTestId('file-manager-bulk-bar').getByRole('button', { name: 'Mover para a lixeira' }).click();
  await expect(table.getByRole('button', { name: 'roteiro final.txt', exact: true })).toHaveCount(0);
  await page.getByTestId('file-manager-trash').click();
  await page.getByRole('checkbox', { name: 'Selecionar “roteiro final.txt”' }).check();
  await page.getByTestId('file-manager-bulk-bar').getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByTestId('file-manager-empty')).toHaveText('A lixeira está vazia.');
  await page.getByTestId('file-manager-trash').click();
  await expect(table.getByRole('button', { name: 'roteiro final.txt', exact: true })).toBeVisible();

  // A large file goes in parts; the connection drops under its second part, and the upload goes on from where the
  // server stands, to the same bytes.
  let dropped = false;
  await page.route('**/api/uploads/resumable/*', (route) => {
    if (route.request().method() === 'PATCH' && route.request().headers()['upload-offset'] !== '0' && !dropped) {
      dropped = true;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  const rows = Array.from({ length: 250_000 }, (_, index) => `${index},${(index * 7919) % 10_007}`).join('\n');
  const large = Buffer.from(`linha,valor\n${rows}\n`);
  await page
    .getByTestId('file-manager-files-input')
    .setInputFiles({ name: 'consumo-anual.csv', mimeType: 'text/csv', buffer: large });
  await expect(page.getByTestId('file-manager-retrying')).toBeVisible();
  await expect(page.getByText('1 arquivo enviado.')).toBeVisible({ timeout: 30_000 });
  expect(dropped).toBe(true);
  await expect(table.getByRole('button', { name: 'consumo-anual.csv', exact: true })).toBeVisible();
  const storedBytes = await page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('jwt_access_token')}` };
    const list = await (await fetch('/api/file-manager-app/files', { headers })).json();
    const item = list.items.find((entry: { name: string }) => entry.name === 'consumo-anual.csv');
    return (await (await fetch(item.url, { headers })).arrayBuffer()).byteLength;
  });
  expect(storedBytes).toBe(large.length);
});
