import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './helpers';

const title = (page: Page) => page.getByTestId('page-title');

test('a guest reads the documentation: user guide, side navigation, search, table of contents', async ({
  page,
}, testInfo) => {
  await page.goto('/documentation');
  await expect(page).toHaveURL(/\/documentation\/user-guide\/signing-in$/);
  await expect(title(page)).toHaveText('Entrar no console');

  // In Portuguese, accents and case aside: "tarefas" finds the user guide's to-do page, with the words marked.
  const search = page.getByRole('searchbox', { name: 'Pesquisar na documentação' });
  await search.fill('TAREFAS');
  const todo = page.getByTestId('documentation-search-results').getByRole('link', { name: /^Tarefas/ });
  await expect(todo.getByTestId('documentation-search-excerpt').locator('mark').first()).toHaveText(/^tarefas$/i);
  await page.screenshot({ path: testInfo.outputPath('documentation-search.png') });
  await todo.click();
  await expect(page).toHaveURL(/\/documentation\/user-guide\/todo$/);
  await expect(title(page)).toHaveText('Tarefas');

  const pages = page.getByRole('navigation', { name: 'Páginas da documentação' });
  await pages.getByRole('link', { name: 'Variáveis de ambiente' }).click();
  await expect(page).toHaveURL(/\/documentation\/configuration\/environment-variables$/);
  await expect(title(page)).toHaveText('Environment variables');
  await expect(page.getByRole('cell', { name: 'DATABASE_URL', exact: true }).first()).toBeVisible();
  // The example's code block is highlighted.
  await expect(page.locator('pre code span[class^="hljs-"]').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('documentation.png') });

  await page.getByRole('searchbox', { name: 'Pesquisar na documentação' }).fill('NOTIFY');
  await page
    .getByTestId('documentation-search-results')
    .getByRole('link', { name: /PostgreSQL, workers e escala/ })
    .click();
  await expect(page).toHaveURL(/\/documentation\/configuration\/postgresql-and-scaling$/);
  await expect(title(page)).toHaveText('PostgreSQL, workers and scaling out');

  await page.getByTestId('documentation-toc').getByRole('link', { name: 'Workers' }).click();
  await expect(page).toHaveURL(/#workers$/);
  await expect(page.locator('h2#workers')).toBeInViewport();

  expect(await seriousViolations(page)).toEqual([]);
});

test("'Learn More' in the language menu lands on the multi-language page", async ({ page }) => {
  await page.goto('/documentation/getting-started/installation');
  await expect(title(page)).toHaveText('Installation');
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: 'Saiba mais' }).click();
  await expect(page).toHaveURL(/\/documentation\/configuration\/multi-language$/);
  await expect(title(page)).toHaveText('Multi-language and right-to-left');
});

test("the footer's Documentation button lands on a real page", async ({ page }) => {
  await page.goto('/documentation/development/api');
  await expect(title(page)).toHaveText('The API');
  await page.getByTestId('footer').getByRole('link', { name: 'Documentação' }).click();
  await expect(page).toHaveURL(/\/documentation\/user-guide\/signing-in$/);
  await expect(title(page)).toHaveText('Entrar no console');
});

test('right to left on a phone: the article reads left to right and nothing scrolls sideways', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/documentation/configuration/environment-variables');
  await expect(title(page)).toHaveText('Environment variables');
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: /Arabic|العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('documentation-article')).toHaveAttribute('dir', 'ltr');

  await page.getByRole('button', { name: 'كل الصفحات' }).click();
  await page.getByRole('navigation', { name: 'صفحات التوثيق' }).getByRole('link', { name: 'واجهة البرمجة' }).click();
  await expect(title(page)).toHaveText('The API');
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('documentation-phone-rtl.png') });
  expect(await seriousViolations(page)).toEqual([]);
});

test('a page the guide does not have is the 404 page', async ({ page }) => {
  await page.goto('/documentation/configuration/nothing-here');
  await expect(page).toHaveURL(/\/pages\/errors\/error-404$/);
});
