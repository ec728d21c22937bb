import { expect, type Page, test } from '@playwright/test';
import { chooseScheme, firstDeviceRow, registerAccount, sampleAccounts, signIn } from './helpers';

// Issue 14 items 1, 2, 3 and 9: the layout and its chrome as a person meets them.

async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/conecta\/devicelist$/);
  // The first page after sign-in loads its chunks while other work shares this machine's two cores.
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 30_000 });
}

/**
 * The lowest contrast ratio (WCAG) of any text in the footer against the ground it is painted on: the
 * nearest ancestor with an opaque background.
 */
function lowestFooterContrast(page: Page) {
  return page.getByTestId('footer').evaluate((footer) => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ground = (element: Element | null): string => {
      for (let node = element; node; node = node.parentElement) {
        const background = getComputedStyle(node).backgroundColor;
        if ((channels(background)[3] ?? 1) > 0.5) return background;
      }
      return 'rgb(255, 255, 255)';
    };
    let lowest = 21;
    const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const element = text.parentElement;
      if (!element || !text.textContent?.trim()) continue;
      const [light, dark] = [luminance(getComputedStyle(element).color), luminance(ground(element))].sort(
        (a, b) => b - a,
      );
      lowest = Math.min(lowest, ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05));
    }
    return lowest;
  });
}

test('the footer reads well over a main theme of the other mode', async ({ page }) => {
  await page.goto('/auth/guest-role-example');
  await expect(page.getByTestId('footer')).toBeVisible();
  const unreadable: string[] = [];
  // Every pair's colours are checked by footerContrast.test.ts; these show the rendered footer wears its own theme's:
  // a light footer over a dark main theme (white on white once, its text inherited), the one whose button reads least
  // well (5.0), and derived footers of both modes.
  const pairs = [
    { main: 'defaultDark', footer: 'default' },
    { main: 'defaultDark', footer: 'light3' },
    { main: 'light9', footer: 'mainThemeDark' },
    { main: 'dark8', footer: 'mainThemeLight' },
  ];
  for (const theme of pairs) {
    await page.evaluate((settings) => localStorage.setItem('guestSettings', JSON.stringify(settings)), {
      theme: { main: theme.main, navbar: theme.main, toolbar: theme.main, footer: theme.footer },
    });
    await page.reload();
    await expect(page.getByTestId('footer')).toBeVisible();
    const contrast = await lowestFooterContrast(page);
    if (contrast < 4.5) unreadable.push(`${theme.main}/${theme.footer}: ${contrast.toFixed(2)}`);
  }
  expect(unreadable).toEqual([]);
});

test('the settings buttons on the edge step aside for the device drawer, the chat and the quick panel', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // An account of its own: the dark scheme chosen for the screenshot stays with it.
  await signInAs(page, await registerAccount(page.request, 'Lista Larga'));
  const edgeButton = page.getByTestId('open-theme-settings');
  await expect(edgeButton).toBeVisible();

  await (await firstDeviceRow(page)).locator('[data-field="imei"]').click();
  await expect(page.getByTestId('device-drawer')).toBeVisible();
  await expect(edgeButton).toBeHidden();
  await page.getByTestId('device-drawer').press('Escape');
  await expect(page.getByTestId('device-drawer')).toBeHidden();
  await expect(edgeButton).toBeVisible();

  await page.getByTestId('chat-toggle').click();
  await expect(page.getByTestId('chat-panel')).toHaveAttribute('data-open', 'true');
  await expect(edgeButton).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(edgeButton).toBeVisible();

  await page.getByTestId('quick-panel-toggle').click();
  await expect(page.getByTestId('quick-panel-today')).toBeVisible();
  await expect(edgeButton).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(edgeButton).toBeVisible();
});

test('Ctrl+K opens the navigation search', async ({ page }) => {
  await signInAs(page, sampleAccounts.user);
  await page.getByTestId('page-title').click();
  await page.keyboard.press('Control+k');
  const search = page.getByPlaceholder('Pesquisar um aplicativo ou página');
  await expect(search).toBeFocused();
  await search.fill('disp');
  await page.getByRole('option').first().click();
  await expect(page).toHaveURL(/\/conecta\/devicelist/);
});

/** The device list at one size and colour scheme, saved as a test artifact. */
async function screenshotDeviceList(page: Page, name: string) {
  await expect(page.getByTestId('device-total')).not.toBeEmpty();
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  await test.info().attach(name, { path: test.info().outputPath(`${name}.png`), contentType: 'image/png' });
}

test('at 1440×900 the device list is one scroll area: the grid fills the screen, paging stays in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // An account of its own: the dark scheme chosen for the screenshot stays with it.
  await signInAs(page, await registerAccount(page.request, 'Lista Larga'));
  const grid = page.getByTestId('device-grid');
  await expect(grid.locator('.MuiDataGrid-row').first()).toBeVisible();

  // Nothing but the grid scrolls: neither the window nor the content area.
  const overflow = await page.getByTestId('content').evaluate((content) => ({
    content: content.scrollHeight - content.clientHeight,
    window: document.documentElement.scrollHeight - window.innerHeight,
    sideways: document.documentElement.scrollWidth - window.innerWidth,
  }));
  expect(overflow).toEqual({ content: 0, window: 0, sideways: 0 });

  // Paging sits in view, above the footer, with first and last page and the page number.
  const paging = grid.locator('.MuiTablePagination-root');
  await expect(paging).toBeInViewport({ ratio: 0.95 });
  const pagingBox = await paging.boundingBox();
  const footerBox = await page.getByTestId('footer').boundingBox();
  expect((pagingBox?.y ?? 0) + (pagingBox?.height ?? 0)).toBeLessThanOrEqual(footerBox?.y ?? 0);
  await expect(paging).toContainText('página 1 de');
  await expect(grid.getByRole('button', { name: /última página/i })).toBeEnabled();
  // Every column shown fits: none is cut off at the right edge.
  const gridBox = await grid.boundingBox();
  const lastHeader = await grid.locator('.MuiDataGrid-columnHeader').last().boundingBox();
  expect((lastHeader?.x ?? 0) + (lastHeader?.width ?? 0)).toBeLessThanOrEqual(
    (gridBox?.x ?? 0) + (gridBox?.width ?? 0) + 1,
  );
  // The grid fills the height left: its paging ends just above the footer.
  expect((footerBox?.y ?? 0) - ((pagingBox?.y ?? 0) + (pagingBox?.height ?? 0))).toBeLessThan(60);

  await screenshotDeviceList(page, 'device-list-1440x900-light');
  await chooseScheme(page, 'defaultDark');
  await screenshotDeviceList(page, 'device-list-1440x900-dark');
});

test('on a 390×844 phone the device list fits the width and shows three devices on the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, await registerAccount(page.request, 'Lista Celular'));
  const rows = page.getByTestId('device-grid').locator('.MuiDataGrid-row');
  await expect(rows.first()).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // (A row is wider than a phone; its first cell tells whether it is on the first screen.)
  for (const index of [0, 1, 2])
    await expect(rows.nth(index).locator('[data-field="imei"]')).toBeInViewport({ ratio: 1 });
  // The footer ends the page instead of staying on screen.
  await expect(page.getByTestId('footer')).not.toBeInViewport();

  // The filters open from one button; secondary toolbar buttons from another.
  await page.getByTestId('device-filters-open').click();
  await page.getByTestId('device-filter-status').click();
  await page.locator('[role="option"][data-value="active"]').click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Ver dispositivos' }).click();
  await expect(page).toHaveURL(/status=active/);
  await expect(page.getByTestId('device-filters-open')).toHaveText('Filtros (1)');
  await page.getByTestId('toolbar-overflow').click();
  await expect(page.getByTestId('fullscreen-toggle')).toBeVisible();
  await page.keyboard.press('Escape');
  // Nothing sits on the right edge over the rows: the settings panels open from that menu too.
  await expect(page.getByTestId('settings-buttons')).toHaveCount(0);

  await screenshotDeviceList(page, 'device-list-390x844-light');
  await chooseScheme(page, 'defaultDark');
  await screenshotDeviceList(page, 'device-list-390x844-dark');
});
