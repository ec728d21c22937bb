import { expect, type Page, test } from '@playwright/test';
import { seriousViolations, signInAsNewAccount } from './helpers';

const rows = (page: Page) => page.getByTestId('todo-list').getByTestId('todo-row');
const rowOf = (page: Page, title: string) => rows(page).filter({ hasText: title });
const titles = (page: Page) => rows(page).getByTestId('todo-title').allTextContents();

async function openList(page: Page, testId: string, heading: string) {
  await page.getByTestId(testId).click();
  await expect(page.getByTestId('page-title')).toHaveText(heading);
  await expect(page.getByTestId('todo-loading')).toHaveCount(0);
}

test('create a to-do, complete it and find it under Done, remove it and find it only under Deleted, delete it for good', async ({
  page,
}) => {
  await signInAsNewAccount(page);
  await page.goto('/apps/todo');
  await expect(page).toHaveURL(/\/apps\/todo\/all$/);
  await expect(page.getByTestId('page-title')).toHaveText('Todas');
  await expect(rows(page).first()).toBeVisible();

  const title = `Portabilidade da linha ${Date.now()}`;
  await page.getByTestId('todo-new').click();
  const dialog = page.getByRole('dialog', { name: 'Nova tarefa' });
  await expect(page).toHaveURL(/\/apps\/todo\/all\/new$/);
  // The contract's rules, said in the user's language before anything is sent.
  await dialog.getByTestId('todo-save').click();
  await expect(dialog.getByText('O título é obrigatório (até 200 caracteres)')).toBeVisible();
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByTestId('todo-save').click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, title)).toBeVisible();

  // Done, it leaves All (the to-dos still to do), named in the undo toast.
  await rowOf(page, title).getByTestId('todo-toggle-completed').click();
  await expect(page.getByTestId('todo-undo')).toContainText('Tarefa concluída');
  await expect(rowOf(page, title)).toHaveCount(0);
  await openList(page, 'todo-nav-filter-completed', 'Concluídas');
  await expect(rowOf(page, title)).toBeVisible();

  await rowOf(page, title).getByTestId('todo-title').click();
  const edit = page.getByRole('dialog', { name: 'Editar tarefa' });
  await edit.getByTestId('todo-remove').click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, title)).toHaveCount(0);
  await openList(page, 'todo-nav-folder-all', 'Todas');
  await expect(rows(page).first()).toBeVisible();
  await expect(rowOf(page, title)).toHaveCount(0);
  await openList(page, 'todo-nav-filter-deleted', 'Excluídas');
  await expect(rowOf(page, title)).toBeVisible();

  await rowOf(page, title).getByTestId('todo-select').click();
  const deleted = page.waitForResponse((response) => response.url().endsWith('/api/todo-app/delete-todos'));
  await page.getByTestId('todo-bulk-delete').click();
  await expect(rowOf(page, title)).toHaveCount(0);
  await expect(page.getByTestId('todo-undo')).toContainText('1 tarefa será excluída definitivamente.');
  expect((await deleted).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('page-title')).toHaveText('Excluídas');
  await expect(page.getByTestId('todo-loading')).toHaveCount(0);
  await expect(rowOf(page, title)).toHaveCount(0);
});

test('a flag the server cannot be reached for is said, and the row shows it as it was', async ({ page }) => {
  await signInAsNewAccount(page);
  await page.goto('/apps/todo/all');
  await expect(rows(page).first()).toBeVisible();
  await page.route('**/api/todo-app/update-todo', (route) => route.abort('internetdisconnected'));
  const star = rows(page).first().getByTestId('todo-toggle-starred');
  const before = await star.getAttribute('aria-pressed');
  await star.click();
  await expect(page.getByText('Sem conexão com o servidor: a alteração foi desfeita.')).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', before ?? 'false');
});

test('on a phone the floating "Nova tarefa" button opens the new to-do', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsNewAccount(page);
  await page.goto('/apps/todo/all');
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('link', { name: 'Nova tarefa' }).click();
  await expect(page.getByRole('dialog', { name: 'Nova tarefa' })).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/todo\/all\/new$/);
});

test('reorder to-dos by hand, by keyboard and by mouse, and see the order after a reload', async ({ page }) => {
  await signInAsNewAccount(page);
  await page.goto('/apps/todo/all');
  await expect(rows(page).nth(2)).toBeVisible();
  const [first, second, third] = await titles(page);

  // Keyboard: pick up the first, move it one down, drop it.
  const saved = () => page.waitForResponse((response) => response.url().endsWith('/api/todo-app/reorder'));
  let reordered = saved();
  const firstHandle = rows(page).first().getByTestId('todo-drag-handle');
  await firstHandle.focus();
  await page.keyboard.press('Space');
  await expect(firstHandle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  // Each step is announced in the user's language.
  await expect(page.getByText(`“${first}” está na posição 2 de`)).toBeAttached();
  await page.keyboard.press('Space');
  expect((await reordered).ok()).toBe(true);
  expect((await titles(page)).slice(0, 3)).toEqual([second, first, third]);

  // Mouse: drag the third to the top.
  reordered = saved();
  const handle = rows(page).nth(2).getByTestId('todo-drag-handle');
  const box = await handle.boundingBox();
  const top = await rows(page).first().boundingBox();
  if (!box || !top) throw new Error('rows not laid out');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, top.y + 4, { steps: 12 });
  await page.mouse.up();
  expect((await reordered).ok()).toBe(true);
  expect((await titles(page)).slice(0, 3)).toEqual([third, second, first]);

  await page.reload();
  await expect(rows(page).nth(2)).toBeVisible();
  expect((await titles(page)).slice(0, 3)).toEqual([third, second, first]);
});

test('the to-do page and its dialog have no serious accessibility problems', async ({ page }) => {
  // axe over a long list takes a while on a shared machine.
  test.setTimeout(120_000);
  await signInAsNewAccount(page);
  await page.goto('/apps/todo/all');
  await expect(rows(page).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByRole('main')).toHaveCount(1);
  await rows(page).first().getByTestId('todo-title').click();
  await expect(page.getByRole('dialog', { name: 'Editar tarefa' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('on a phone in Arabic the page is one right-to-left column, its lists in a drawer', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await signInAsNewAccount(page);
  await page.goto('/apps/todo/all');
  await expect(page.getByTestId('page-title')).toHaveText('الكل');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).first().getByTestId('todo-title')).toHaveAttribute('dir', 'auto');
  await expect(page.getByRole('navigation', { name: 'القوائم' })).toBeHidden();
  // Nothing of the page runs off the side (the toolbar is the shell's).
  const todoPage = page.getByTestId('todo-page');
  expect(await todoPage.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const box = await todoPage.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('todo-lists-button').click();
  // The drawer is a dialog, named as its button.
  await expect(page.getByRole('dialog', { name: 'القوائم' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('navigation', { name: 'القوائم' }).getByText('المنجزة').click();
  await expect(page).toHaveURL(/\/apps\/todo\/filter\/completed$/);
  await expect(page.getByTestId('page-title')).toHaveText('المنجزة');
});
