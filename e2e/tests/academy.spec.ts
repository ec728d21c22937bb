import { expect, test } from '@playwright/test';
import { chooseScheme, seriousViolations, signInAsNewAccount } from './helpers';

test('Academy resumes a course where the learner stopped; the project dashboard switches project and range', async ({
  page,
}, testInfo) => {
  // An account of its own: its progress and colour scheme are its own.
  await signInAsNewAccount(page, 'Aprendiz');
  await page.goto('/apps/academy');
  await expect(page).toHaveURL(/\/apps\/academy\/courses$/);
  const card = page.getByTestId('course-card').filter({ hasText: 'Onboarding de aparelhos corporativos' });
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/apps\/academy\/courses\/[0-9a-f-]+\/onboarding-de-aparelhos-corporativos$/);
  await expect(page.getByTestId('step-position')).toHaveText('Etapa 1 de 5');
  expect(await seriousViolations(page)).toEqual([]);

  for (const title of ['Cadastrar no console', 'Configurar o perfil']) {
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/academy-app/course/update'));
    await page.getByRole('button', { name: 'Próxima' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByTestId('step-title')).toHaveText(title);
  }
  await page.reload();
  await expect(page.getByTestId('step-position')).toHaveText('Etapa 3 de 5');
  await expect(page.getByTestId('step-title')).toHaveText('Configurar o perfil');

  await page.goto('/apps/dashboards/project');
  const due = page.getByTestId('due-tasks');
  await expect(due).toHaveText('32');
  await page.getByRole('group', { name: 'Período do resumo' }).getByRole('button', { name: 'Ontem' }).click();
  await expect(due).toHaveText('24');
  await page.getByTestId('project-select').click();
  await page.getByRole('option', { name: 'Portabilidade em massa' }).click();
  await expect(page).toHaveURL(/project=/);
  await expect(due).toHaveText('30');
  await expect(page.getByTestId('widget-task-distribution').locator('svg path').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await chooseScheme(page, 'light9');
  await page.screenshot({ path: testInfo.outputPath('project-dashboard-light.png'), fullPage: true });
  await chooseScheme(page, 'dark3');
  await page.screenshot({ path: testInfo.outputPath('project-dashboard-dark.png'), fullPage: true });
});
