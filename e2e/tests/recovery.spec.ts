import { expect, type Page, test } from '@playwright/test';
import { signInAsNewAccount } from './helpers';

/** The server stops answering: every script and API call fails as a stopped server's would. */
async function stopServer(page: Page) {
  await page.route('**/assets/**', (route) => route.abort('connectionrefused'));
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
}

async function startServer(page: Page) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

test('a script that cannot load shows what happened, and the console comes back by itself when the server answers', async ({
  page,
}) => {
  await signInAsNewAccount(page);
  await page.goto('/apps/todo/all');
  await expect(page.getByTestId('page-title')).toHaveText('Todas');

  await stopServer(page);
  // The new-task dialog's script has not been fetched yet: today's click would blank the console.
  await page.getByTestId('todo-new').click();
  const failure = page.getByTestId('page-error');
  await expect(failure.getByRole('heading')).toHaveText('Não foi possível abrir esta página');
  await expect(failure).toContainText('Uma parte do console não carregou');
  await expect(page.getByTestId('offline-notice')).toHaveText('Sem conexão com o servidor. Tentando reconectar…');
  // The shell stays: the navigation and the toolbar are still there.
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();

  await startServer(page);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('page-error')).toHaveCount(0);
  // What the user asked for arrives after all: the list, with the new-task dialog open on it.
  await expect(page.getByTestId('page-title')).toHaveText('Todas');
  await expect(page.getByRole('dialog', { name: 'Nova tarefa' })).toBeVisible();
});

test('a script renamed by a new deploy reloads the page once, then asks instead of reloading again', async ({
  page,
}) => {
  await signInAsNewAccount(page);
  await page.goto('/apps/todo/all');
  await expect(page.getByTestId('page-title')).toHaveText('Todas');
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });

  // The server answers, but the dialog's script of the version the tab runs is gone.
  await page.route(/\/assets\/TodoDialog-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.getByTestId('todo-new').click();
  await expect.poll(() => loads).toBe(1);
  // Reloaded on the dialog's address, the script is still missing (the deploy is not the cause): no loop.
  const failure = page.getByTestId('page-error');
  await expect(failure).toContainText('Uma nova versão do console foi publicada');
  await expect(failure.getByRole('button', { name: 'Recarregar a página' })).toBeVisible();
  expect(loads).toBe(1);
});
