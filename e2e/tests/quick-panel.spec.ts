import { expect, test } from '@playwright/test';
import { expectDeviceList, sampleAccounts, signIn } from './helpers';

test('the quick panel shows the seeded events and notes from the server', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, sampleAccounts.user);
  await expectDeviceList(page);

  await page.getByTestId('quick-panel-toggle').click();
  const events = page.getByTestId('quick-panel-events');
  await expect(events.getByText('Janela de manutenção 5G — São Paulo')).toBeVisible();
  await expect(page.getByText('Chips eSIM em falta')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Notificações' })).toBeChecked();

  await page.getByRole('button', { name: 'Fechar painel rápido' }).click();
  await expect(events).toBeHidden();
});
