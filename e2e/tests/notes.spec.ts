import { expect, type Page, test } from '@playwright/test';
import { registerAccount, seriousViolations } from './helpers';

/** A new account of its own (its sample notes, untouched by other tests), its session in place. */
async function signInAsNewAccount(page: Page) {
  const { token } = await registerAccount(page.request, 'Pessoa');
  await page.addInitScript((value) => localStorage.setItem('jwt_access_token', value), token);
}

// A 2×2 PNG: the upload module reads its type from these bytes.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGMwTjsDRAwQCgAktgWVJrpF5QAAAABJRU5ErkJggg==',
  'base64',
);

test('create a note with a checklist, a label and an image, archive it, and find it under the archive', async ({
  page,
}) => {
  await signInAsNewAccount(page);
  await page.goto('/apps/notes');
  await expect(page.getByTestId('page-title')).toHaveText('Notas');
  const cards = page.getByTestId('notes-grid').getByTestId('note-card');
  await expect(cards.first()).toBeVisible();

  const title = `Visita técnica ${Date.now()}`;
  await page.getByTestId('note-new-open').click();
  await page.getByTestId('note-new-title').fill(title);
  await page.getByTestId('note-new-new-item').fill('Levar chips eSIM');
  await page.getByTestId('note-new-new-item').press('Enter');
  await page.getByTestId('note-new-labels').click();
  await page.getByTestId('note-new-label-work').click();
  await page.keyboard.press('Escape');
  await page
    .getByTestId('note-new-image-input')
    .setInputFiles({ name: 'mapa.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('note-new-form').getByTestId('note-image')).toBeVisible();
  await page.getByTestId('note-new-create').click();

  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  // The new note goes first, with its checklist, its label and its image.
  await expect(cards.first()).toHaveAttribute('aria-label', title);
  await expect(card.getByRole('checkbox', { name: 'Feito: Levar chips eSIM' })).not.toBeChecked();
  await expect(card.getByText('Work', { exact: true })).toBeVisible();
  await expect(card.getByTestId('note-image')).toBeVisible();
  await card.getByRole('checkbox', { name: 'Feito: Levar chips eSIM' }).click();
  await expect(card.getByRole('checkbox', { name: 'Feito: Levar chips eSIM' })).toBeChecked();
  expect(await seriousViolations(page, '[data-testid="notes-page"]')).toEqual([]);

  // Archived, it leaves the notes and is found under the archive.
  await card.getByTestId('note-card-archive').click();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  await page.getByTestId('notes-nav-archive').click();
  await expect(page.getByTestId('page-title')).toHaveText('Arquivo');
  await expect(page).toHaveURL(/\/apps\/notes\/archive$/);
  const archived = page.getByRole('article', { name: title });
  await expect(archived).toBeVisible();
  await expect(archived.getByRole('checkbox', { name: 'Feito: Levar chips eSIM' })).toBeChecked();
  await expect(archived.getByTestId('note-image')).toBeVisible();
});
