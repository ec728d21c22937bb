import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectDeviceList, firstDeviceRow, sampleAccounts, seriousViolations, signIn } from './helpers';

test('the sign-in and registration pages have no serious accessibility problems', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'ENTRAR' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the shell has no serious accessibility problems, with its panels open too', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, sampleAccounts.admin);
  await expectDeviceList(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('quick-panel-toggle').click();
  await expect(page.getByTestId('quick-panel-events').getByText('Janela de manutenção 5G — São Paulo')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByTestId('open-color-schemes').click();
  await expect(page.getByTestId('color-schemes')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('color-schemes')).toBeHidden();

  await page.getByTestId('open-theme-settings').click();
  await expect(page.getByTestId('theme-settings')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the device drawer has no serious accessibility problems', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, sampleAccounts.admin);
  await expectDeviceList(page);
  await (await firstDeviceRow(page)).locator('[data-field="model"]').click();
  await expect(page.getByTestId('device-drawer')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the user-data pages have no serious accessibility problems', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, sampleAccounts.admin);
  await expectDeviceList(page);
  await page.goto('/conecta/userdatalist');
  // Past the skeleton rows: the first account is drawn.
  await expect(
    page.getByTestId('user-grid').locator('.MuiDataGrid-row').first().locator('[data-field="email"]'),
  ).toHaveText(/@/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('user-grid').locator('.MuiDataGrid-row').first().locator('[data-field="email"]').click();
  await expect(page.getByTestId('user-page')).toBeVisible();
  await expect(page.getByTestId('history-list')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/**
 * Every page of the route tables, as the build lists them (so pages added later are covered too).
 * Left out: pages with parameters (the user page is checked above), the hosted login's callback
 * and /logout, which would end the session.
 */
function everyPage(): string[] {
  const file = fileURLToPath(new URL('../../apps/web/dist/page-preloads.json', import.meta.url));
  return Object.keys(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>).filter(
    (path) => !path.includes(':') && !['/callback', '/logout'].includes(path),
  );
}

/** Waits until the page has stopped showing placeholders (skeletons, spinners), or gives up after a while. */
async function settled(page: Page) {
  await page
    .waitForFunction(
      () => !document.querySelector('.MuiSkeleton-root, .MuiCircularProgress-root, [aria-busy="true"]'),
      null,
      {
        timeout: 10_000,
      },
    )
    .catch(() => undefined);
  // Past the pages' fade-ins (not endless ones, a spinner's): axe measures colours as drawn, and text half
  // faded in fails contrast.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      null,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);
}

/**
 * axe over each page once (pages that send this visitor elsewhere are checked where they land), in pt-BR and in
 * Arabic by turns: every page is checked once, and half of them right to left. Checking every page in both
 * languages doubled the sweep (2.6 min each on two cores with 47 pages) for what the other half already shows.
 */
async function checkEveryPage(page: Page, paths: string[]) {
  const checked = new Set<string>();
  const problems: Record<string, string[]> = {};
  for (const [index, path] of paths.entries()) {
    const language = index % 2 === 0 ? 'pt-BR' : 'ar';
    await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
    await page.goto(path);
    await page.waitForLoadState('load');
    await settled(page);
    const landed = new URL(page.url()).pathname;
    if (checked.has(landed)) continue;
    checked.add(landed);
    const found = await seriousViolations(page);
    if (found.length > 0) problems[`${landed} (${language})`] = found;
  }
  return { checked: [...checked], problems };
}

/** The pages a guest sees (the sign-in and registration pages are checked above, in pt-BR). */
const guestPages = ['/login', '/register', '/pages/errors/error-404', '/pages/errors/error-500'];

test('every page, as a guest and signed in as admin, has no serious accessibility problem, in pt-BR and Arabic by turns', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await page.goto('/login');
  const asGuest = await checkEveryPage(page, guestPages.toReversed());
  expect(asGuest.checked).toContain('/login');
  expect(asGuest.problems).toEqual({});

  await page.evaluate(() => localStorage.setItem('language', 'pt-BR'));
  await page.goto('/login');
  await signIn(page, sampleAccounts.admin);
  await expectDeviceList(page);
  const asAdmin = await checkEveryPage(page, everyPage().sort());
  expect(asAdmin.checked).toContain('/conecta/userdatalist');
  expect(asAdmin.problems).toEqual({});
  expect(asAdmin.checked).toEqual(expect.arrayContaining(['/apps/calendar', '/apps/file-manager', '/ui/icons']));
});
