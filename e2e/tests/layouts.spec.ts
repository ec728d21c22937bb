import { expect, type Page, test } from '@playwright/test';
import { registerAccount, signInInEnglish } from './helpers';

async function openThemeSettings(page: Page) {
  await page.getByTestId('open-theme-settings').click();
  return page.getByRole('dialog', { name: 'Theme Settings' });
}

async function chooseLayout(page: Page, style: 'Layout 1' | 'Layout 2' | 'Layout 3') {
  const panel = await openThemeSettings(page);
  await panel.getByRole('radio', { name: style }).check();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
}

// With motion, as most visitors see the console (the other journeys run with reduced motion).
test.use({ reducedMotion: 'no-preference' });

// Each test signs in with an account of its own: what it chooses is saved with the account, and the
// sample accounts must look as the other tests expect them.

test('the layout style and its options change the page as they are chosen', async ({ page }) => {
  await signInInEnglish(page, await registerAccount(page.request, 'Layout Options'));
  const layout = page.getByTestId('layout');
  const navbar = page.getByTestId('navbar').first();
  await expect(layout).toHaveAttribute('data-layout', 'layout1');
  await expect(navbar).toHaveJSProperty('tagName', 'ASIDE');

  await chooseLayout(page, 'Layout 2');
  await expect(layout).toHaveAttribute('data-layout', 'layout2');
  await expect(page.locator('[data-testid="navbar"][data-orientation="horizontal"]')).toBeVisible();
  // layout2: the toolbar above the horizontal navbar; layout3: below it.
  const toolbarTop = async () => (await page.getByTestId('toolbar').boundingBox())?.y ?? 0;
  const navbarTop = async () =>
    (await page.locator('[data-testid="navbar"][data-orientation="horizontal"]').boundingBox())?.y ?? 0;
  expect(await toolbarTop()).toBeLessThan(await navbarTop());
  await chooseLayout(page, 'Layout 3');
  await expect(layout).toHaveAttribute('data-layout', 'layout3');
  expect(await toolbarTop()).toBeGreaterThan(await navbarTop());

  await chooseLayout(page, 'Layout 1');
  const panel = await openThemeSettings(page);
  await panel.getByRole('group', { name: 'Navbar' }).getByRole('radio', { name: 'Right' }).check();
  await panel.getByRole('group', { name: 'Footer' }).getByRole('switch', { name: 'Display' }).uncheck();
  await panel.getByRole('button', { name: 'Close' }).click();
  const box = await page.locator('aside[data-testid="navbar"]').boundingBox();
  expect(box?.x ?? 0).toBeGreaterThan((page.viewportSize()?.width ?? 1280) / 2);
  await expect(page.getByTestId('footer')).toHaveCount(0);

  // Saved with the user, even by a reload at once (within the burst's pause, the save is sent as the page goes).
  await page.reload();
  await expect(page.getByTestId('layout')).toBeVisible();
  const boxAfterReload = await page.locator('aside[data-testid="navbar"]').boundingBox();
  expect(boxAfterReload?.x ?? 0).toBeGreaterThan((page.viewportSize()?.width ?? 1280) / 2);
  await expect(page.getByTestId('footer')).toHaveCount(0);

  // The right side panel region holds the quick panel and the team chat: hidden, both go.
  await expect(page.getByTestId('chat-rail')).toBeVisible();
  const rightSidePanel = async (display: boolean) => {
    const settings = await openThemeSettings(page);
    const toggle = settings.getByRole('group', { name: 'Right side panel' }).getByRole('switch', { name: 'Display' });
    await (display ? toggle.check() : toggle.uncheck());
    await settings.getByRole('button', { name: 'Close' }).click();
  };
  await rightSidePanel(false);
  await expect(page.getByTestId('quick-panel-toggle')).toHaveCount(0);
  await expect(page.getByTestId('chat-toggle')).toHaveCount(0);
  await expect(page.getByTestId('chat-rail')).toHaveCount(0);
  await rightSidePanel(true);
  await expect(page.getByTestId('quick-panel-toggle')).toBeVisible();
  await expect(page.getByTestId('chat-rail')).toBeVisible();
});

test('the pin folds the navbar to 64 px; hovering opens it and leaving folds it again', async ({ page }) => {
  await signInInEnglish(page, await registerAccount(page.request, 'Navbar Pin'));
  const navbar = page.locator('aside[data-testid="navbar"]');
  const panelWidth = async () => (await navbar.locator('> div').boundingBox())?.width ?? 0;
  expect(await panelWidth()).toBe(280);

  await page.getByTestId('navbar-pin').click();
  await expect(navbar).toHaveAttribute('data-folded', 'true');
  await page.mouse.move(900, 400);
  await expect.poll(panelWidth).toBe(64);
  await navbar.hover();
  await expect.poll(panelWidth).toBe(280);
  await page.mouse.move(900, 400);
  await expect.poll(panelWidth).toBe(64);
});

test('screenshots of the three layouts in a light and a dark theme', async ({ page }, testInfo) => {
  // Each shot closes the save message first, so that it shows only the layout.
  test.setTimeout(120_000);
  await signInInEnglish(page, await registerAccount(page.request, 'Layout Screenshots'));
  for (const scheme of ['light6', 'dark5']) {
    await page.getByTestId('open-color-schemes').click();
    await page.getByTestId('color-schemes').locator(`[data-scheme="${scheme}"]`).click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('color-schemes')).toBeHidden();
    for (const style of ['Layout 1', 'Layout 2', 'Layout 3'] as const) {
      await chooseLayout(page, style);
      await expect(page.getByTestId('layout')).toHaveAttribute('data-layout', style.replace(' ', '').toLowerCase());
      const name = `${style.replace(' ', '').toLowerCase()}-${scheme}.png`;
      const saved = page.getByRole('alert').filter({ hasText: 'User data saved to api' });
      await saved.getByRole('button', { name: 'Close' }).click();
      await expect(saved).toBeHidden();
      await page.screenshot({ path: testInfo.outputPath(name) });
      await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: 'image/png' });
    }
  }
});
