import { expect, test } from '@playwright/test';
import { expectDeviceList, sampleAccounts, seriousViolations, signIn } from './helpers';

test('the FAQ: a search marks its words, and a question staff add is found by everyone', async ({ page, browser }) => {
  await page.goto('/login');
  await signIn(page, sampleAccounts.staff);
  await expectDeviceList(page);
  await page.goto('/pages/faq');
  await expect(page.getByRole('heading', { name: 'Dispositivos' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const search = page.getByRole('textbox', { name: 'Buscar nas perguntas e respostas' });
  await search.fill('imei');
  await expect(page.getByTestId('faq-question')).toHaveText(['Como encontro um aparelho pelo IMEI?']);
  await expect(page.getByTestId('faq-answer').locator('mark').first()).toHaveText('IMEI');
  await expect(page).toHaveURL(/\/pages\/faq\?q=imei$/);

  await search.fill('');
  const question = `Onde vejo o consumo de dados ${Date.now()}?`;
  await page.getByRole('button', { name: 'Nova pergunta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova pergunta' });
  await dialog.getByLabel('Pergunta').fill(question);
  await dialog.getByLabel('Resposta').fill('No painel **Consumo** de cada linha.');
  await dialog.getByRole('button', { name: 'Criar' }).click();
  await expect(dialog).toBeHidden();

  // Another account, a reader, finds it by a word of its answer (without its accent) and opens it by its link.
  const reader = await browser.newPage();
  await reader.goto('/login');
  await signIn(reader, sampleAccounts.user);
  await expectDeviceList(reader);
  await reader.goto('/pages/faq?q=painel%20consumo');
  await expect(reader.getByTestId('faq-question')).toHaveText([question]);
  await expect(reader.getByRole('button', { name: 'Nova pergunta' })).toHaveCount(0);
  const id = (await reader.getByTestId('faq-entry').getAttribute('id'))?.replace(/^faq-/, '');
  await reader.goto(`/pages/faq?item=${id}`);
  await expect(reader.getByText('No painel')).toBeVisible();
  await reader.close();

  // Staff remove it again: the shared FAQ is left as the other tests expect it.
  await page.getByRole('button', { name: question }).click();
  await page.getByRole('button', { name: `Remover “${question}”` }).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByRole('button', { name: question })).toHaveCount(0);
});

test('the knowledge base: categories with their counts, a search over every article, an article staff write and publish', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, sampleAccounts.staff);
  await expectDeviceList(page);
  await page.goto('/pages/knowledge-base');
  await expect(page.getByTestId('kb-count')).toHaveText(['17 artigos', '12 artigos', '19 artigos', '24 artigos']);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: 'Buscar em todos os artigos' }).fill('esim');
  await page.getByRole('button', { name: /Activating an eSIM/ }).click();
  const reader = page.getByRole('dialog', { name: 'Activating an eSIM' });
  await expect(reader.getByTestId('kb-article-content')).toContainText('explains what to do');
  await reader.getByRole('button', { name: 'Fechar' }).click();

  const title = `Configurar o correio de voz ${Date.now()}`;
  await page.getByRole('button', { name: 'Novo artigo' }).click();
  const editor = page.getByRole('dialog', { name: 'Novo artigo' });
  await editor.getByLabel('Título').fill(title);
  await editor.getByTestId('kb-content').click();
  await page.keyboard.type('Ligue para a caixa postal e siga a gravação.');
  await editor.getByLabel('Situação').click();
  await page.getByRole('option', { name: 'Publicado' }).click();
  await editor.getByRole('button', { name: 'Salvar' }).click();
  // Saved, it opens for reading.
  const saved = page.getByRole('dialog', { name: title });
  await expect(saved.getByTestId('kb-article-content')).toHaveText('Ligue para a caixa postal e siga a gravação.');
  await saved.getByRole('button', { name: 'Remover' }).click();
  await page.getByTestId('confirm-ok').click();
  await expect(saved).toBeHidden();
});
