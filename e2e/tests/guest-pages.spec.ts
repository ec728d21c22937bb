import { expect, test } from '@playwright/test';
import { expectDeviceList, sampleAccounts } from './helpers';

test('the sign-in page paints from its HTML, and what is typed before its scripts arrive is kept', async ({
  page,
  request,
}) => {
  // Fetched without running a script: the welcome sentence (the largest paint) and the form are in the HTML.
  const login = await (await request.get('/login')).text();
  for (const text of ['Tecnologia para comunicar', 'Entrar na sua conta', '>Email<', '>Senha<', 'ENTRAR'])
    expect(login).toContain(text);
  const register = await (await request.get('/register')).text();
  for (const text of ['>Display name<', '>Email<', '>Password (Confirm)<']) expect(register).toContain(text);

  // The scripts are held back while the visitor types the address.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(sampleAccounts.user.email);
  const hydrated = () =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'));
  expect(await page.evaluate(hydrated)).toBe(false);

  // The scripts arrive and the page comes alive around what was typed.
  releaseScripts();
  await page.waitForFunction(hydrated);
  await expect(page.getByLabel('Email')).toHaveValue(sampleAccounts.user.email);
  await page.getByLabel('Senha', { exact: true }).fill(sampleAccounts.user.password);
  await page.getByRole('button', { name: 'ENTRAR', exact: true }).click();
  await expectDeviceList(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('the sign-in card does not move while the page arrives and comes alive', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/login');
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );
    await expect(page.getByRole('button', { name: 'ENTRAR', exact: true })).toBeVisible();
    // The first frame waits for the whole page (the card sat 69 px lower while the form was half parsed: 0.11).
    const shifts = (await page.evaluate('window.layoutShifts')) as number[];
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
});
