import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectDeviceList, firstDeviceRow, registerAccount, sampleAccounts, signIn, signInInEnglish } from './helpers';

const grid = (page: Page) => page.getByTestId('device-grid');
const rows = (page: Page) => grid(page).locator('.MuiDataGrid-row');
const cell = (row: Locator, field: string) => row.locator(`[data-field="${field}"]`);

/** The grid draws only the rows in view: those must be the first of the expected page, in order. */
async function expectImeis(page: Page, expected: string[]) {
  const cells = rows(page).locator('[data-field="imei"]');
  await expect(async () => {
    const shown = (await cells.allInnerTexts()).map((text) => text.trim());
    expect(shown.length).toBeGreaterThan(3);
    expect(shown).toEqual(expected.slice(0, shown.length));
  }).toPass({ timeout: 10_000 });
}

async function pickStatusFilter(page: Page, status: string) {
  await page.getByTestId('device-filter-status').click();
  await page.locator(`[role="option"][data-value="${status}"]`).click();
  await page.keyboard.press('Escape');
}

/** A 15-digit IMEI with a valid check digit (Luhn), unique to this run. */
function freshImei(): string {
  const body = `35${String(Date.now()).slice(-12)}`;
  const sum = [...body].reverse().reduce((total, char, index) => {
    const digit = Number(char) * (index % 2 === 0 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The session token the page holds, to call the API as that user. */
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('jwt_access_token'));

test.describe('device list', () => {
  test('staff filter, search, sort and page, and a reload shows the same view', async ({ page }) => {
    await signInInEnglish(page, sampleAccounts.staff);
    await expect(rows(page).first()).toBeVisible();

    await pickStatusFilter(page, 'active');
    await expect(page).toHaveURL(/status=active/);
    await expect(cell(rows(page).first(), 'status')).toHaveText('Active');

    // Search by the first four digits of an IMEI on the page: a TAC prefix shared by many devices. Read
    // once the filtered rows have drawn their IMEIs (while the grid reloads, the cell can be empty).
    await expect(cell(rows(page).first(), 'imei')).toHaveText(/\d{15}/);
    const prefix = (await cell(rows(page).first(), 'imei').innerText()).trim().slice(0, 4);
    await page.getByTestId('device-search').fill(prefix);
    await expect(page).toHaveURL(new RegExp(`q=${prefix}`));
    await expect(cell(rows(page).first(), 'imei')).toHaveText(new RegExp(`^${prefix}`));

    // Sort by IMEI, descending (second click), then go to the next page.
    const imeiHeader = grid(page).locator('.MuiDataGrid-columnHeader[data-field="imei"]');
    await imeiHeader.click();
    await expect(page).toHaveURL(/sort=imei&order=asc/);
    await expect(imeiHeader).toHaveAttribute('aria-sort', 'ascending');
    await imeiHeader.click();
    await expect(page).toHaveURL(/sort=imei&order=desc/);
    // The grid shows what the API answers for the same view, page after page.
    const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
    const view = `status=active&q=${prefix}&sort=imei&order=desc&limit=25`;
    const pageOne = await (await page.request.get(`/api/devices?${view}`, { headers })).json();
    await expectImeis(
      page,
      pageOne.items.map((device: { imei: string }) => device.imei),
    );
    expect(pageOne.nextCursor).toBeTruthy();

    await grid(page)
      .getByRole('button', { name: /next page/i })
      .click();
    await expect(page).toHaveURL(/cursor=/);
    const pageTwo = await (
      await page.request.get(`/api/devices?${view}&cursor=${encodeURIComponent(pageOne.nextCursor)}`, { headers })
    ).json();
    const pageTwoImeis: string[] = pageTwo.items.map((device: { imei: string }) => device.imei);
    await expectImeis(page, pageTwoImeis);
    // Descending, all matching the prefix, and all after page one's last row.
    expect([...pageTwoImeis].sort().reverse()).toEqual(pageTwoImeis);
    for (const imei of pageTwoImeis) {
      expect(imei.startsWith(prefix)).toBe(true);
      expect(imei < pageOne.items.at(-1).imei).toBe(true);
    }

    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expectImeis(page, pageTwoImeis);
    await expect(page.getByTestId('device-search')).toHaveValue(prefix);
  });

  test('an admin imports a spreadsheet saved in Portuguese, separated by semicolons', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, sampleAccounts.admin);
    await expectDeviceList(page);
    const imei = freshImei();
    const csv = `imei;serialNumber;kind;manufacturer;model;network\r\n${imei};SN-${imei};handset;Motorola;Moto G;5G\r\n`;

    await page.getByTestId('device-import').click();
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'aparelhos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByTestId('import-ready')).toContainText('1');
    await page.getByTestId('import-upload').click();
    await expect(page.getByTestId('import-done')).toBeVisible();
    await page.getByTestId('import-dialog').getByRole('button', { name: 'Fechar' }).click();

    await page.getByTestId('device-search').fill(imei);
    await expect(cell(rows(page).first(), 'imei')).toHaveText(imei);
    await expect(rows(page)).toHaveCount(1);
  });

  test('staff edit a device and see the change in its history', async ({ page }) => {
    await signInInEnglish(page, sampleAccounts.staff);
    await cell(await firstDeviceRow(page), 'model').click();
    const drawer = page.getByTestId('device-drawer');
    await expect(drawer).toBeVisible();
    await expect(page).toHaveURL(/device=/);

    const note = `Screen replaced ${Date.now()}`;
    await drawer.getByTestId('device-edit').click();
    await drawer.getByLabel('Notes').fill(note);
    await drawer.getByTestId('device-save').click();
    await expect(drawer.getByText(note)).toBeVisible();

    await drawer.getByTestId('device-history-tab').click();
    const latest = drawer.getByTestId('history-entry').first();
    await expect(latest).toContainText('Sérgio Staff');
    await expect(latest).toContainText(note);

    // The change was stored: it is still there after a reload (the drawer reopens from the URL).
    await page.reload();
    await expect(page.getByTestId('device-drawer').getByText(note)).toBeVisible();
  });

  test('staff suspend three devices at once and are told how many changed', async ({ page }) => {
    await signInInEnglish(page, sampleAccounts.staff);
    await pickStatusFilter(page, 'active');
    // Wait until the grid shows the filtered page the API answers, then pick three of its devices.
    const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
    const active = await (await page.request.get('/api/devices?status=active&limit=25', { headers })).json();
    const activeImeis: string[] = active.items.map((device: { imei: string }) => device.imei);
    await expectImeis(page, activeImeis);
    const chosen = activeImeis.slice(0, 3);
    for (const imei of chosen) {
      const row = rows(page).filter({ has: page.locator('[data-field="imei"]', { hasText: imei }) });
      await row.locator('input[type="checkbox"]').check();
    }
    await expect(page.getByTestId('bulk-bar')).toBeVisible();
    await page.getByTestId('bulk-status').click();
    await page.locator('[role="menuitem"][data-value="suspended"]').click();
    await expect(page.getByText('3 devices suspended')).toBeVisible();

    // The three are suspended in the database, as the API reports them.
    const token = await tokenOf(page);
    for (const imei of chosen) {
      const answer = await page.request.get(`/api/devices?q=${imei}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const [device] = (await answer.json()).items;
      expect(device).toMatchObject({ imei, status: 'suspended' });
    }
  });

  test('a user sees no write controls, and the API refuses their writes', async ({ page }) => {
    await signInInEnglish(page, sampleAccounts.user);
    await expect(rows(page).first()).toBeVisible();
    await expect(grid(page).locator('input[type="checkbox"]')).toHaveCount(0);
    await expect(page.getByTestId('device-new')).toHaveCount(0);
    await expect(page.getByTestId('device-import')).toHaveCount(0);
    await expect(page.getByTestId('device-export')).toBeVisible();

    await cell(await firstDeviceRow(page), 'model').click();
    await expect(page.getByTestId('device-drawer')).toBeVisible();
    await expect(page.getByTestId('device-edit')).toHaveCount(0);

    const token = await tokenOf(page);
    const headers = { Authorization: `Bearer ${token}` };
    const list = await (await page.request.get('/api/devices?limit=1', { headers })).json();
    const id = list.items[0].id as string;
    const edit = await page.request.patch(`/api/devices/${id}`, { headers, data: { notes: 'not allowed' } });
    expect(edit.status()).toBe(403);
    const suspend = await page.request.post('/api/devices/bulk/status', {
      headers,
      data: { ids: [id], status: 'suspended' },
    });
    expect(suspend.status()).toBe(403);
  });
});

test.describe('user-data list', () => {
  test('an admin disables a staff account, and the staff page is signed out', async ({ browser, request }) => {
    // Two browsers on one small machine: give it the time of three tests.
    test.slow();
    // An account of this test's own, so that whatever happens here no other test finds a disabled
    // sample account.
    const account = await registerAccount(request, 'Equipe Temporária');
    const accountId = account.id;
    const signedIn = await request.post('/api/auth', { data: sampleAccounts.admin });
    const adminApi = { Authorization: `Bearer ${(await signedIn.json()).access_token}` };
    const madeStaff = await request.patch(`/api/users/${accountId}`, { headers: adminApi, data: { role: ['staff'] } });
    expect(madeStaff.ok()).toBe(true);

    const staffContext = await browser.newContext();
    const adminContext = await browser.newContext();
    const staff = await staffContext.newPage();
    const admin = await adminContext.newPage();
    try {
      await signInInEnglish(staff, account);
      await expect(rows(staff).first()).toBeVisible();
      const staffToken = await tokenOf(staff);
      expect(staffToken).toBeTruthy();

      await signInInEnglish(admin, sampleAccounts.admin);
      await admin.goto('/conecta/userdatalist');
      await admin.getByTestId('user-search').fill(account.email);
      await expect(admin).toHaveURL(/q=conta/);
      // Only the searched account is left: the grid has settled on the search.
      await expect(admin.getByTestId('user-grid').locator('.MuiDataGrid-row')).toHaveCount(1);
      const staffRow = admin.getByTestId('user-grid').locator('.MuiDataGrid-row', { hasText: account.email });
      await expect(staffRow).toHaveCount(1);
      await staffRow.locator('[data-field="email"]').click();
      await expect(admin.getByTestId('user-page')).toBeVisible();
      await expect(admin).toHaveURL(new RegExp(`/${accountId}$`));

      await admin.getByTestId('user-disable').click();
      await admin.getByTestId('confirm-ok').click();
      await expect(admin.getByTestId('user-enable')).toBeVisible();

      // Two paths lead the staff page to the sign-in page, and either is right: the live stream ends
      // at once (usually), or the account's next request is refused. Give the first a moment; if the
      // page is still on the list, make that next request (a filter change).
      const signedOutLive = await staff.waitForURL(/\/login/, { timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      if (!signedOutLive) {
        // The live sign-out may still land between the check and the click: then the filter is gone,
        // and the URL below is what counts.
        await pickStatusFilter(staff, 'lost').catch(() => undefined);
      }
      await expect(staff).toHaveURL(/\/login/);
      await expect(staff.getByRole('button', { name: 'ENTRAR' })).toBeVisible();
      // The old token is refused by the API, whatever path signed the page out.
      const refused = await request.get('/api/devices?limit=1', { headers: { Authorization: `Bearer ${staffToken}` } });
      expect(refused.status()).toBe(401);
    } finally {
      await staffContext.close();
      await adminContext.close();
    }
  });
});

test('at 1440 px the search placeholder fits in every language, and ?page=N opens that page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await signIn(page, sampleAccounts.staff);
  await expectDeviceList(page);
  const search = page.getByTestId('device-search');
  for (const language of ['pt-BR', 'en', 'tr', 'ar']) {
    await page.evaluate((id) => localStorage.setItem('language', id), language);
    await page.goto('/conecta/devicelist?page=3');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The placeholder's width in the field's own font, against the room the field leaves for text.
    const { text, room } = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return {
        text: context.measureText(input.placeholder).width,
        room: input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
      };
    });
    expect(text, language).toBeLessThanOrEqual(room);
    // The fleet's page 3 (rows 51–75), not the first page.
    if (language === 'pt-BR') await expect(grid(page).getByText(/51–75 de .* página 3 de/)).toBeVisible();
  }
});
