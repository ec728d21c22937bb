import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  expectDeviceList,
  registerAccount,
  sampleAccounts,
  seriousViolations,
  signIn,
  signInInEnglish,
} from './helpers';

const rows = (page: Page) => page.getByTestId('mail-item');
const rowOf = (page: Page, id: string) => page.locator(`[data-testid="mail-item"][data-mail-id="${id}"]`);
const label = (name: string) => (page: Page, id: string) =>
  rowOf(page, id).getByTestId('mail-label').filter({ hasText: name });

/** Opens a folder, filter or label from the side navigation (a drawer on narrower screens). */
async function goTo(page: Page, handle: string) {
  const toggle = page.getByTestId('mail-sidebar-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.getByTestId(`mail-nav-${handle}`).click();
  // The list is shown once its entry is the current one (a click on a row before that reaches the list left).
  await expect(page.getByTestId(`mail-nav-${handle}`)).toHaveAttribute('aria-current', 'page');
}

/** Sends a mail through the API as `from`, as the compose dialog would. */
async function sendMail(request: APIRequestContext, from: { email: string; password: string }, mail: object) {
  const signedIn = await request.post('/api/auth', { data: from });
  const { access_token: token } = await signedIn.json();
  const sent = await request.post('/api/mail-app/send', {
    headers: { Authorization: `Bearer ${token}` },
    data: { id: randomUUID(), ...mail },
  });
  expect(sent.status()).toBe(200);
}

test.describe('mail', () => {
  test('reads, stars, labels two at once and trashes mail in the inbox', async ({ page }) => {
    test.setTimeout(150_000);
    await signInInEnglish(page, sampleAccounts.admin);
    await page.goto('/apps/mail');
    await expect(page).toHaveURL(/\/apps\/mail\/inbox$/);
    await expect(page.getByTestId('page-title')).toHaveText('Inbox');

    // Opening an unread mail marks it read.
    const unread = page.locator('[data-testid="mail-item"][data-read="false"]').first();
    const openedId = (await unread.getAttribute('data-mail-id')) ?? '';
    await unread.getByTestId('mail-open').click();
    // A busy machine: the first mail of the session takes a while.
    await expect(page.getByTestId('mail-reader')).toHaveAttribute('data-mail-id', openedId, { timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`/apps/mail/inbox/${openedId}$`));
    await expect(rowOf(page, openedId)).toHaveAttribute('data-read', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    // Starred, it is found under Starred.
    await page.getByTestId('mail-star').click();
    await expect(page.getByTestId('mail-star')).toHaveAttribute('aria-pressed', 'true');
    await goTo(page, 'starred');
    await expect(page).toHaveURL(/\/apps\/mail\/filter\/starred$/);
    await expect(rowOf(page, openedId)).toBeVisible();

    // Two mails without the Amazon label get it at once, and lose it again the same way.
    await goTo(page, 'inbox');
    const amazon = label('Amazon');
    const withoutAmazon = rows(page).filter({ hasNot: page.getByTestId('mail-label').filter({ hasText: 'Amazon' }) });
    const ids = [
      (await withoutAmazon.nth(0).getAttribute('data-mail-id')) ?? '',
      (await withoutAmazon.nth(1).getAttribute('data-mail-id')) ?? '',
    ];
    const toggleAmazon = async () => {
      for (const id of ids) await rowOf(page, id).getByTestId('mail-select').click();
      await expect(page.getByTestId('mail-selected-count')).toHaveText('2 selected');
      await page.getByRole('button', { name: 'Add or remove a label' }).click();
      await page.getByRole('menuitem', { name: 'Amazon' }).click();
    };
    await toggleAmazon();
    for (const id of ids) await expect(amazon(page, id)).toBeVisible();
    await goTo(page, 'amazon');
    for (const id of ids) await expect(rowOf(page, id)).toBeVisible();
    await goTo(page, 'inbox');
    await toggleAmazon();
    for (const id of ids) await expect(amazon(page, id)).toHaveCount(0);

    // Moved to Trash (by its key), it leaves the inbox for the Trash.
    const trashed = ids[0] ?? '';
    await rowOf(page, trashed).getByTestId('mail-open').click();
    await expect(page.getByTestId('mail-reader')).toHaveAttribute('data-mail-id', trashed);
    await page.keyboard.press('#');
    await expect(page).toHaveURL(/\/apps\/mail\/inbox$/);
    await expect(rowOf(page, trashed)).toHaveCount(0);
    await goTo(page, 'trash');
    await expect(rowOf(page, trashed)).toBeVisible();
  });

  test('a mail carrying a script and an onerror runs neither', async ({ page, request }) => {
    test.setTimeout(90_000);
    await signInInEnglish(page, sampleAccounts.admin);
    await page.goto('/apps/mail/inbox');
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    const subject = `Hostile ${Date.now()}`;
    await sendMail(request, sampleAccounts.staff, {
      to: [{ name: 'Ana Admin', email: sampleAccounts.admin.email }],
      subject,
      message:
        '<p>Read me</p><script>window.pwned = "script"; alert("script")</script>' +
        '<img src="x" alt="broken" onerror="window.pwned = \'onerror\'; alert(\'onerror\')">' +
        '<a href="javascript:window.pwned = \'link\'">a link</a>',
    });

    // It arrives without a reload (the live stream), and opens.
    const arrived = rows(page).filter({ hasText: subject });
    await expect(arrived).toBeVisible({ timeout: 30_000 });
    await arrived.getByTestId('mail-open').click();
    const body = page.getByTestId('mail-body');
    await expect(body).toContainText('Read me');
    await body.getByText('a link').click();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { pwned?: string }).pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await body.locator('script').count()).toBe(0);
    expect(await body.innerHTML()).not.toMatch(/onerror|javascript:/i);
  });

  test('remote images, however spelled, and the sender’s outside photo load nothing before "show images"', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // A sender of its own whose photo is an outside address (a read receipt, if it loaded when the mail opens).
    const sender = await registerAccount(request, 'Remetente');
    const photo = await request.post('/api/auth/user/update', {
      headers: { Authorization: `Bearer ${sender.token}` },
      data: { user: { data: { photoURL: 'https://tracker.invalid/photo.png' } } },
    });
    expect(photo.ok()).toBe(true);
    // The outside host answers with a real image, so a photo that is asked for shows (MUI draws initials on failure).
    const outside: string[] = [];
    const pixel = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    await page.route('https://tracker.invalid/**', async (route) => {
      outside.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'image/png', body: pixel });
    });
    await signInInEnglish(page, sampleAccounts.admin);
    await page.goto('/apps/mail/inbox');
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });

    const subject = `Pixels ${Date.now()}`;
    await sendMail(request, sender, {
      to: [{ name: 'Ana Admin', email: sampleAccounts.admin.email }],
      subject,
      message:
        '<p>Four spellings</p><img src="https:\\\\tracker.invalid\\a"><img src="https:tracker.invalid/b">' +
        '<img src="https:/tracker.invalid/c"><img src="ht\ttps://tracker.invalid/d">',
    });
    const arrived = rows(page).filter({ hasText: subject });
    await expect(arrived).toBeVisible({ timeout: 30_000 });
    await arrived.getByTestId('mail-open').click();
    await expect(page.getByTestId('mail-body')).toContainText('Four spellings');
    await page.waitForTimeout(1000);
    // Nothing of the body went out, and the mail shows no outside image: the sender's photo is its initials.
    // (The team chat's list shows the same photo on every page, mail or not: that tells the photo's host
    // nothing about this mail.)
    const ofTheBody = () => outside.filter((url) => !url.endsWith('/photo.png'));
    expect(ofTheBody()).toEqual([]);
    const mailPage = page.getByTestId('mail-page');
    await expect(mailPage.locator('img[src*="tracker.invalid"]')).toHaveCount(0);

    // Asked for, they load: the same mail, the same page.
    await page.getByTestId('mail-show-images').click();
    await expect.poll(() => ofTheBody().length).toBeGreaterThanOrEqual(4);
    await expect(mailPage.locator('img[src="https://tracker.invalid/photo.png"]')).toHaveCount(1);
  });

  test("on a phone, right to left: the reader takes the list's place, and axe finds nothing serious", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await signIn(page, sampleAccounts.user);
      await expectDeviceList(page);
      await page.getByTestId('language-switcher').click();
      await page.getByRole('menuitem', { name: 'العربية' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

      await page.goto('/apps/mail/inbox');
      await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('page-title')).toHaveText('البريد الوارد');
      expect(await seriousViolations(page)).toEqual([]);
      // A Latin subject in the Arabic list reads left to right from its first letter, not cut at its start.
      const subject = rows(page)
        .getByTestId('mail-subject')
        .filter({ hasText: /^[A-Za-zÀ-ÿ]/ })
        .first();
      const shown = await subject.evaluate((element) => {
        const text = element.textContent ?? '';
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const first = walker.nextNode() as Text;
        const range = document.createRange();
        range.setStart(first, 0);
        range.setEnd(first, 1);
        const letter = range.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return {
          text,
          direction: getComputedStyle(element).direction,
          firstLetterInside: letter.left >= box.left - 1 && letter.right <= box.right + 1,
        };
      });
      expect(shown.direction, shown.text).toBe('ltr');
      expect(shown.firstLetterInside, shown.text).toBe(true);

      await rows(page).first().getByTestId('mail-open').click();
      await expect(page.getByTestId('mail-reader')).toBeVisible({ timeout: 30_000 });
      await expect(rows(page).first()).toBeHidden();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('mail-back').click();
      await expect(rows(page).first()).toBeVisible();

      await page.getByTestId('mail-sidebar-toggle').click();
      await page.getByTestId('mail-nav-sent').click();
      await expect(page).toHaveURL(/\/apps\/mail\/sent$/);
      await expect(rows(page).first()).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('unread counts go up live when a mail arrives: the side list, the navigation and the tab', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // A laptop: the side list is docked beside the list (1200–1535 px), not behind a menu button.
    await page.setViewportSize({ width: 1280, height: 800 });
    const reader = await registerAccount(request, 'Unread Counter');
    await signInInEnglish(page, reader);
    await page.goto('/apps/mail/inbox');
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('mail-sidebar-toggle')).toHaveCount(0);
    const side = page.getByTestId('mail-unread-inbox');
    const badge = page.getByTestId('navigation-badge-mail');
    await expect(side).toBeVisible();
    const before = Number(await side.textContent());
    expect(before).toBeGreaterThan(0);
    await expect(badge).toHaveText(String(before));
    await expect(page).toHaveTitle(`(${before}) Inbox — Conecta`);

    const subject = `Counted live ${Date.now()}`;
    await sendMail(request, sampleAccounts.staff, {
      to: [{ name: 'Unread Counter', email: reader.email }],
      subject,
      message: '<p>Olá</p>',
    });
    await expect(rows(page).filter({ hasText: subject })).toBeVisible({ timeout: 30_000 });
    await expect(side).toHaveText(String(before + 1));
    await expect(badge).toHaveText(String(before + 1));
    await expect(page).toHaveTitle(`(${before + 1}) Inbox — Conecta`);
  });
});
