import { expect, type Locator, type Page, test } from '@playwright/test';
import { registerAccount, seriousViolations } from './helpers';

const list = (page: Page, name: string) => page.locator(`[data-testid="scrumboard-list"][data-list-name="${name}"]`);
const cardNames = (page: Page, name: string) =>
  list(page, name)
    .getByTestId('scrumboard-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card-name')));
const listNames = (page: Page) =>
  page.getByTestId('scrumboard-list').evaluateAll((lists) => lists.map((l) => l.getAttribute('data-list-name')));

/** A drag as a person makes it: press, move in steps (dnd-kit starts after 5 px), release over the target. */
async function dragByMouse(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('Nothing to drag or no place to drop');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.move(b.x + b.width / 2 + 2, b.y + b.height / 2 + 2, { steps: 2 });
  await page.mouse.up();
}

test('a board: lists and cards added, cards moved by mouse and keyboard, lists reordered, seen live by another member, kept on reload; a card gets a checklist and a comment', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const owner = await registerAccount(page.request, 'Dona do Quadro');
  const member = await registerAccount(page.request, 'Membro Dois');
  await page.addInitScript((value) => localStorage.setItem('jwt_access_token', value), owner.token);

  await page.goto('/apps/scrumboard');
  await expect(page).toHaveURL(/\/apps\/scrumboard\/boards$/);
  await expect(page.getByTestId('scrumboard-boards-empty')).toBeVisible();
  await page.getByTestId('scrumboard-new-board').click();
  await expect(page).toHaveURL(/\/apps\/scrumboard\/boards\/[0-9a-f-]{36}\/quadro-sem-titulo$/);
  const boardId = page.url().split('/').at(-2) ?? '';

  // The second member, in a browser of their own, follows the board from the start.
  const added = await page.request.post('/api/scrumboard-app/board/members/update', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { boardId, memberIds: [owner.id, member.id] },
  });
  expect(added.ok()).toBe(true);
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.addInitScript((value) => localStorage.setItem('jwt_access_token', value), member.token);
  await second.goto(`/apps/scrumboard/boards/${boardId}`);
  await page.getByTestId('scrumboard-add-list-open').click();
  for (const name of ['A fazer', 'Feito']) {
    await page.getByTestId('scrumboard-add-list-input').fill(name);
    await page.getByTestId('scrumboard-add-list-submit').click();
    await expect(list(page, name)).toBeVisible();
  }
  await page.keyboard.press('Escape');
  const todo = list(page, 'A fazer');
  await todo.getByTestId('scrumboard-add-card-open').click();
  for (const name of ['Cartão 1', 'Cartão 2', 'Cartão 3']) {
    await todo.getByTestId('scrumboard-add-card-input').fill(name);
    await todo.getByTestId('scrumboard-add-card-submit').click();
    await expect(todo.locator(`[data-card-name="${name}"]`)).toBeVisible();
  }
  await page.keyboard.press('Escape');
  expect(await seriousViolations(page)).toEqual([]);

  // What the owner added arrived live (its first visit loads the whole app: more time than a change).
  await expect
    .poll(() => cardNames(second, 'A fazer'), { timeout: 30_000 })
    .toEqual(['Cartão 1', 'Cartão 2', 'Cartão 3']);

  // By mouse: "Cartão 1" to "Feito"; the other member sees it arrive without reloading.
  const moved = page.waitForResponse((r) => r.url().endsWith('/api/scrumboard-app/card/order'), { timeout: 60_000 });
  await dragByMouse(
    page,
    todo.locator('[data-card-name="Cartão 1"]'),
    list(page, 'Feito').getByTestId('scrumboard-list-cards'),
  );
  expect((await moved).ok()).toBe(true);
  await expect.poll(() => cardNames(page, 'Feito')).toEqual(['Cartão 1']);
  await expect(page.getByTestId('scrumboard-undo')).toContainText('Cartão “Cartão 1” movido.');
  await expect.poll(() => cardNames(second, 'Feito')).toEqual(['Cartão 1']);
  await expect.poll(() => cardNames(second, 'A fazer')).toEqual(['Cartão 2', 'Cartão 3']);

  // By keyboard: space picks "Cartão 2" up, the arrow carries it to the next list, space drops it.
  const byKeys = page.waitForResponse((r) => r.url().endsWith('/api/scrumboard-app/card/order'), { timeout: 60_000 });
  // Each key waits for what the previous one did, as a person waits to hear it: the sensor listens for the arrows
  // only once the pick-up has been handled, and a slow machine would otherwise lose them.
  const said = page.locator('[id^="DndLiveRegion"]');
  await todo.locator('[data-card-name="Cartão 2"]').focus();
  await page.keyboard.press('Space');
  // Picked up, then at once said to be over its own place.
  await expect(said).toContainText('“Cartão 2”');
  await page.keyboard.press('ArrowRight');
  await expect(list(page, 'Feito').locator('[data-card-name="Cartão 2"]')).toBeVisible();
  await page.keyboard.press('Space');
  expect((await byKeys).ok()).toBe(true);
  await expect.poll(async () => (await cardNames(page, 'Feito')).sort()).toEqual(['Cartão 1', 'Cartão 2']);
  await expect.poll(() => cardNames(page, 'A fazer')).toEqual(['Cartão 3']);

  // The lists swap: "Feito" dragged by its handle before "A fazer".
  const listsMoved = page.waitForResponse((r) => r.url().endsWith('/api/scrumboard-app/list/order'), {
    timeout: 60_000,
  });
  await dragByMouse(
    page,
    list(page, 'Feito').getByTestId('scrumboard-list-handle'),
    todo.getByTestId('scrumboard-list-handle'),
  );
  expect((await listsMoved).ok()).toBe(true);
  await expect.poll(() => listNames(page)).toEqual(['Feito', 'A fazer']);
  await expect.poll(() => listNames(second)).toEqual(['Feito', 'A fazer']);
  const feito = await cardNames(page, 'Feito');

  await page.reload();
  // A reload loads the whole app again.
  await expect.poll(() => listNames(page), { timeout: 30_000 }).toEqual(['Feito', 'A fazer']);
  expect(await cardNames(page, 'Feito')).toEqual(feito);
  expect(await cardNames(page, 'A fazer')).toEqual(['Cartão 3']);
  await other.close();

  // A card opened: a checklist with an item, and a comment.
  await list(page, 'A fazer').locator('[data-card-name="Cartão 3"]').click();
  const dialog = page.getByTestId('scrumboard-card-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('scrumboard-add-checklist-input').fill('Passos');
  await dialog.getByTestId('scrumboard-add-checklist-submit').click();
  await expect(dialog.getByTestId('scrumboard-checklist')).toContainText('Passos');
  await dialog.getByTestId('scrumboard-add-check-item-input').fill('Revisar');
  await dialog.getByTestId('scrumboard-add-check-item-submit').click();
  await expect(dialog.getByTestId('scrumboard-checklist')).toContainText('Revisar');
  await dialog.getByTestId('scrumboard-add-comment-input').fill('Pronto para revisão');
  await dialog.getByTestId('scrumboard-add-comment-submit').click();
  await expect(dialog.getByTestId('scrumboard-comments')).toContainText('Dona do Quadro');
  await expect(dialog.getByTestId('scrumboard-comments')).toContainText('Pronto para revisão');
  await page.keyboard.press('Escape');
  const card = list(page, 'A fazer').locator('[data-card-name="Cartão 3"]');
  await expect(card).toContainText('1 comentário');
  await expect(card).toContainText('0 de 1 marcados');
});
