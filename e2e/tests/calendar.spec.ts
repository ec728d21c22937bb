import { expect, type Page, test } from '@playwright/test';
import { signInAsNewAccount } from './helpers';

/** The month grid's day cells (FullCalendar marks each with its date). */
const day = (page: Page, date: string) => page.getByTestId('calendar').locator(`[data-date="${date}"]`);
const datesOf = async (page: Page, title: string) =>
  page
    .getByTestId('calendar')
    .locator('[data-date]:not([data-date] [data-date])')
    .filter({ hasText: title })
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date') ?? ''));

async function threeMonthsAhead(page: Page) {
  for (let i = 0; i < 3; i += 1)
    await page
      .getByRole('button', { name: /^Próximo/ })
      .first()
      .click();
}

test('create an event by selecting a day, make it repeat weekly, move one occurrence by drag, reload: only that one moved', async ({
  page,
}) => {
  const account = await signInAsNewAccount(page);
  await page.goto('/apps/calendar');
  await expect(page.getByTestId('page-title')).toHaveText('Calendário');
  await expect(page.getByTestId('calendar-loading')).toHaveCount(0);

  // Three months ahead the sample events are few; the second week's Tuesday has four more weeks below it.
  for (let i = 0; i < 3; i += 1)
    await page
      .getByRole('button', { name: /^Próximo/ })
      .first()
      .click();
  const cells = page.getByTestId('calendar').locator('[data-date]:not([data-date] [data-date])');
  const first = (await cells.nth(9).getAttribute('data-date')) ?? '';
  const title = `Plantão ${Date.now()}`;
  await day(page, first).click({ position: { x: 30, y: 40 } });
  const dialog = page.getByRole('dialog', { name: 'Novo evento' });
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByRole('combobox', { name: 'Repetir' }).click();
  await page.getByRole('option', { name: 'Semanalmente' }).click();
  await dialog.getByRole('button', { name: 'Criar' }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(() => datesOf(page, title)).toHaveLength(5);
  const before = await datesOf(page, title);
  expect(before[0]).toBe(first);

  // Drag the second occurrence to the next day, and change only that one.
  const source = day(page, before[1] ?? '').getByText(title);
  await source.scrollIntoViewIfNeeded();
  const targetDate = (await cells.nth(9 + 7 + 1).getAttribute('data-date')) ?? '';
  const from = await source.boundingBox();
  const to = await day(page, targetDate).boundingBox();
  if (!from || !to) throw new Error('No boxes to drag between');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  const scope = page.getByRole('dialog', { name: 'Alterar um evento que se repete' });
  await expect(scope.getByRole('radio', { name: 'Este evento' })).toBeChecked();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/calendar-app/update-event'));
  await scope.getByRole('button', { name: 'Salvar' }).click();
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await expect(page.getByTestId('calendar-loading')).toHaveCount(0);
  await threeMonthsAhead(page);
  const expected = [before[0], targetDate, before[2], before[3], before[4]];
  await expect.poll(() => datesOf(page, title)).toEqual(expected);

  // A reminder fires on the server at its time and reaches this page live: said, and counted on the Calendar entry.
  const soon = new Date(Date.now() + 5 * 60_000 + 1500);
  const added = await page.request.post('/api/calendar-app/add-event', {
    headers: { authorization: `Bearer ${account.token}` },
    data: {
      newEvent: {
        title: 'Ligação ao fornecedor',
        start: soon.toISOString(),
        end: new Date(soon.getTime() + 1800_000).toISOString(),
        reminder: 5,
      },
    },
  });
  expect(added.ok()).toBe(true);
  await expect(page.getByText(/^Lembrete: Ligação ao fornecedor, /)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('navigation-badge-calendar')).toHaveText('1');
});
