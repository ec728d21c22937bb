import { expect, test } from '@playwright/test';
import { seriousViolations, signInAsNewAccount } from './helpers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the icon catalogue: over 2,000 icons in a virtualised grid, filtered by name, one copied as an import line', async ({
  page,
}) => {
  await signInAsNewAccount(page, 'Pessoa dos Ícones');
  await page.goto('/ui/icons');
  await expect(page.getByTestId('icons-count')).toHaveText(/^\d\.\d{3} ícones\.$/);
  const total = Number((await page.getByTestId('icons-count').textContent())?.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(2000);
  // Only the rows in view are in the page, drawn from the server's path data.
  await expect(page.getByTestId('icons-grid').locator('svg path').first()).toBeVisible();
  expect(await page.getByTestId(/^icon-[A-Z0-9]/).count()).toBeLessThan(200);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: 'Buscar por nome ou etiqueta' }).fill('alarm add');
  await expect(page.getByTestId(/^icon-[A-Z0-9]/)).toHaveText(['AddAlarm', 'AlarmAdd']);
  await expect(page).toHaveURL(/q=alarm/);
  await page.getByTestId('icon-AlarmAdd').click();
  await page.getByRole('button', { name: 'Copiar a linha de import' }).click();
  await expect(page.getByText('Copiado: import AlarmAddIcon')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "import AlarmAddIcon from '@mui/icons-material/AlarmAdd';",
  );
});
